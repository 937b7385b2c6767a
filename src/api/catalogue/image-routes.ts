import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Product images at /img/{width}/{height}/{id}?q={quality} (filled in by the catalogue work). */
export function imageRoutes(_app: FastifyInstance, _ctx: AppContext): void {}

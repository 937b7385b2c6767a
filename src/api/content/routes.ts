import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Layouts, widgets, navigation, quick links and SEO metadata (filled in by the content work). */
export function contentRoutes(_app: FastifyInstance, _ctx: AppContext): void {}

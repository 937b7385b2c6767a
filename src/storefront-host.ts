import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './platform/context.ts';
import type { DocumentAssets } from './web/app/document.ts';
import type { RenderInput, RenderResult } from './web/app/entry-server.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(root, 'dist');
const visitorCookie = 'vid';

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

function readAssets(): DocumentAssets {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'client/.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((m) => m.isEntry);
  if (!entry) throw new Error('The browser bundle has no entry; run npm run build');
  const preload = (entry.imports ?? []).map((key) => `/${manifest[key]?.file}`);
  const styles = [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((key) => manifest[key]?.css ?? [])].map((f) => `/${f}`);
  return { script: `/${entry.file}`, preload, styles };
}

/**
 * Serves the built storefront: hashed assets with a year-long cache, and every other GET as a
 * page rendered on the server. The renderer reaches the API only through Fastify's inject.
 */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export async function registerStorefront(app: FastifyInstance, ctx: AppContext): Promise<PageRenderer> {
  const serverEntry = path.join(distDir, 'server/entry-server.js');
  if (!existsSync(serverEntry)) throw new Error('The storefront is not built; run npm run build');
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: (input: RenderInput) => Promise<RenderResult> };
  const assets = readAssets();

  await app.register(fastifyStatic, {
    root: path.join(distDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const renderPage: PageRenderer = async (request, reply) => {
    let visitorId = request.cookies[visitorCookie];
    if (!visitorId || !/^[A-Za-z0-9_-]{16,64}$/.test(visitorId)) {
      visitorId = randomBytes(16).toString('base64url');
      reply.setCookie(visitorCookie, visitorId, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.NODE_ENV === 'production', maxAge: 365 * 24 * 3600 });
    }
    const origin = `${request.protocol}://${request.host}`;
    const cookie = request.headers.cookie;
    const fetch: RenderInput['fetch'] = async (url, init) => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url,
        headers: { ...(init.headers as Record<string, string>), origin, host: request.host, ...(cookie ? { cookie } : {}) },
        payload: init.body as string | undefined,
      });
      return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, statusText: res.statusMessage, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
    };
    const webRequest = new Request(new URL(request.url, origin), { headers: { cookie: cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' } });
    const result = await render({ request: webRequest, fetch, nonce: request.cspNonce, visitorId, assets });
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    reply.status(result.status).header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
    return reply.send(result.stream);
  };

  return renderPage;
}

import { visibleProductIds } from './platform/events/domain-events.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './platform/context.ts';
import { getUserState } from './api/accounts/user-state.ts';
import type { UserState } from './contracts/user-state.ts';
import { sessionCookie } from './platform/session.ts';
import { acceptsGzip, createPageCache, pickEncoding, type CachedPage } from './page-cache.ts';
import {
  escapeLikeReact,
  fillHeader,
  fillTemplate,
  headerTemplate,
  partsComplete,
  shopperParts,
  shopperTemplate,
  type ShopperParts,
  type ShopperTemplate,
} from './page-splice.ts';
import type { DocumentAssets } from './web/app/document.ts';
import type { RenderInput } from './web/app/entry-server.tsx';
import type * as ServerEntry from './web/app/entry-server.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(root, 'dist');
const visitorCookie = 'vid';
/** How long a page rendered for visitors without a session is served to others (docs/decisions/0011). */
const pageCacheTtlMs = 10_000;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

type Manifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

function readAssets(): DocumentAssets {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'client/.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('The browser bundle has no entry; run npm run build');
  const preload = (entry.imports ?? []).map((key) => `/${manifest[key]?.file}`);
  const styles = [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((key) => manifest[key]?.css ?? [])].map(
    (f) => `/${f}`,
  );
  // Each lazily loaded screen's own scripts and styles, with those of the chunks it imports: the
  // page links them, so a screen paints styled at once and its code downloads with the page.
  const screens: DocumentAssets['screens'] = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const seen = new Set<string>([entryKey]);
    const files: string[] = [];
    const css: string[] = [];
    const visit = (k: string) => {
      const c = manifest[k];
      if (seen.has(k) || !c) return;
      seen.add(k);
      files.push(`/${c.file}`);
      css.push(...(c.css ?? []).map((f) => `/${f}`));
      for (const i of c.imports ?? []) visit(i);
    };
    visit(key);
    screens[key] = { preload: files, styles: css };
  }
  return { script: `/${entry.file}`, preload, styles, screens };
}

/**
 * Serves the built storefront: hashed assets with a year-long cache, and every other GET as a
 * page rendered on the server. The renderer reaches the API only through Fastify's inject.
 */
/** A shopper's parts of a page, its status, and how they were made (the x-page-parts header). */
type OwnParts = ShopperParts & { status: number; made: 'template' | 'react' };

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export async function registerStorefront(app: FastifyInstance, ctx: AppContext): Promise<PageRenderer> {
  const serverEntry = path.join(distDir, 'server/entry-server.js');
  if (!existsSync(serverEntry)) throw new Error('The storefront is not built; run npm run build');
  const {
    render,
    renderShopperParts,
    shopperRoute,
    shopperStateQueries,
    greeting,
    selectCobrand,
    cobrandCookie,
    visitorOwnPage,
  } = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;
  const assets = { ...readAssets(), paymentsOrigin: ctx.config.paymentsOrigin };

  await app.register(fastifyStatic, {
    root: path.join(distDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (scripts/build.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const pageCache = createPageCache({ ttlMs: pageCacheTtlMs, maxBytes: 64 * 1024 * 1024 });
  // A sale that moves no stock state or buy box changes no page (visibleProductIds).
  ctx.events.onEach(['search.reindexed', 'price.changed', 'stock.changed', 'catalogue.replaced'], (batch) => {
    if (batch.some((e) => e.type !== 'stock.changed') || visibleProductIds(batch).length) pageCache.clear();
  });

  const sendCached = (request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss') => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.status(page.status).header('x-page-cache', state).header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body);
  };

  const renderPage: PageRenderer = async (request, reply) => {
    let visitorId = request.cookies[visitorCookie];
    if (!visitorId || !/^[A-Za-z0-9_-]{16,64}$/.test(visitorId)) {
      visitorId = randomBytes(16).toString('base64url');
      // Readable by the page: it is the experiment bucket id (abDataId), not a credential.
      reply.setCookie(visitorCookie, visitorId, {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: ctx.config.secureCookies,
        maxAge: 365 * 24 * 3600,
      });
    }
    const origin = `${request.protocol}://${request.host}`;
    // The co-brand of the visit: ?cobrand=NAME keeps NAME in a cookie for the visit (docs/decisions/0004).
    const cobrand = selectCobrand(
      new URL(request.url, origin).searchParams.get(cobrandCookie),
      request.cookies[cobrandCookie],
      ctx.config.DEFAULT_COBRAND,
    );
    if (cobrand.setCookie)
      reply.setCookie(cobrandCookie, cobrand.setCookie, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.secureCookies,
      });
    const cookie = request.headers.cookie;
    const token = request.cookies[sessionCookie];
    const hasSession = Boolean(token);
    /** The API in process, with the visitor's cookies or (for a rendering shared by everyone) none. */
    const fetchWith =
      (cookies: string | undefined): RenderInput['fetch'] =>
      async (url, init) => {
        const res = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url: url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url,
          headers: {
            ...(init.headers as Record<string, string>),
            origin,
            host: request.host,
            ...(cookies ? { cookie: cookies } : {}),
          },
          payload: init.body as string | undefined,
        });
        return new Response(res.statusCode === 204 ? null : res.body, {
          status: res.statusCode,
          statusText: res.statusMessage,
          headers: { 'content-type': String(res.headers['content-type'] ?? '') },
        });
      };
    const requestWith = (cookies: string | undefined) =>
      new Request(new URL(request.url, origin), {
        headers: { cookie: cookies ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
      });
    const input = {
      request: requestWith(cookie),
      fetch: fetchWith(cookie),
      nonce: request.cspNonce,
      visitorId: visitorId as string,
      hasSession,
      assets,
      cobrand: cobrand.name,
    };
    // A rendering stored for others is made as for a visitor without any cookie, whoever asked
    // first: nothing of the asker's session (their state, their calls' answers) may go into it.
    const sharedInput = { ...input, request: requestWith(undefined), fetch: fetchWith(undefined), hasSession: false };
    reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
    // Everything that changes the shared rendering of a page is in the key.
    const key = `${request.host}|${request.url}|${cobrand.name ?? ''}`;
    /** The rendering every visitor (or, with `shared`, every shopper) gets, from the cache or made once. */
    const sharedPage = async (cacheKey: string, shared: boolean) => {
      const cached = pageCache.get(cacheKey);
      if (cached) return { cached, state: 'hit' as const, rendered: null };
      const rendered = await pageCache.render(cacheKey, async () => {
        const result = await render({ ...sharedInput, nonce: pageCache.nonceProbe, whole: true, shared });
        if (result.kind === 'redirect') return null;
        const html = await streamToString(result.stream);
        return {
          html,
          status: result.status,
          cacheable: result.complete && (result.status === 200 || result.status === 404),
        };
      });
      return { cached: pageCache.get(cacheKey), state: 'miss' as const, rendered };
    };

    // One query tells a logged-in shopper from everyone else (docs/decisions/0033); a session
    // without a login (or an unknown one) gets the visitors' page, and the browser asks for its
    // state after hydration, as a visitor's does.
    const user = token
      ? await getUserState(ctx, token, {
          abDataId: input.visitorId,
          channelTaggingInfo: { landingPageUrl: request.url.slice(0, 2048) },
        })
      : null;
    if (user?.isLoggedIn) {
      if (await sendShopperPage(request, reply, { ...input, user }, token as string, key, sharedPage)) return reply;
      // The shared rendering could not take the shopper's parts: their page is rendered whole.
      const result = await render({ ...input, user });
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      return reply.status(result.status).send(result.stream);
    }

    // A visitor's own page (a guest's cart) is rendered with their session, never shared.
    if (hasSession && visitorOwnPage(request.url)) {
      const result = await render({ ...input, ...(user ? { user } : {}) });
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      return reply.status(result.status).send(result.stream);
    }
    const { cached, state, rendered } = await sharedPage(key, false);
    if (cached) return sendCached(request, reply, cached, state);
    // Not shareable (a failed call behind the page): this visitor gets the rendering as it is.
    if (rendered)
      return reply.status(rendered.status).send(rendered.html.replaceAll(pageCache.nonceProbe, request.cspNonce));
    const result = await render({ ...input, ...(user ? { user } : {}) });
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    return reply.status(result.status).send(result.stream);
  };

  /**
   * A logged-in shopper's page: the rendering every shopper shares (the visitors' one, or for a
   * per-shopper screen the page without its screen) with their header, screen and queries put in.
   * False, with nothing sent, when the shared rendering cannot take them (not shareable, no
   * slots, parts that React could not finish at once). (A reply is a thenable, so this answers
   * whether it sent one rather than returning it.)
   */
  const sendShopperPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    input: RenderInput & { user: UserState },
    token: string,
    key: string,
    sharedPage: (cacheKey: string, shared: boolean) => Promise<{ cached: CachedPage | null; state: 'hit' | 'miss' }>,
  ): Promise<boolean> => {
    const route = shopperRoute(request.url, input.user);
    if (route.kind === 'redirect') {
      reply.redirect(route.location, route.status);
      return true;
    }
    const { screen } = route;
    const cacheKey = screen ? `shell|${key}` : key;
    const { cached, state } = await sharedPage(cacheKey, true);
    if (!cached) return false;
    const template = pageCache.shopperTemplate(cacheKey, cached, (html) => shopperTemplate(html, { screen }));
    if (!template) return false;
    const own = screen ? await screenParts(request, input, token) : await headerParts(input, template);
    if (!own) return false;
    // Brotli streams cannot be joined; gzip members can (gzip-segments.ts).
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    reply
      .status(own.status === 404 || cached.status === 404 ? 404 : 200)
      .header('x-page-cache', state)
      // How the shopper's parts were made: 'template' (the page's header template) or 'react'.
      .header('x-page-parts', own.made)
      .header('vary', 'accept-encoding');
    if (gzip) reply.header('content-encoding', 'gzip');
    reply.send(fillTemplate(template, own, { gzip }));
    return true;
  };

  /**
   * The shopper's header on a page whose screen is shared: the page's header template (rendered
   * once with stand-in values) with their greeting, unread count and cart count put in. Null when
   * the header cannot be made so (a page whose header did not pass the template's check): the
   * parts are then rendered by React.
   */
  const headerParts = async (
    input: RenderInput & { user: UserState },
    template: ShopperTemplate,
  ): Promise<OwnParts | null> => {
    const { user } = input;
    const unread = user.notifications.unreadCount;
    const cart = user.cart.items.length;
    const variant = `${unread > 0 ? 'unread' : 'none'}|${cart > 0 ? 'cart' : 'empty'}`;
    let header = template.headers.get(variant);
    if (header === undefined) {
      const standIn = async (firstName: string, count: number, lines: number) => {
        const standInUser: UserState = {
          isLoggedIn: true,
          firstName,
          accountId: null,
          // Only the number of lines shows in the header: an array of that length, never read.
          cart: { items: new Array<UserState['cart']['items'][number]>(lines) },
          wishlist: { productIds: [] },
          notifications: { unreadCount: count },
          flipkartFirstUser: false,
          pincode: null,
          userEmail: null,
          abResponse: { abExperiments: [] },
        };
        // Nothing of this shopper goes into a template that every shopper shares: not even the visitor id.
        const parts = await renderShopperParts({ ...input, user: standInUser, visitorId: 'stand-in' });
        const html = parts.kind === 'parts' && partsComplete(parts.html) ? parts.html : '';
        const values = {
          greeting: escapeLikeReact(greeting(firstName)),
          unread: count ? String(count) : null,
          cart: lines ? String(lines) : null,
        };
        return { header: shopperParts(html, '', { screen: false })?.header ?? '', values };
      };
      // Stand-in cart counts differ from every other stand-in, so each slot is found where it is.
      const [a, b] = await Promise.all([
        standIn('Qz7StandInA', unread > 0 ? 987654321 : 0, cart > 0 ? 97531 : 0),
        standIn('Wx5StandInB', unread > 0 ? 123456789 : 0, cart > 0 ? 86420 : 0),
      ]);
      header = a.header && b.header ? headerTemplate(a.header, a.values, b.header, b.values) : null;
      template.headers.set(variant, header);
    }
    if (!header) return renderedParts(input, null);
    return {
      header: fillHeader(header, {
        greeting: escapeLikeReact(greeting(user.firstName)),
        unread: unread > 0 ? String(unread) : null,
        cart: cart > 0 ? String(cart) : null,
      }),
      main: null,
      queries: shopperStateQueries(user),
      status: 200,
      made: 'template',
    };
  };

  /**
   * A per-shopper screen with the header, rendered by React. Its data, as this shopper's last
   * visit of the page read it, is kept on PGlite until this process writes anything
   * (platform/shopper-cache.ts); otherwise it is loaded with the shopper's cookie. So are the
   * parts React made of it: with no write since, the same session, page, co-brand and visitor
   * id (everything the render reads besides the kept user state and data) make the same HTML, so
   * a shopper's next visit of their cart or account page renders nothing. The parts hold no
   * nonce (the data block is JSON; the page's scripts come from the shared template).
   */
  const screenParts = async (request: FastifyRequest, input: RenderInput & { user: UserState }, token: string) => {
    const cache = ctx.shopperCache;
    const session = cache ? ctx.sessions.liveSessionWhere(token) : null;
    const dataKey = session ? `screen|${session.tokenHash}|${request.url}` : null;
    const partsKey = dataKey ? `parts|${input.cobrand ?? ''}|${input.visitorId}|${dataKey}` : null;
    const version = cache?.version();
    const made = partsKey ? cache?.get<OwnParts>(partsKey) : undefined;
    if (made) return made;
    const kept = dataKey ? cache?.get<{ queries: string; status: number }>(dataKey) : undefined;
    const parts = await renderedParts(input, kept ?? null, (screenQueries) => {
      if (cache && dataKey && version !== undefined && !kept) cache.set(dataKey, screenQueries, version);
    });
    // Only parts made from kept data (or data just kept) are kept: a failed call is never.
    if (parts && cache && partsKey && version !== undefined && (kept || cache.get(dataKey!)))
      cache.set(partsKey, parts, version);
    return parts;
  };

  const renderedParts = async (
    input: RenderInput & { user: UserState },
    screenQueries: { queries: string; status: number } | null,
    keep?: (screenQueries: { queries: string; status: number }) => void,
  ): Promise<OwnParts | null> => {
    const parts = await renderShopperParts({ ...input, ...(screenQueries ? { screenQueries } : {}) });
    if (parts.kind !== 'parts' || !partsComplete(parts.html)) return null;
    if (parts.screenQueries !== null) keep?.({ queries: parts.screenQueries, status: parts.status });
    const own = shopperParts(parts.html, parts.queries, { screen: parts.screen });
    return own && { ...own, status: parts.status, made: 'react' };
  };
  return renderPage;
}

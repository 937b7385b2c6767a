import { PassThrough } from 'node:stream';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SeoMetadata } from '../../contracts/seo.ts';
import type { UserState } from '../../contracts/user-state.ts';
import { ApiError, createClient, type FetchLike } from '../api/client.ts';
import { createQueries, queryKeys } from '../api/queries.ts';
import { cobrandConfig } from '../features/shell/cobrand-variants.ts';
import { Footer } from '../features/shell/footer.tsx';
import { NavMenu } from '../features/shell/nav-menu.tsx';
import { pageTitle } from '../features/shell/page-title.ts';
import { QuickLinks } from '../features/shell/quick-links.tsx';
import { ShellExtras } from '../features/shell/shell-extras.tsx';
import { App } from './app.tsx';
import { renderDocumentEnd, renderDocumentStart, type DocumentAssets } from './document.ts';
import { PagePartsContext, type PageParts } from './page-parts.ts';
import { Providers, createQueryClient } from './providers.tsx';
import type { RouteFlags } from './route-flags.ts';
import { resolveRoute, routeOutcome, type PrefetchDeps } from './route-table.ts';
import { routes } from './routes.ts';
import { deferred } from './shell.tsx';

// The parts the browser loads after the first paint are rendered in place here, never late.
Object.assign(deferred, { NavMenu, QuickLinks, Footer, ShellExtras });

export interface RenderInput {
  request: Request;
  /** Reaches the API in process (Fastify inject) or over HTTP; cookies already attached. */
  fetch: FetchLike;
  nonce: string;
  visitorId: string;
  /**
   * Whether the visitor has a session. Without one they are logged out with an empty cart, so
   * the page is rendered without their state (the browser asks for it after hydration) and the
   * same HTML serves every such visitor (docs/decisions/0011-page-cache.md).
   */
  hasSession: boolean;
  assets: DocumentAssets;
  /** The visit's co-brand variant name from `selectCobrand` ('none' or absent: the plain storefront). */
  cobrand?: string;
  /**
   * Send nothing until the whole page is rendered, so it needs none of React's inline streaming
   * scripts: the page cache stores such pages, identical for every visitor.
   */
  whole?: boolean;
  /** The shopper's state, when the host has read it already (it then makes no user-state call). */
  user?: UserState;
  /**
   * Render the page every logged-in shopper shares: for a per-shopper screen, the page without
   * its screen and without the login redirect; the shopper's parts go in per request
   * (`renderShopperParts`, docs/decisions/0033).
   */
  shared?: boolean;
}

/**
 * Screens whose server HTML depends on the shopper without requiring a login (they read the
 * user state): listed here, not as a route flag, so the browser's first load carries no byte of it.
 */
const perShopperScreens = new Set(['login', 'account-first', 'cart', 'checkout', 'checkout-pending']);

/**
 * Screens whose server HTML depends on a visitor's session even without a login (a guest's cart
 * and checkout live with the visit's session): such a visitor's page is rendered for them, never shared.
 */
const perVisitorScreens = new Set(['cart', 'checkout', 'checkout-pending']);

/** Whether the page at this path is a visitor's own when they have a session (the host asks). */
export const visitorOwnPage = (path: string): boolean =>
  perVisitorScreens.has(resolveRoute(routes, new URL(path, 'http://storefront.invalid').pathname).route.flags.screen);

/** Whether a page's screen depends on the shopper: rendered per request for a logged-in one. */
const perShopper = (flags: RouteFlags) => Boolean(flags.loginRequired) || perShopperScreens.has(flags.screen);

/** The header's greeting of a logged-in shopper: the host puts it into a page's header template. */
export { greeting } from '../features/shell/greeting.ts';

/** The host picks the visit's co-brand with this, before rendering (docs/decisions/0004-cobrand.md). */
export { selectCobrand, cobrandCookie } from '../features/shell/cobrand-variants.ts';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'html';
      status: number;
      stream: NodeJS.ReadableStream;
      /** False when a call behind the page failed: such a page must not be served to others. */
      complete: boolean;
    };

/** Server timeout of the generic client (spec 000 §9). */
const serverTimeoutMs = 2000;
export { defaultPageTitle as defaultTitle } from '../texts.ts';

/**
 * Renders a page: resolves the route, loads the shell's and the screen's data into the query
 * cache, then streams the HTML with that cache dehydrated for the browser to pick up.
 */
export async function render(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.request.url);
  const queryClient = createQueryClient();
  const client = createClient({ fetch: input.fetch, timeoutMs: serverTimeoutMs, userAgent: 'storefront-ssr/1.0' });
  const queries = createQueries(client);
  const cobrand = cobrandConfig(input.cobrand);
  const { route, params } = resolveRoute(routes, url.pathname);

  if (input.user) queryClient.setQueryData(queryKeys.userState, input.user);
  const user =
    input.user ??
    (input.hasSession
      ? await queryClient.ensureQueryData(queries.userState(input.visitorId, url.pathname + url.search))
      : undefined);
  // The shared rendering of a per-shopper screen leaves the screen out, and with it the redirect.
  const withoutScreen = Boolean(input.shared) && perShopper(route.flags);
  const outcome = withoutScreen ? ({ kind: 'render' } as const) : routeOutcome(route, url, user);
  if (outcome.kind === 'redirect') return { kind: 'redirect', status: outcome.status, location: outcome.to };

  // A failed shell call leaves its query in ERROR; the screen shows its own error state.
  const { flags } = route;
  const [, , , , screenData] = await Promise.allSettled([
    flags.minimalHeader ? null : queryClient.prefetchQuery(queries.navigation()),
    flags.minimalFooter ? null : queryClient.prefetchQuery(queries.footer()),
    flags.screen === 'home' ? queryClient.prefetchQuery(queries.quickLinks()) : null,
    queryClient.prefetchQuery(queries.seo(url.pathname)),
    outcome.kind === 'render' && route.prefetch && !withoutScreen
      ? route.prefetch({ queryClient, queries, client, visitorId: input.visitorId, url, params })
      : null,
  ]);
  // A screen whose own data does not exist (an unknown product, page or store) is a 404 page:
  // the screen shows its not-found state, and search engines drop the URL.
  // The prefetch either fails with the API's 404 or resolves to `{ status: 404 }`.
  const screenMissing =
    screenData.status === 'rejected'
      ? screenData.reason instanceof ApiError && screenData.reason.status === 404
      : (screenData.value as { status?: unknown } | null)?.status === 404;

  const seo = queryClient.getQueryData<SeoMetadata>(queries.seo(url.pathname).queryKey);
  const head = {
    title: pageTitle(flags, seo),
    description:
      seo?.description ||
      'India’s marketplace: mobiles, fashion, electronics, books and more, delivered to your pincode.',
    canonical: `${url.origin}${seo?.canonical ?? url.pathname}`,
  };
  // Without the footer's summary the page needs only the metadata's title: the brand lists and
  // SEO text stay out of the state the browser downloads (8 KB on home).
  if (seo && (flags.hideFooterSummary || flags.minimalFooter))
    queryClient.setQueryData(queries.seo(url.pathname).queryKey, { ...seo, brandGroups: [], seoText: [] });
  const state = JSON.stringify(dehydrate(queryClient));
  const complete = queryClient
    .getQueryCache()
    .getAll()
    .every((q) => q.state.status !== 'error');
  const out = new PassThrough();
  // The screen's own chunk, named by its route module (app/routes.ts), with its scripts and styles.
  const screenAssets = (route.chunk && input.assets.screens?.[route.chunk]) || { preload: [], styles: [] };
  const assets = {
    ...input.assets,
    preload: [...new Set([...input.assets.preload, ...screenAssets.preload])],
    styles: [...input.assets.styles, ...new Set(screenAssets.styles)],
  };
  out.write(renderDocumentStart(head, assets));
  return new Promise((resolve, reject) => {
    const send = () => {
      // React ends the stream it pipes into; the document's closing elements follow it.
      const body = new PassThrough();
      body.pipe(out, { end: false });
      body.on('end', () => out.end(renderDocumentEnd(state, input.assets, cobrand)));
      stream.pipe(body);
      resolve({
        kind: 'html',
        status: outcome.kind === 'not-found' || screenMissing ? 404 : 200,
        stream: out,
        complete,
      });
    };
    const stream = renderToPipeableStream(
      <Providers
        queryClient={queryClient}
        client={client}
        queries={queries}
        visitorId={input.visitorId}
        cobrand={cobrand}
      >
        <PagePartsContext.Provider value={withoutScreen ? sharedParts : wholePage}>
          <StaticRouter location={url.pathname + url.search}>
            <App />
          </StaticRouter>
        </PagePartsContext.Provider>
      </Providers>,
      {
        nonce: input.nonce,
        // The data is loaded before rendering, so every finished boundary goes out in place: React
        // would otherwise send large ones (home's widgets) after the shell and reveal them later,
        // moving the footer on screen (CLS).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (!input.whole) send();
        },
        onAllReady() {
          if (input.whole) send();
        },
        onShellError: reject,
        onError(error) {
          console.error(error);
        },
      },
    );
  });
}

const wholePage: PageParts = { chrome: true, screen: true };
const sharedParts: PageParts = { chrome: true, screen: false };

export type PartsResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'parts';
      /** The page's HTML with only the shopper's parts rendered (header; the screen if per-shopper). */
      html: string;
      /** Whether the screen was rendered (a per-shopper screen). */
      screen: boolean;
      /** The shopper's queries (their state, a per-shopper screen's data), dehydrated, as JSON array items. */
      queries: string;
      /**
       * A per-shopper screen's own queries (JSON array items), when all of them succeeded: the
       * host may keep them for the shopper's next visit of the page (`screenQueries`).
       */
      screenQueries: string | null;
      /** 404 when a per-shopper screen's own data does not exist. */
      status: number;
    };

/**
 * Renders only what depends on a logged-in shopper, for the host to put into the page every
 * shopper shares (docs/decisions/0033): the header, and the screen when it is a per-shopper one
 * (its data loaded with the shopper's cookie). The rest of the tree renders as nothing in its
 * place, so these parts come out exactly as in a whole page (useId included).
 */
export async function renderShopperParts(
  input: RenderInput & {
    user: UserState;
    /** A per-shopper screen's queries as this shopper's last visit left them (not loaded again). */
    screenQueries?: { queries: string; status: number };
  },
): Promise<PartsResult> {
  const url = new URL(input.request.url);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.userState, input.user);
  const { route, params } = resolveRoute(routes, url.pathname);
  const outcome = routeOutcome(route, url, input.user);
  if (outcome.kind === 'redirect') return { kind: 'redirect', status: outcome.status, location: outcome.to };
  const screen = perShopper(route.flags);
  let status = outcome.kind === 'not-found' ? 404 : 200;
  const client = createClient({ fetch: input.fetch, timeoutMs: serverTimeoutMs, userAgent: 'storefront-ssr/1.0' });
  const queries = createQueries(client);
  if (screen && input.screenQueries) {
    hydrate(queryClient, { mutations: [], queries: JSON.parse(`[${input.screenQueries.queries}]`) as [] });
    status = input.screenQueries.status;
  } else if (screen && outcome.kind === 'render' && route.prefetch) {
    const deps: PrefetchDeps = { queryClient, queries, client, visitorId: input.visitorId, url, params };
    const data = await route.prefetch(deps).then(
      (value) => value as { status?: unknown } | null,
      (error: unknown) => (error instanceof ApiError && error.status === 404 ? { status: 404 } : null),
    );
    if (data?.status === 404) status = 404;
  }
  const parts: PageParts = { chrome: false, screen };
  const html = renderToString(
    <Providers
      queryClient={queryClient}
      client={client}
      queries={queries}
      visitorId={input.visitorId}
      cobrand={cobrandConfig(input.cobrand)}
    >
      <PagePartsContext.Provider value={parts}>
        <StaticRouter location={url.pathname + url.search}>
          <App />
        </StaticRouter>
      </PagePartsContext.Provider>
    </Providers>,
  );
  const items = (queries: unknown[]) => JSON.stringify(queries).slice(1, -1);
  const all = dehydrate(queryClient).queries;
  const own = all.filter((q) => q.queryKey[0] !== queryKeys.userState[0]);
  // Kept for the next visit only when nothing failed: a query a component made during the
  // render but never ran (pending and idle: the browser runs it after hydration, as it would on
  // a kept page) does not count against it.
  const complete = queryClient
    .getQueryCache()
    .getAll()
    .every((q) => q.state.status === 'success' || (q.state.status === 'pending' && q.state.fetchStatus === 'idle'));
  return {
    kind: 'parts',
    html,
    screen,
    queries: items(all),
    screenQueries: screen && complete ? items(own) : null,
    status,
  };
}

let stateQueryShape: ReturnType<typeof dehydrate>['queries'][number] | null = null;

/**
 * The shopper's state as the page's query cache holds it: one dehydrated query, as JSON array
 * items. The query's shape is taken from the query cache once; per page only its data and times
 * change (a query client per page cost a tenth of a logged-in page).
 */
export function shopperStateQueries(user: UserState): string {
  if (!stateQueryShape) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.userState, user);
    stateQueryShape = dehydrate(queryClient).queries[0] ?? null;
    if (!stateQueryShape) throw new Error('the user state did not dehydrate');
  }
  const now = Date.now();
  const { state } = stateQueryShape;
  return JSON.stringify({ ...stateQueryShape, dehydratedAt: now, state: { ...state, data: user, dataUpdatedAt: now } });
}

/**
 * What a logged-in shopper's page at this path is: a redirect (the login page goes on to its
 * ret), or a page whose screen is shared with visitors or rendered for the shopper.
 */
export function shopperRoute(
  path: string,
  user: UserState,
): { kind: 'redirect'; status: number; location: string } | { kind: 'page'; screen: boolean } {
  const url = new URL(path, 'http://storefront.invalid');
  const { route } = resolveRoute(routes, url.pathname);
  const outcome = routeOutcome(route, url, user);
  if (outcome.kind === 'redirect') return { kind: 'redirect', status: outcome.status, location: outcome.to };
  return { kind: 'page', screen: perShopper(route.flags) };
}

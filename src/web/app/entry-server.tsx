import { PassThrough } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createClient, type FetchLike } from '../api/client.ts';
import { createQueries } from '../api/queries.ts';
import { Providers, createQueryClient } from './providers.tsx';
import { createRoutes } from './routes.tsx';
import { renderDocumentEnd, renderDocumentStart, type DocumentAssets } from './document.ts';
import type { RouteFlags } from './route-flags.ts';
import type { SeoMetadata } from '../../contracts/seo.ts';

export interface RenderInput {
  request: Request;
  /** Reaches the API in process (Fastify inject) or over HTTP; cookies already attached. */
  fetch: FetchLike;
  nonce: string;
  visitorId: string;
  assets: DocumentAssets;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; stream: NodeJS.ReadableStream };

/** Server timeout of the generic client (spec 000 §9). */
const serverTimeoutMs = 2000;
const defaultTitle = 'Online Shopping India Mobile, Cameras, Lifestyle & more Online';

export async function render(input: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient();
  const client = createClient({ fetch: input.fetch, timeoutMs: serverTimeoutMs, userAgent: 'storefront-ssr/1.0' });
  const queries = createQueries(client);
  const routes = createRoutes({ queryClient, queries, visitorId: input.visitorId, isServer: true });
  const handler = createStaticHandler(routes);
  const context = await handler.query(input.request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const url = new URL(input.request.url);
  const leaf = context.matches[context.matches.length - 1]?.route.handle as RouteFlags | undefined;
  const seo = queryClient.getQueryData<SeoMetadata>(queries.seo(url.pathname).queryKey);
  const head = {
    title: seo?.title ?? (leaf?.title && leaf.screen !== 'home' ? `${leaf.title} | Bazaar` : defaultTitle),
    description: seo?.description ?? 'India’s marketplace: mobiles, fashion, electronics, books and more, delivered to your pincode.',
    canonical: `${url.origin}${seo?.canonical ?? url.pathname}`,
  };
  const state = JSON.stringify(dehydrate(queryClient));
  const out = new PassThrough();
  out.write(renderDocumentStart(head, input.assets, input.nonce));
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <Providers queryClient={queryClient} client={client} queries={queries} visitorId={input.visitorId}>
        <StaticRouterProvider router={router} context={context} nonce={input.nonce} />
      </Providers>,
      {
        nonce: input.nonce,
        onShellReady() {
          // React ends the stream it pipes into; the document's closing scripts follow it.
          const body = new PassThrough();
          body.pipe(out, { end: false });
          body.on('end', () => out.end(renderDocumentEnd(state, input.visitorId, input.assets, input.nonce)));
          stream.pipe(body);
          resolve({ kind: 'html', status: context.statusCode, stream: out });
        },
        onShellError: reject,
        onError(error) {
          console.error(error);
        },
      },
    );
  });
}

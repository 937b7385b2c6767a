import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveRoute } from './route-table.ts';
import { notFoundRoute, routes } from './routes.ts';

const chunkOf = (pathname: string) => resolveRoute(routes, pathname).route.chunk;

describe('the route table collected from src/web/routes/<screen>/route.ts', () => {
  it('when a screen folder has a route module, then its routes are in the table', () => {
    const folders = readdirSync('src/web/routes', { withFileTypes: true }).filter(
      (d) => d.isDirectory() && existsSync(`src/web/routes/${d.name}/route.ts`),
    );
    expect(folders.length).toBeGreaterThan(12);
    for (const folder of folders) {
      expect(
        routes.some((r) => r.chunk?.startsWith(`src/web/routes/${folder.name}/`) || r.redirectTo || !r.chunk),
        folder.name,
      ).toBe(true);
    }
    expect(routes.at(-1)).toBe(notFoundRoute);
    const paths = routes.filter((r) => r.path !== '*').map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('when a route shows a lazily loaded screen, then the server links a chunk that exists', () => {
    const lazy = routes.filter((r) => r.chunk);
    expect(lazy.length).toBeGreaterThan(15);
    for (const route of lazy) expect(existsSync(route.chunk ?? ''), route.chunk).toBe(true);
  });

  it('when a route module loads a screen, then the chunk it names for the server is the module it imports', () => {
    const pairs = readdirSync('src/web/routes').flatMap((folder) => {
      const file = `src/web/routes/${folder}/route.ts`;
      if (!existsSync(file)) return [];
      const text = readFileSync(file, 'utf8');
      const calls = [
        ...text.matchAll(/lazyScreen\(\s*\(\) => import\('([^']+)'\)[^,]*,\s*import\.meta\.env\.SSR \? '([^']+)'/g),
      ];
      expect(calls.length, `${file} names its screens`).toBe(text.split('lazyScreen(').length - 1);
      return calls.map((m) => [m[1], m[2]]);
    });
    expect(pairs.length).toBeGreaterThan(12);
    for (const [imported, chunk] of pairs) expect(chunk).toBe(imported);
  });

  it('when a path is a browse, a store landing or unknown, then the screen that claims it is chosen', () => {
    expect(chunkOf('/mobiles/pr')).toBe('src/web/routes/search/search-screen.tsx');
    expect(chunkOf('/mobiles/~cheap/pr')).toBe('src/web/routes/search/search-screen.tsx');
    expect(chunkOf('/mobile-store')).toBe('src/web/routes/store-landing/store-landing-screen.tsx');
    expect(chunkOf('/mobiles')).toBe('src/web/routes/store-landing/store-landing-screen.tsx');
    expect(resolveRoute(routes, '/no/such/thing').route).toBe(notFoundRoute);
    expect(chunkOf('/no/such/thing')).toBe('src/web/components/not-found.tsx');
    expect(resolveRoute(routes, '/mobiles/pr').route.flags.screen).toBe('splat');
  });

  it('when a path has parameters, then the route gives them and the flags of its folder', () => {
    const { route, params } = resolveRoute(routes, '/pages/shipping');
    expect(route.flags.screen).toBe('static-page');
    expect(params).toEqual({ pageName: 'shipping' });
    expect(resolveRoute(routes, '/x/p/itm1').route.chunk).toBe('src/web/routes/product/product-screen.tsx');
    expect(resolveRoute(routes, '/account/orders').route.flags.loginRequired?.title).toBe('My Orders');
    expect(resolveRoute(routes, '/').route.chunk).toBeUndefined();
  });
});

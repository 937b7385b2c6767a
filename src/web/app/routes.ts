import { lazyScreen, type RouteModule, type ScreenRoute } from './route-table.ts';

/**
 * Every route of spec 000 §2, collected from the screens' own folders: each
 * `src/web/routes/<screen>/route.ts` names its paths, flags, screen, prefetch and chunk, so adding
 * a screen touches that folder alone (docs/decisions/0026-self-contained-screens.md). Home is in
 * the first load; every other screen arrives as its own chunk when first visited (0003-routing).
 * The same glob runs in the browser bundle and in the server build.
 */
const modules = import.meta.glob<RouteModule['routes']>('../routes/*/route.ts', { eager: true, import: 'routes' });

/** The screen shown for a path that names nothing; the server answers 404 with it. */
export const notFoundRoute: ScreenRoute = {
  path: '*',
  flags: { screen: 'not-found', title: 'Page not found' },
  notFound: true,
  ...lazyScreen(
    () => import('../components/not-found.tsx').then((m) => m.NotFound),
    import.meta.env.SSR ? 'src/web/components/not-found.tsx' : '',
  ),
};

/**
 * A route's chunk as its build-manifest key: the folder of its route module, then the file. Only
 * the server links chunks; the browser learns them from the lazy imports themselves.
 */
const inFolder = (key: string, route: ScreenRoute): ScreenRoute =>
  route.chunk ? { ...route, chunk: `src/web${key.slice(2, key.lastIndexOf('/'))}${route.chunk.slice(1)}` } : route;

// Vite lists the modules in path order, so the table is the same in every build.
export const routes: ScreenRoute[] = [
  ...(import.meta.env.SSR
    ? Object.entries(modules).flatMap(([key, list]) => list.map((route) => inFolder(key, route)))
    : Object.values(modules).flat()),
  notFoundRoute,
];

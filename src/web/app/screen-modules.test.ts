import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PlaceholderScreen } from '../routes/placeholder-screen.tsx';
import { routes } from './routes.tsx';
import { screenModules } from './screen-modules.ts';

describe('screen modules the server links', () => {
  it('when a route shows a lazily loaded screen, then its source module is named and exists', () => {
    const lazyScreens = routes.filter((r) => r.Screen !== PlaceholderScreen && r.flags.screen !== 'home' && !r.redirectTo && r.path !== '*');
    expect(lazyScreens.length).toBeGreaterThan(15);
    for (const route of lazyScreens) {
      const modules = screenModules(route.flags.screen, route.path);
      expect(modules, route.flags.screen).not.toHaveLength(0);
      for (const m of modules) expect(existsSync(m), m).toBe(true);
    }
  });

  it('when the path is a browse, store or unknown splat, then the matching screen follows the splat module', () => {
    expect(screenModules('splat', '/mobiles/pr')).toEqual(['src/web/routes/splat-screen.tsx', 'src/web/routes/search/search-screen.tsx']);
    expect(screenModules('splat', '/mobile-store')).toEqual(['src/web/routes/splat-screen.tsx', 'src/web/routes/store-landing/store-landing-screen.tsx']);
    expect(screenModules('splat', '/no/such/thing')).toEqual(['src/web/routes/splat-screen.tsx', 'src/web/routes/not-found-screen.tsx']);
  });
});

import { createContext, useContext } from 'react';
import type { RouteFlags } from './route-flags.ts';

/**
 * What the app tells the screen it shows: the route's flags and parameters, and the flags of any
 * other path (the login page names a login-required ret path's heading). Screens read these here
 * instead of importing the route table, which imports the screens.
 */
export interface ScreenInfo {
  flags: RouteFlags;
  params: Record<string, string | undefined>;
  flagsOf: (pathname: string) => RouteFlags;
}

export const ScreenContext = createContext<ScreenInfo>({
  flags: { screen: '' },
  params: {},
  flagsOf: () => ({ screen: '' }),
});

/** The current route's flags, parameters and the route table's flags of any path. */
export const useScreen = (): ScreenInfo => useContext(ScreenContext);

/** Route parameters of the current screen (`:pageName`, `:itemId`…). */
export const useScreenParams = (): ScreenInfo['params'] => useContext(ScreenContext).params;

import { createContext, useContext } from 'react';

/**
 * Which parts of the page the server renders (docs/decisions/0033). The whole page by default;
 * for a logged-in shopper the server renders only the parts that depend on them (the header and,
 * on a per-shopper screen, the screen) into the rendering every shopper shares. Parts left out
 * render as nothing in their place, so the parts rendered keep their position in the tree and
 * the same ids (useId) as in the whole page.
 */
export interface PageParts {
  /** Navigation, quick links, footer and the shell's extras. */
  chrome: boolean;
  /** The screen inside <main>. */
  screen: boolean;
}

const wholePage: PageParts = { chrome: true, screen: true };

export const PagePartsContext = /* @__PURE__ */ createContext<PageParts>(wholePage);

function usePartsOnServer(): PageParts {
  return useContext(PagePartsContext);
}
const useWholePage = (): PageParts => wholePage;

/** The parts to render: the browser always renders the whole page, so its bundle carries no context. */
export const usePageParts = import.meta.env.SSR ? usePartsOnServer : useWholePage;

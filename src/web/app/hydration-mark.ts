/**
 * Whether every part of the page has hydrated. The shell's deferred parts and the screen are lazy
 * Suspense boundaries (shell.tsx, app.tsx) that hydrate in commits of their own once their code
 * has arrived, after the first commit. The server marks each boundary's content with the comments
 * `<!--$-->` … `<!--/$-->`; React puts its fiber on a DOM node (`__reactFiber$…`, with the
 * random suffix of the root's `__reactContainer$…`) when it hydrates that node, so a boundary is hydrated when
 * the last node of its content carries it. An empty boundary has nothing to wait for.
 */
function everyPartHydrated(root: HTMLElement): boolean {
  // The same random suffix as the container's own key, which hydrateRoot set.
  const container = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
  if (!container) return false;
  const key = container.replace('__reactContainer$', '__reactFiber$');
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let c = comments.nextNode(); c; c = comments.nextNode()) {
    if ((c as Comment).data !== '$') continue;
    // The boundary's last top-level node: the next `/$` at this level, counting nested boundaries.
    let depth = 0;
    let last: Node | null = null;
    for (let n = c.nextSibling; n; n = n.nextSibling) {
      const data = n.nodeType === Node.COMMENT_NODE ? (n as Comment).data : null;
      if (data === '/$' && depth === 0) break;
      if (data === '/$') depth -= 1;
      else if (data?.startsWith('$')) depth += 1;
      if (n.nodeType === Node.ELEMENT_NODE || n.nodeType === Node.TEXT_NODE) last = n;
    }
    if (last && !(key in last)) return false;
  }
  return true;
}

/**
 * Sets `<html data-hydrated="1">` once the whole page has hydrated and React has run its effects:
 * browser tests wait for it rather than for network silence (decision 0027), which can come
 * before the lazy parts have hydrated (a screen's redirect, a search box still a plain form).
 * Called after the first commit (entry-client.tsx's outermost component), then checked every
 * 50 ms until true, and set one check later, so that the commit of the last part and its effects
 * (React's own tasks, queued first) have run.
 */
export function markWhenHydrated(root: HTMLElement): void {
  let seen = false;
  const check = () => {
    if (!everyPartHydrated(root)) seen = false;
    else if (seen) return void (document.documentElement.dataset.hydrated = '1');
    else seen = true;
    setTimeout(check, 50);
  };
  check();
}

import { storageKeys } from '../../app/storage-keys.ts';

/** Browsed product ids are capped at 12 (spec 000 §9). */
export const recentlyViewedCap = 12;

/** Browsed product ids, most recent first; none when storage is refused or holds junk. */
export function readRecentlyViewed(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.recentlyViewed) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((id): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(id))
          .slice(0, recentlyViewedCap)
      : [];
  } catch {
    return [];
  }
}

/** Puts the product first in the browsed list (once), keeping at most 12; returns the list before. */
export function rememberViewed(productId: string): string[] {
  const before = readRecentlyViewed();
  try {
    localStorage.setItem(
      storageKeys.recentlyViewed,
      JSON.stringify([productId, ...before.filter((id) => id !== productId)].slice(0, recentlyViewedCap)),
    );
  } catch {
    // Storage refused (private mode, quota): the row simply stays empty.
  }
  return before;
}

import { recentPincodesKept } from '../../../contracts/location-paths.ts';
import { storageKeys } from '../../app/storage-keys.ts';

/**
 * Valid pincodes the shopper checked, kept in localStorage most recent last, at most 3
 * (spec 000 §7, §9). The last one is the selected pincode. Components subscribe, so the product
 * page's and the search page's inputs agree; a refused storage (private mode) keeps them in memory.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let memory: string[] | null = null;
const validPincode = /^[1-9][0-9]{5}$/;

function read(): string[] {
  if (memory) return memory;
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(storageKeys.recentPincodes) ?? '[]') as unknown;
    memory = Array.isArray(raw)
      ? raw.filter((p): p is string => typeof p === 'string' && validPincode.test(p)).slice(-recentPincodesKept)
      : [];
  } catch {
    memory = [];
  }
  return memory;
}

export function storedPincodes(): string[] {
  return read();
}

/** Moves a valid pincode to the end of the list (the selected one), keeping the last 3. */
export function storePincode(pincode: string): void {
  memory = [...read().filter((p) => p !== pincode), pincode].slice(-recentPincodesKept);
  try {
    globalThis.localStorage?.setItem(storageKeys.recentPincodes, JSON.stringify(memory));
  } catch {
    // Storage refused: the list lives for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribePincodes(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab checked a pincode: re-read.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.recentPincodes) return;
    memory = null;
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The selected pincode: the most recent valid one, or null. */
export const selectedPincode = (): string | null => read().at(-1) ?? null;

/** Only for tests of this module. */
export function resetPincodeMemory(): void {
  memory = null;
}

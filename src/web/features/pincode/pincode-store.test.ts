import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../app/storage-keys.ts';
import {
  resetPincodeMemory,
  selectedPincode,
  storedPincodes,
  storePincode,
  subscribePincodes,
} from './pincode-store.ts';

const stored = new Map<string, string>();
globalThis.localStorage = {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
  clear: () => stored.clear(),
  key: () => null,
  length: 0,
} as Storage;

beforeEach(() => {
  stored.clear();
  resetPincodeMemory();
});

describe('recent pincodes in the browser', () => {
  it('when pincodes are checked, then the last 3 are kept, most recent last, without repeats', () => {
    for (const p of ['560001', '110001', '400001', '560001', '700001']) storePincode(p);
    expect(storedPincodes()).toEqual(['400001', '560001', '700001']);
    expect(JSON.parse(stored.get(storageKeys.recentPincodes) as string)).toEqual(['400001', '560001', '700001']);
    expect(selectedPincode()).toBe('700001');
  });

  it('when storage holds junk or bad pincodes, then only valid ones are read', () => {
    stored.set(storageKeys.recentPincodes, JSON.stringify(['012345', 560001, 'abcdef', '110001']));
    expect(storedPincodes()).toEqual(['110001']);
    resetPincodeMemory();
    stored.set(storageKeys.recentPincodes, '{not json');
    expect(selectedPincode()).toBeNull();
  });

  it('when a pincode is stored, then subscribers hear of it', () => {
    let heard = 0;
    const stop = subscribePincodes(() => heard++);
    storePincode('560001');
    stop();
    storePincode('110001');
    expect(heard).toBe(1);
  });
});

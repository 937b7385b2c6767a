import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when a toast is shown, then it is visible at once and hides after 5000 ms', () => {
    const store = createToastStore();
    store.show({ message: 'Enter pincode to check offer availability', level: 'INFO' });
    expect(store.getState()).toMatchObject({
      toast: { message: 'Enter pincode to check offer availability' },
      visible: true,
    });
    vi.advanceTimersByTime(4999);
    expect(store.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().visible).toBe(false);
    // It slides away, then the area is empty.
    vi.advanceTimersByTime(310);
    expect(store.getState()).toEqual({ toast: null, visible: false });
  });

  it('when a ttl is given, then the toast hides after the ttl', () => {
    const store = createToastStore();
    store.show({ message: 'Product added to cart successfully.', level: 'SUCCESS', ttl: 6000 });
    vi.advanceTimersByTime(5999);
    expect(store.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().visible).toBe(false);
  });

  it('when the toast is dismissible without a ttl, then it stays until dismissed', () => {
    const store = createToastStore();
    store.show({ message: 'Social login failed. Please retry after sometime.', level: 'ERROR', dismissible: true });
    vi.advanceTimersByTime(60_000);
    expect(store.getState().visible).toBe(true);
    store.hide();
    expect(store.getState().visible).toBe(false);
    vi.advanceTimersByTime(310);
    expect(store.getState().toast).toBeNull();
  });

  it('when a dismissible toast has a ttl, then the ttl still hides it', () => {
    const store = createToastStore();
    store.show({ message: 'a', dismissible: true, ttl: 3000 });
    vi.advanceTimersByTime(3000);
    expect(store.getState().visible).toBe(false);
  });

  it('when a toast is shown while another is visible, then the old one hides and the new one shows after 310 ms', () => {
    const store = createToastStore();
    store.show({ message: 'old' });
    vi.advanceTimersByTime(1000);
    store.show({ message: 'new', ttl: 3000 });
    expect(store.getState()).toMatchObject({ toast: { message: 'old' }, visible: false });
    vi.advanceTimersByTime(309);
    expect(store.getState().toast?.message).toBe('old');
    vi.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({ toast: { message: 'new' }, visible: true });
    // The old toast's 5000 ms timer no longer applies; the new toast's ttl does.
    vi.advanceTimersByTime(2999);
    expect(store.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().visible).toBe(false);
  });

  it('when toasts are shown in quick succession, then only the latest appears', () => {
    const store = createToastStore();
    store.show({ message: 'first' });
    store.show({ message: 'second' });
    vi.advanceTimersByTime(100);
    store.show({ message: 'third' });
    vi.advanceTimersByTime(310);
    expect(store.getState()).toMatchObject({ toast: { message: 'third' }, visible: true });
  });

  it('when a toast is shown while the previous one is sliding away, then the new one appears 310 ms later', () => {
    const store = createToastStore();
    store.show({ message: 'old', ttl: 1000 });
    vi.advanceTimersByTime(1100);
    store.show({ message: 'new' });
    vi.advanceTimersByTime(310);
    expect(store.getState()).toMatchObject({ toast: { message: 'new' }, visible: true });
  });

  it('when the state changes, then subscribers are told, until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ message: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.hide();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

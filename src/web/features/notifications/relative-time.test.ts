import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

describe('relativeTime', () => {
  const now = Date.UTC(2026, 10, 26, 12, 0, 0);
  it('when a notification is seconds, minutes, hours or days old, then it reads as such', () => {
    expect(relativeTime(now - 20_000, now)).toBe('Just now');
    expect(relativeTime(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(relativeTime(now - 3 * 3600_000, now)).toBe('3 hours ago');
    expect(relativeTime(now - 2 * 86400_000, now)).toBe('2 days ago');
  });
  it('when it is a week old or more, then the date shows in India time', () => {
    expect(relativeTime(Date.UTC(2026, 0, 31, 20, 0, 0), now)).toBe('1 Feb 2026');
  });
  it('when the clock is behind the server, then it still reads Just now', () => {
    expect(relativeTime(now + 5000, now)).toBe('Just now');
  });
});

/** "Just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date in Asia/Kolkata. */
export function relativeTime(timestamp: number, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - timestamp) / 1000));
  if (seconds < 60) return 'Just now';
  const rtf = new Intl.RelativeTimeFormat('en-IN', { numeric: 'always' });
  if (seconds < 3600) return rtf.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86400) return rtf.format(-Math.floor(seconds / 3600), 'hour');
  if (seconds < 7 * 86400) return rtf.format(-Math.floor(seconds / 86400), 'day');
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(timestamp);
}

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** 1 → 1st, 2 → 2nd, 11 → 11th, 23 → 23rd. */
export const ordinal = (day: number) => {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
};

/**
 * Spec 001 §9 (the checkout's order-summary header and the order confirmation): dates like `Tue, Jan 5th '24 3:04 PM` in Asia/Kolkata; a
 * promise date has no time (`Tue, Jan 5th '24`). An unreadable date gives '' (nothing shown).
 */
export function formatOrderDate(value: string | number | Date, withTime = true): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  const day = `${p.weekday}, ${p.month} ${ordinal(Number(p.day))} '${p.year}`;
  return withTime ? `${day} ${p.hour}:${p.minute} ${p.dayPeriod?.toUpperCase()}` : day;
}

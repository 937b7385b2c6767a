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

/** The order-summary header's date, `ddd, MMM Do 'YY h:mm A` in Asia/Kolkata: "Tue, Jan 5th '24 3:04 PM". */
export function formatOrderDate(date: Date): string {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.weekday}, ${p.month} ${ordinal(Number(p.day))} '${p.year} ${p.hour}:${p.minute} ${p.dayPeriod?.toUpperCase()}`;
}

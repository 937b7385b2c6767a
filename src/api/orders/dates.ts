/** The spec's date texts (001 §9), in Asia/Kolkata: 'Tue, Jan 5th '24 3:04 PM' and 'Tue, Jan 5th '24'. */

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const istOffsetMs = 5.5 * 3600_000;

/** 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st, 22nd, 23rd. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A calendar day (UTC fields of `d`) as 'ddd, MMM Do 'YY'. */
function dayText(d: Date): string {
  const yy = String(d.getUTCFullYear() % 100).padStart(2, '0');
  return `${days[d.getUTCDay()]}, ${months[d.getUTCMonth()]} ${ordinal(d.getUTCDate())} '${yy}`;
}

/** An instant as 'ddd, MMM Do 'YY h:mm A' in Asia/Kolkata. */
export function orderDateText(at: Date): string {
  const ist = new Date(at.getTime() + istOffsetMs);
  const h = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${dayText(ist)} ${h % 12 === 0 ? 12 : h % 12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A `YYYY-MM-DD` day as 'ddd, MMM Do 'YY' (a promise date has no time); null stays null. */
export function promiseDateText(day: string | null): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return dayText(new Date(`${day}T00:00:00Z`));
}

/** The day of an instant in Asia/Kolkata as 'ddd, MMM Do 'YY' ('Delivered on Tue, Jan 5th '24'). */
export function istDayText(at: Date): string {
  return dayText(new Date(at.getTime() + istOffsetMs));
}

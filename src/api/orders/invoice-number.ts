/**
 * Invoice numbers and dates (issue 13's tax invoice). GST rule 46(b): a consecutive serial number
 * of at most 16 characters, unique for a financial year (April to March). Each seller has its
 * own series a financial year (`invoice_sequences`), so the number is the seller's id, the year
 * and the serial: `SEL0001` + `2526` + `00042` = `SEL0001252600042` (16 characters for the seed's
 * seller ids and up to 99,999 invoices a seller a year). See docs/decisions/0046-gst-invoice.md.
 */

const istOffsetMs = 5.5 * 3600_000;
const ist = (at: Date) => new Date(at.getTime() + istOffsetMs);

/** The Indian financial year of an instant (in Asia/Kolkata) as four digits: '2526' for April 2025 to March 2026. */
export function financialYearOf(at: Date): string {
  const day = ist(at);
  const start = day.getUTCMonth() >= 3 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return `${yy(start)}${yy(start + 1)}`;
}

/** A seller's invoice number: its id (letters and digits), the financial year, the serial of five digits or more. */
export function invoiceNumber(sellerId: string, financialYear: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new Error(`not an invoice serial: ${serial}`);
  const series = sellerId.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return `${series}${financialYear}${String(serial).padStart(5, '0')}`;
}

/** An invoice's date as Indian invoices print it: DD-MM-YYYY, in Asia/Kolkata. */
export function invoiceDateText(at: Date): string {
  const day = ist(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getUTCDate())}-${two(day.getUTCMonth() + 1)}-${day.getUTCFullYear()}`;
}

/**
 * The GST inside a GST-inclusive amount (issue 13's tax invoice), in integer paise.
 *
 * Rounding rule (docs/decisions/0046-gst-invoice.md): per invoice line, the taxable value is
 * amount × 100 / (100 + rate) rounded half up to the paisa; the tax is the rest (amount − taxable),
 * so taxable value + taxes = the amount paid exactly, on every line and so in the totals. Within a
 * state the tax is split into CGST and SGST, half each; an odd paisa goes to CGST. Across states
 * it is all IGST.
 */

export interface TaxSplit {
  /** The amount paid for the line, GST included. */
  amount: number;
  taxable: number;
  /** GST rate in percent. */
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** `amountPaise` (GST included) split at `rate` percent; `interState` decides IGST or CGST + SGST. */
export function splitTax(amountPaise: number, rate: number, interState: boolean): TaxSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new Error(`not an amount in paise: ${amountPaise}`);
  if (!(rate >= 0 && rate <= 100)) throw new Error(`not a GST rate: ${rate}`);
  // Integer arithmetic in hundredths of a percent: a rate such as 0.25% or 3% stays exact.
  const divisor = 10_000 + Math.round(rate * 100);
  const taxable = Math.floor((2 * amountPaise * 10_000 + divisor) / (2 * divisor));
  const tax = amountPaise - taxable;
  if (interState) return { amount: amountPaise, taxable, rate, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { amount: amountPaise, taxable, rate, cgst: tax - sgst, sgst, igst: 0 };
}

/** The column sums of several lines. */
export function sumTaxes(lines: readonly TaxSplit[]): Omit<TaxSplit, 'rate'> {
  const total = { amount: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const l of lines) {
    total.amount += l.amount;
    total.taxable += l.taxable;
    total.cgst += l.cgst;
    total.sgst += l.sgst;
    total.igst += l.igst;
  }
  return total;
}

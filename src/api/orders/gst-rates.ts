/**
 * HSN codes and GST rates of the shop's categories (issue 13's tax invoice), by the catalogue's
 * category id. Rates are those in force since the rate change of 22 September 2025 (the 5% and
 * 18% slabs; printed books nil-rated). A demo shop's table, not tax advice: a real seller's
 * rates come from its product master, per product. See docs/decisions/0046-gst-invoice.md.
 */

export interface GstClass {
  /** Six-digit HSN code (Harmonized System of Nomenclature), as a GST invoice prints it. */
  hsn: string;
  /** GST rate in percent (CGST + SGST, or IGST). */
  rate: number;
}

/** Apparel is taxed by its value per piece: 5% up to ₹2,500 of taxable value a piece, 18% above. */
const apparelThresholdPaise = 2_500_00;

type Rule = GstClass | { hsn: string; apparel: true };

const byCategory: Record<string, Rule> = {
  mobiles: { hsn: '851713', rate: 18 },
  tablets: { hsn: '847130', rate: 18 },
  televisions: { hsn: '852872', rate: 18 },
  cameras: { hsn: '852589', rate: 18 },
  headphones: { hsn: '851830', rate: 18 },
  games: { hsn: '950450', rate: 18 },
  'mens-clothing': { hsn: '610910', apparel: true },
  'womens-clothing': { hsn: '621142', apparel: true },
  'kids-clothing': { hsn: '610910', apparel: true },
  'mens-watches': { hsn: '910211', rate: 18 },
  refrigerators: { hsn: '841821', rate: 18 },
  'washing-machines': { hsn: '845011', rate: 18 },
  'microwave-ovens': { hsn: '851650', rate: 18 },
  books: { hsn: '490199', rate: 0 },
  toys: { hsn: '950300', rate: 5 },
  'kitchen-dining': { hsn: '732393', rate: 5 },
  furniture: { hsn: '940360', rate: 18 },
  sports: { hsn: '950691', rate: 5 },
};

/** Goods of a category the table does not know: the general 18% slab, HSN left to the seller. */
const fallback: GstClass = { hsn: '999999', rate: 18 };

/**
 * The HSN code and rate of one unit of a category sold at `unitPricePaise` (GST included). For
 * apparel the piece's taxable value at 5% decides the slab.
 */
export function gstClassOf(categoryId: string | null | undefined, unitPricePaise: number): GstClass {
  const rule = (categoryId && byCategory[categoryId]) || fallback;
  if (!('apparel' in rule)) return rule;
  const taxableAtFive = (unitPricePaise * 100) / 105;
  return { hsn: rule.hsn, rate: taxableAtFive <= apparelThresholdPaise ? 5 : 18 };
}

import type { OrderAddress } from '../../contracts/orders.ts';
import { amountInWords } from './amount-in-words.ts';
import { gstClassOf } from './gst-rates.ts';
import { gstStateCode, gstStateName } from './gstin.ts';
import { invoiceDateText } from './invoice-number.ts';
import { splitTax, sumTaxes, type TaxSplit } from './tax-split.ts';

/**
 * What a GST tax invoice says (issue 13; CGST Rules, rule 46), worked out from the order as it
 * was placed: pure, so the PDF only lays it out and the figures are tested on their own.
 */

export interface InvoiceSeller {
  name: string;
  gstin: string | null;
  address: string | null;
  state: string | null;
  pincode: string | null;
}

export interface InvoiceItemInput {
  title: string;
  productId: string;
  quantity: number;
  /** Unit selling price, GST included (paise). */
  sellingPrice: number;
  /** What was paid for the line, adjustments (delivery, discounts) included (paise). */
  amount: number;
}

export interface InvoiceInput {
  number: string;
  issuedAt: Date;
  orderId: string;
  placedAt: Date;
  seller: InvoiceSeller;
  shippingAddress: OrderAddress | null;
  customerEmail: string | null;
  items: InvoiceItemInput[];
  /** Category of each product (the HSN code and rate follow it). */
  categories: ReadonlyMap<string, string>;
}

export interface InvoiceLine extends TaxSplit {
  position: number;
  title: string;
  hsn: string;
  quantity: number;
}

export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  dateText: string;
  orderId: string;
  orderDateText: string;
  seller: InvoiceSeller & { stateCode: string | null };
  buyer: OrderAddress | null;
  customerEmail: string | null;
  /** "Karnataka (29)": the buyer's state, where the goods are delivered (IGST Act, section 10). */
  placeOfSupply: string;
  /** Seller's state other than the place of supply: IGST; else CGST + SGST. */
  interState: boolean;
  lines: InvoiceLine[];
  totals: Omit<TaxSplit, 'rate'>;
  totalInWords: string;
}

export function invoiceDocument(input: InvoiceInput): InvoiceDocument {
  const sellerCode = gstStateCode(input.seller.state) ?? input.seller.gstin?.slice(0, 2) ?? null;
  // No delivery address on record: the place of supply is the supplier's own location.
  const buyerCode = gstStateCode(input.shippingAddress?.state) ?? sellerCode;
  const interState = sellerCode !== buyerCode;
  const lines = input.items.map((item, i): InvoiceLine => {
    const gst = gstClassOf(input.categories.get(item.productId), item.sellingPrice);
    return {
      position: i + 1,
      title: item.title,
      hsn: gst.hsn,
      quantity: item.quantity,
      ...splitTax(item.amount, gst.rate, interState),
    };
  });
  const totals = sumTaxes(lines);
  const stateName = buyerCode ? (gstStateName(buyerCode) ?? input.shippingAddress?.state ?? '') : '';
  return {
    number: input.number,
    issuedAt: input.issuedAt,
    dateText: invoiceDateText(input.issuedAt),
    orderId: input.orderId,
    orderDateText: invoiceDateText(input.placedAt),
    seller: { ...input.seller, stateCode: sellerCode },
    buyer: input.shippingAddress,
    customerEmail: input.customerEmail,
    placeOfSupply: buyerCode ? `${stateName} (${buyerCode})` : 'Not known',
    interState,
    lines,
    totals,
    totalInWords: amountInWords(totals.amount),
  };
}

/** Paise as an invoice prints money: ₹1,23,456.70, always with paise. */
export const invoiceMoney = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

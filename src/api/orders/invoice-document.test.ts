import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderAddress } from '../../contracts/orders.ts';
import { invoiceDocument, invoiceMoney, type InvoiceInput } from './invoice-document.ts';
import { invoiceLinkSignature, invoiceLinkValid, signedInvoiceQuery } from './invoice-link.ts';

/** What the invoice says, worked out without a database or a PDF; and its signed link. */

const address = (state: string, pincode: string): OrderAddress => ({
  name: 'Asha Rao',
  phone: '9876543210',
  alternatePhone: null,
  addressLine1: '12 MG Road, Ashok Nagar',
  addressLine2: 'Flat 4B',
  landmark: null,
  city: 'Bengaluru',
  state,
  pincode,
  locationTypeTag: 'HOME',
});

const input = (over: Partial<InvoiceInput> = {}): InvoiceInput => ({
  number: 'SEL0001252600001',
  issuedAt: new Date('2026-11-27T05:00:00Z'),
  orderId: 'OD1000',
  placedAt: new Date('2026-11-20T05:00:00Z'),
  seller: {
    name: 'RetailNet',
    gstin: '29AACCF0683K1ZD',
    address: 'Plot No. 1, KIADB Industrial Area, Hoskote, Bengaluru',
    state: 'Karnataka',
    pincode: '562114',
  },
  shippingAddress: address('Karnataka', '560001'),
  customerEmail: 'asha@example.com',
  items: [
    { title: 'Phone', productId: 'MOB1', quantity: 1, sellingPrice: 1_499_900, amount: 1_499_900 },
    // A book with ₹40 of delivery: nil-rated, delivery included.
    { title: 'Book', productId: 'BOK1', quantity: 2, sellingPrice: 19_900, amount: 43_800 },
  ],
  categories: new Map([
    ['MOB1', 'mobiles'],
    ['BOK1', 'books'],
  ]),
  ...over,
});

describe('the invoice document', () => {
  it('when seller and buyer are in one state, then CGST and SGST per line, totals that add up, and words', () => {
    const doc = invoiceDocument(input());
    expect(doc.interState).toBe(false);
    expect(doc.placeOfSupply).toBe('Karnataka (29)');
    expect(doc.lines.map((l) => [l.hsn, l.rate, l.taxable, l.cgst, l.sgst, l.igst])).toEqual([
      // 1499900 / 1.18 = 1271101.69… → 1271102; tax 228798 → 114399 + 114399.
      ['851713', 18, 1_271_102, 114_399, 114_399, 0],
      ['490199', 0, 43_800, 0, 0, 0],
    ]);
    expect(doc.totals).toEqual({ amount: 1_543_700, taxable: 1_314_902, cgst: 114_399, sgst: 114_399, igst: 0 });
    expect(doc.totalInWords).toBe('Rupees Fifteen Thousand Four Hundred Thirty-Seven Only');
    expect(doc.dateText).toBe('27-11-2026');
    expect(doc.orderDateText).toBe('20-11-2026');
  });

  it('when the buyer is in another state, then IGST; the state is matched however the address spells it', () => {
    expect(invoiceDocument(input({ shippingAddress: address('Tamil Nadu', '600032') }))).toMatchObject({
      interState: true,
      placeOfSupply: 'Tamil Nadu (33)',
      totals: { cgst: 0, sgst: 0, igst: 228_798 },
    });
    expect(invoiceDocument(input({ shippingAddress: address('KARNATAKA', '560001') })).interState).toBe(false);
  });

  it('when the seller has no state on record, then its GSTIN says where it is; with no address the supply is local', () => {
    const seller = { ...input().seller, state: null };
    expect(invoiceDocument(input({ seller })).interState).toBe(false);
    expect(invoiceDocument(input({ seller, shippingAddress: address('Kerala', '682030') })).interState).toBe(true);
    expect(invoiceDocument(input({ shippingAddress: null })).interState).toBe(false);
  });

  it('when money is printed, then with the rupee sign, Indian grouping and paise', () => {
    expect(invoiceMoney(12_345_670)).toBe('₹1,23,456.70');
    expect(invoiceMoney(0)).toBe('₹0.00');
  });
});

describe('the signed invoice link', () => {
  const secret = 'test-secret-of-sixteen-chars';
  const now = Date.parse('2026-11-27T05:00:00Z');

  it('when a link is made, then it opens its order until it expires, and no other order', () => {
    const query = new URLSearchParams(signedInvoiceQuery(secret, 'OD1', now));
    const expires = Number(query.get('expires'));
    const signature = query.get('signature') ?? '';
    expect(expires).toBe(now / 1000 + 30 * 86_400);
    expect(invoiceLinkValid(secret, 'OD1', expires, signature, now)).toBe(true);
    expect(invoiceLinkValid(secret, 'OD1', expires, signature, expires * 1000 - 1)).toBe(true);
    expect(invoiceLinkValid(secret, 'OD1', expires, signature, expires * 1000)).toBe(false);
    expect(invoiceLinkValid(secret, 'OD2', expires, signature, now)).toBe(false);
    expect(invoiceLinkValid(secret, 'OD1', expires + 1, signature, now)).toBe(false);
    expect(invoiceLinkValid('another-secret-of-16', 'OD1', expires, signature, now)).toBe(false);
    expect(invoiceLinkValid(secret, 'OD1', expires, 'zz', now)).toBe(false);
    // The key is derived for links alone: the same text signed with the secret itself is no link.
    const plain = createHmac('sha256', secret).update(`OD1.${expires}`).digest('hex');
    expect(invoiceLinkSignature(secret, 'OD1', expires)).toBe(signature);
    expect(invoiceLinkValid(secret, 'OD1', expires, plain, now)).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAt, seedShop, shopper, type TestListing } from '../../../tests/support/checkout-kit.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { envelope, errorBodySchema } from '../../contracts/envelope.ts';
import { messageAnswer } from '../../contracts/orders.ts';
import { ordersMessages as messages, type UnitStatus } from '../../contracts/orders-paths.ts';
import { completedAnswer, internalPaths, signatureHeader } from '../../contracts/payment-internal.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { signBody } from '../../platform/signing.ts';
import { setListingStock } from '../catalogue/service.ts';
import { findPincode } from '../location/service.ts';
import { amountInWords } from './amount-in-words.ts';
import { moveOrderToStatus } from './fulfilment.ts';
import { isValidGstin } from './gstin.ts';
import { invoiceMoney } from './invoice-document.ts';

/**
 * The GST invoice (issue 13 item 4) through HTTP: orders placed as the payment service places
 * them, delivered, then the PDF downloaded and its text read back, and the e-mail's outbox row.
 * A mobile phone (18%, HSN 851713) of a seller in Karnataka, delivered in Karnataka (CGST + SGST)
 * and in Tamil Nadu (IGST).
 */

let t: TestApp;
let phone: TestListing;
let seller: { id: string; name: string; gstin: string; state: string };

beforeAll(async () => {
  t = await createTestApp({ ORDER_RECONCILE_MS: '0' });
  await seedShop(t);
  const [row] = await queryRows<{
    id: string;
    product_id: string;
    price: number;
    warehouse_pincode: string;
    seller_id: string;
    name: string;
    gstin: string;
    state: string;
  }>(
    t.database.db,
    sql`select l.id, l.product_id, l.price, l.warehouse_pincode, s.id as seller_id, s.name, s.gstin, s.state
          from listings l join products p on p.id = l.product_id join sellers s on s.id = l.seller_id
         where p.category_id = 'mobiles' and s.state = 'Karnataka'
         order by l.id limit 1`,
  );
  if (!row) throw new Error('the seeded shop has no phone sold from Karnataka');
  await setListingStock({ db: t.database.db }, row.id, 50);
  const place = await findPincode(t.database, row.warehouse_pincode);
  phone = {
    listingId: row.id,
    productId: row.product_id,
    price: row.price,
    pincode: row.warehouse_pincode,
    state: place?.state ?? '',
    city: place?.city ?? '',
  };
  seller = { id: row.seller_id, name: row.name, gstin: row.gstin, state: row.state };
}, 300_000);
afterAll(async () => {
  await t?.close();
});

type Shopper = Awaited<ReturnType<typeof shopper>>;

/** Every unit of the order moved to `status` through the fulfilment clock's own moves (as `npm run ops` does). */
const moveTo = (orderId: string, status: UnitStatus) =>
  moveOrderToStatus({ db: t.database.db, config: t.config }, orderId, status);

/** A logged-in shopper buys the phone now, delivered to `to` (a pincode with its city and state); its order id. */
async function placeOrder(to: { pincode: string; city: string; state: string } = phone, s?: Shopper) {
  const buyer = s ?? (await shopper(t, { loggedIn: true }));
  expect((await buyer.buyNow(phone.listingId)).statusCode).toBe(200);
  const summary = (await buyer.summary()).json().RESPONSE;
  const refs = summary.orderSummary.buyableStateItems.map((i: { cartItemRefId: string }) => i.cartItemRefId);
  const saved = await buyer.addContact(addressAt({ ...phone, ...to }, refs));
  expect(saved.statusCode, saved.body).toBe(200);
  await buyer.call({ method: 'PUT', url: '/api/4/checkout/email', payload: { emailId: 'asha.invoice@example.com' } });
  const tokenRes = await buyer.token();
  expect(tokenRes.statusCode, tokenRes.body).toBe(200);
  const { token, amount } = tokenRes.json().RESPONSE.getPaymentToken as { token: string; amount: number };
  const body = JSON.stringify({
    token,
    paymentId: `PAY${randomUUID().replaceAll('-', '').slice(0, 20)}`,
    amount,
    instruments: [{ code: 'CREDIT', amount, label: 'Visa card ending 1111' }],
    completedAt: new Date().toISOString(),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: internalPaths.completed,
    headers: {
      'content-type': 'application/json',
      [signatureHeader]: signBody(t.config.PAYMENTS_SIGNING_SECRET, body),
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [orderId] = envelope(completedAnswer).parse(res.json()).RESPONSE.orderIds;
  if (!orderId) throw new Error('no order was placed');
  return { s: buyer, orderId, amount };
}

/** The storefront's client asks for JSON; the send call answers nothing else (script-only-get.ts). */
const json = { accept: 'application/json' };
const downloadUrl = (orderId: string) => `/api/1/self-serve/invoice/download/${orderId}`;
const sendUrl = (orderId: string, email?: string) =>
  `/api/1/self-serve/invoice/send/${orderId}${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`;

/** The text of a PDF, as a program reads it (pdf.js), with runs of white space made one space. */
async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const errorOf = (res: { json: () => unknown }) => errorBodySchema.parse(res.json()).RESPONSE;

async function outboxTo(recipient: string) {
  return queryRows<{ subject: string; body: string }>(
    t.database.db,
    sql`select subject, body from outbox_messages where recipient = ${recipient} order by seq`,
  );
}

describe('the invoice download', () => {
  it('when an order within the seller state is delivered, then its PDF shows the GSTIN, HSN, CGST and SGST and the total in words', async () => {
    const { s, orderId, amount } = await placeOrder();
    await moveTo(orderId, 'delivered');
    const res = await s.call({ method: 'GET', url: downloadUrl(orderId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderId}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    expect(isValidGstin(seller.gstin)).toBe(true);
    expect(text).toContain(`GSTIN: ${seller.gstin}`);
    expect(text).toContain(seller.name);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(orderId);
    expect(text).toContain('851713');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/SGST/);
    expect(text).not.toMatch(/IGST/);
    // ₹X,XX,XXX.XX with the rupee sign, read back from the embedded font.
    expect(text).toContain(`Grand total: ${invoiceMoney(amount)}`);
    expect(text).toContain(amountInWords(amount));
    // 18% inside the price: the taxable value is amount / 1.18, and CGST and SGST are half the rest each.
    const taxable = Math.floor((2 * amount * 100 + 118) / (2 * 118));
    expect(text).toContain(`Total taxable value: ${invoiceMoney(taxable)}`);
    const tax = amount - taxable;
    expect(text).toContain(
      `CGST: ${invoiceMoney(tax - Math.floor(tax / 2))} SGST: ${invoiceMoney(Math.floor(tax / 2))}`,
    );
    expect(text).toContain('Asha Rao');
    expect(text).toContain(`${phone.city}, ${phone.state} ${phone.pincode}`);

    // The number is the seller's series of this financial year; downloaded again, it is the same invoice.
    const number = /Invoice number: (\S+)/.exec(text)?.[1];
    expect(number).toMatch(new RegExp(`^${seller.id}\\d{4}\\d{5}$`));
    const again = await s.call({ method: 'GET', url: downloadUrl(orderId) });
    expect(again.statusCode).toBe(200);
    expect(/Invoice number: (\S+)/.exec(await pdfText(again.rawPayload))?.[1]).toBe(number);
    // Byte for byte: the document's date is the invoice's, not the download's.
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_invoices where order_id = ${orderId}`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('when an order is delivered to another state, then its PDF shows IGST and no CGST or SGST', async () => {
    const { s, orderId, amount } = await placeOrder({ pincode: '600032', city: 'Chennai', state: 'Tamil Nadu' });
    await moveTo(orderId, 'delivered');
    const res = await s.call({ method: 'GET', url: downloadUrl(orderId) });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(text).toMatch(/IGST/);
    expect(text).not.toMatch(/CGST|SGST/);
    const taxable = Math.floor((2 * amount * 100 + 118) / (2 * 118));
    expect(text).toContain(`IGST: ${invoiceMoney(amount - taxable)}`);
    expect(text).toContain(amountInWords(amount));
  });

  it('when two orders of one seller are invoiced, then their serials follow each other', async () => {
    const first = await placeOrder();
    const second = await placeOrder(phone, first.s);
    for (const o of [first, second]) await moveTo(o.orderId, 'delivered');
    const numbers: string[] = [];
    for (const o of [first, second]) {
      const res = await o.s.call({ method: 'GET', url: downloadUrl(o.orderId) });
      numbers.push(/Invoice number: (\S+)/.exec(await pdfText(res.rawPayload))?.[1] ?? '');
    }
    const serial = (n: string) => Number(n.slice(-5));
    expect(numbers[0]?.slice(0, -5)).toBe(numbers[1]?.slice(0, -5));
    expect(serial(numbers[1] ?? '')).toBe(serial(numbers[0] ?? '') + 1);
  });

  it('when the first downloads of an order race, then it gets one number and the series moves once', async () => {
    const { s, orderId } = await placeOrder();
    await moveTo(orderId, 'delivered');
    const before = await queryRows<{ next: number }>(
      t.database.db,
      sql`select coalesce(max(next), 1) as next from invoice_sequences where seller_id = ${seller.id}`,
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => s.call({ method: 'GET', url: downloadUrl(orderId) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = new Set(
      await Promise.all(answers.map(async (a) => /Invoice number: (\S+)/.exec(await pdfText(a.rawPayload))?.[1])),
    );
    expect(numbers.size).toBe(1);
    const after = await queryRows<{ next: number }>(
      t.database.db,
      sql`select max(next) as next from invoice_sequences where seller_id = ${seller.id}`,
    );
    expect(Number(after[0]?.next)).toBe(Number(before[0]?.next) + 1);
  });

  it('when the order is not delivered yet, then 409 ORDER_ACTION_NOT_ALLOWED with the not-ready message, and no number is used', async () => {
    const { s, orderId } = await placeOrder();
    await moveTo(orderId, 'outfordelivery');
    for (const url of [downloadUrl(orderId), sendUrl(orderId)]) {
      const res = await s.call({ method: 'GET', url, headers: json });
      expect(res.statusCode, url).toBe(409);
      expect(errorOf(res)).toMatchObject({
        errorCode: 'ORDER_ACTION_NOT_ALLOWED',
        errorMessage: messages.invoiceNotReady,
      });
    }
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_invoices where order_id = ${orderId}`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('when another shopper, nobody, or a bad id asks, then 404, 401 or 400 and nothing about the order', async () => {
    const { orderId } = await placeOrder();
    await moveTo(orderId, 'delivered');
    const other = await shopper(t, { loggedIn: true });
    for (const url of [downloadUrl(orderId), sendUrl(orderId), sendUrl(orderId, 'thief@example.com')]) {
      const res = await other.call({ method: 'GET', url, headers: json });
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res)).toMatchObject({ errorCode: 'ORDER_NOT_FOUND', errorMessage: messages.notFound });
      expect(res.body).not.toContain(seller.gstin);
    }
    expect(await outboxTo('thief@example.com')).toHaveLength(0);
    const unknown = await other.call({ method: 'GET', url: downloadUrl('OD00000000000000000000') });
    expect(unknown.statusCode).toBe(404);
    const loggedOut = await t.call({ method: 'GET', url: downloadUrl(orderId) });
    expect(loggedOut.statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: sendUrl(orderId), headers: json })).statusCode).toBe(401);
    const tooLong = await other.call({ method: 'GET', url: downloadUrl('9'.repeat(81)) });
    expect(tooLong.statusCode).toBe(400);
    const badLink = await other.call({ method: 'GET', url: `${downloadUrl(orderId)}?expires=abc&signature=zz` });
    expect(badLink.statusCode).toBe(400);
  });
});

describe('the invoice e-mail', () => {
  it('when the shopper sends it, then the outbox holds one e-mail with a signed link that opens the PDF; a repeat within a minute sends nothing', async () => {
    const { s, orderId } = await placeOrder();
    await moveTo(orderId, 'delivered');
    const to = `invoice.${randomUUID().slice(0, 8)}@example.com`;
    const res = await s.call({ method: 'GET', url: sendUrl(orderId, to), headers: json });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(messageAnswer).parse(res.json()).RESPONSE.message).toBe(messages.invoiceSent);
    const sent = await outboxTo(to);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(new RegExp(`^Tax invoice ${seller.id}\\d{9} for your order ${orderId}$`));

    const again = await s.call({ method: 'GET', url: sendUrl(orderId, to.toUpperCase()), headers: json });
    expect(again.statusCode).toBe(200);
    expect(await outboxTo(to)).toHaveLength(1);
    expect(await outboxTo(to.toUpperCase())).toHaveLength(0);

    // The link opens the invoice without a session; altered, it does not.
    const link = /(http\S+\/invoice\/download\/\S+)/.exec(sent[0]?.body ?? '')?.[1] ?? '';
    const url = new URL(link);
    expect(url.origin).toBe(t.config.publicOrigin);
    const opened = await t.call({ method: 'GET', url: url.pathname + url.search });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(opened.rawPayload)).toContain(sent[0]?.subject.split(' ')[2] ?? 'no number');
    const forged = url.search.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    const refused = await t.call({ method: 'GET', url: url.pathname + forged });
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).errorMessage).toBe(messages.invoiceLinkExpired);
    const otherOrder = await placeOrder();
    const elsewhere = await t.call({ method: 'GET', url: downloadUrl(otherOrder.orderId) + url.search });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('when no address is given, then it goes to the address the order was placed with', async () => {
    const { s, orderId } = await placeOrder();
    await moveTo(orderId, 'delivered');
    const before = (await outboxTo('asha.invoice@example.com')).length;
    const res = await s.call({ method: 'GET', url: sendUrl(orderId), headers: json });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await outboxTo('asha.invoice@example.com');
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)?.subject).toContain(orderId);
  });

  it('when the address is malformed, then 400 INVOICE_EMAIL_INVALID with the spec message and nothing is sent', async () => {
    const { s, orderId } = await placeOrder();
    await moveTo(orderId, 'delivered');
    for (const bad of ['not-an-email', 'a@b', ' @example.com', 'x'.repeat(255)]) {
      const res = await s.call({ method: 'GET', url: sendUrl(orderId, bad), headers: json });
      expect(res.statusCode, bad).toBe(400);
      const error = errorOf(res);
      if (bad.length <= 254) {
        expect(error).toMatchObject({ errorCode: 'INVOICE_EMAIL_INVALID', errorMessage: messages.invoiceEmailInvalid });
      }
    }
    expect(await outboxTo('not-an-email')).toHaveLength(0);
  });

  it('when a page of another site makes the browser call it, then 403 and nothing is sent', async () => {
    const { s, orderId } = await placeOrder();
    await moveTo(orderId, 'delivered');
    const res = await s.call({
      method: 'GET',
      url: sendUrl(orderId, 'attacker@example.com'),
      headers: { ...json, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    // A top-level navigation (a link) asks for HTML: refused too.
    const navigation = await s.call({
      method: 'GET',
      url: sendUrl(orderId, 'attacker@example.com'),
      headers: { accept: 'text/html' },
    });
    expect(navigation.statusCode).toBe(403);
    expect(await outboxTo('attacker@example.com')).toHaveLength(0);
  });
});

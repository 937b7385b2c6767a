import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { checkoutSummarySchema, paymentTokenResult } from '../../contracts/checkout.ts';
import { envelope, errorBodySchema } from '../../contracts/envelope.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { setListingStock } from '../catalogue/service.ts';
import {
  addressAt,
  lastCode,
  listingsWithStock,
  seedShop,
  shopper,
  stockOf,
  type TestListing,
} from '../../../tests/support/checkout-kit.ts';
import { completeReservation, expireReservations, releaseReservation, reservationOfToken } from './service.ts';

let t: TestApp;
let listings: TestListing[];

beforeAll(async () => {
  t = await createTestApp();
  await seedShop(t);
  listings = await listingsWithStock(t, 6, 8);
}, 300_000);
afterAll(() => t.close());

const summaryOf = (res: { json: () => unknown }) => envelope(checkoutSummarySchema).parse(res.json()).RESPONSE;
const errorOf = (res: { json: () => unknown }) => errorBodySchema.parse(res.json()).RESPONSE;
const listing = (i: number) => listings[i] as TestListing;

/** A logged-in shopper with a buy-now checkout of listing `i` delivered to its warehouse pincode. */
async function readyShopper(i: number) {
  const s = await shopper(t, { loggedIn: true });
  const init = summaryOf(await s.buyNow(listing(i).listingId));
  const ref = init.orderSummary.buyableStateItems[0]?.cartItemRefId as string;
  const saved = await s.addContact(addressAt(listing(i), [ref]));
  expect(saved.statusCode, saved.body).toBe(200);
  return { s, ref, summary: summaryOf(saved) };
}

describe('checkout summary', () => {
  it('when a visitor buys now, then a session is made and the summary has the one listing, prices in paise and no address', async () => {
    const s = await shopper(t, { loggedIn: false });
    const res = await s.buyNow(listing(0).listingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(s.sid).toBeTruthy();
    const summary = summaryOf(res);
    expect(summary).toMatchObject({ buyNow: true, checkoutType: 'PHYSICAL', loggedIn: false, email: null });
    expect(summary.orderSummary.buyableStateItems).toHaveLength(1);
    const item = summary.orderSummary.buyableStateItems[0];
    expect(item).toMatchObject({
      listingId: listing(0).listingId,
      quantity: 1,
      price: listing(0).price,
      childItems: [],
    });
    const { priceSummary: p } = summary;
    expect(p.total).toBe(p.price - p.discount + p.deliveryCharge);
    expect(p.deliveryCharge).toBe(listing(0).price > 50_000 ? 0 : 4_000);
    expect(summary.addressData).toEqual({ billingAddressInfos: [], selectedContactId: null });
    expect(summaryOf(await s.summary())).toEqual(summary);
  });

  it('when a visitor without a checkout asks for one, then 404 CHECKOUT_NOT_FOUND', async () => {
    const s = await shopper(t, { loggedIn: false });
    const res = await s.summary();
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).errorCode).toBe('CHECKOUT_NOT_FOUND');
  });

  it('when the checkout type is not PHYSICAL or a buy-now listing is unknown, then 4xx and no checkout', async () => {
    const s = await shopper(t, { loggedIn: true });
    const digital = await s.call({
      method: 'POST',
      url: '/api/4/checkout/init',
      payload: { checkoutType: 'DIGITAL', listings: [{ listingId: listing(0).listingId, qty: 1 }] },
    });
    expect(digital.statusCode).toBe(400);
    expect(errorOf(digital).errorCode).toBe('CHECKOUT_TYPE_UNSUPPORTED');
    const unknown = await s.buyNow('NO-SUCH-LISTING');
    expect(unknown.statusCode).toBe(404);
    expect((await s.summary()).statusCode).toBe(404);
  });

  it('when a visitor starts checkout from the cart, then its lines come over with their quantities; buy now leaves the cart as it was', async () => {
    const s = await shopper(t, { loggedIn: false });
    const added = await s.addToCart([listing(0), listing(1)]);
    expect(added.statusCode, added.body).toBe(200);
    const res = await s.call({
      method: 'POST',
      url: '/api/4/checkout/init?loginFlow=false',
      payload: { checkoutType: 'PHYSICAL' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = summaryOf(res);
    expect(summary.buyNow).toBe(false);
    expect(summary.orderSummary.buyableStateItems.map((i) => i.listingId).sort()).toEqual(
      [listing(0).listingId, listing(1).listingId].sort(),
    );
    const cartBefore = (await s.cart()).json().RESPONSE;
    const buyNow = summaryOf(await s.buyNow(listing(2).listingId));
    expect(buyNow.orderSummary.buyableStateItems.map((i) => i.listingId)).toEqual([listing(2).listingId]);
    expect((await s.cart()).json().RESPONSE).toEqual(cartBefore);
  });

  it('when the cart is empty, then init answers GENERIC_ERROR No cart items present', async () => {
    const s = await shopper(t, { loggedIn: true });
    const res = await s.call({
      method: 'POST',
      url: '/api/4/checkout/init?loginFlow=true',
      payload: { checkoutType: 'PHYSICAL' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ errorCode: 'GENERIC_ERROR', errorMessage: 'No cart items present' });
  });
});

describe('quantity, tier, remove and email', () => {
  it('when the quantity changes within stock, then the line and the prices follow; beyond stock 409 and nothing changes', async () => {
    const { s, ref } = await readyShopper(1);
    const up = await s.call({
      method: 'PUT',
      url: '/api/4/checkout',
      payload: { serviceType: 'UPDATE_QUANTITY', cartItemRefId: ref, pincode: listing(1).pincode, quantity: 3 },
    });
    expect(up.statusCode, up.body).toBe(200);
    const summary = summaryOf(up);
    expect(summary.orderSummary.buyableStateItems[0]?.quantity).toBe(3);
    expect(summary.priceSummary.itemCount).toBe(3);
    const tooMany = await s.call({
      method: 'PUT',
      url: '/api/4/checkout',
      payload: { serviceType: 'UPDATE_QUANTITY', cartItemRefId: ref, quantity: 9 },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(errorOf(tooMany).errorCode).toBe('CHECKOUT_QUANTITY_UNAVAILABLE');
    expect(summaryOf(await s.summary()).orderSummary.buyableStateItems[0]?.quantity).toBe(3);
  });

  it('when the quantity is 0, negative, fractional, huge or a string, then 400 in the error shape and the line keeps its quantity', async () => {
    const { s, ref } = await readyShopper(1);
    for (const quantity of [0, -1, 1.5, 1e9, '2', null]) {
      const res = await s.call({
        method: 'PUT',
        url: '/api/4/checkout',
        payload: { serviceType: 'UPDATE_QUANTITY', cartItemRefId: ref, quantity },
      });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(errorOf(res).errorCode).toBe('VALIDATION_FAILED');
    }
    expect(summaryOf(await s.summary()).orderSummary.buyableStateItems[0]?.quantity).toBe(1);
  });

  it("when a shopper names another shopper's line, then 404 and neither checkout changes", async () => {
    const a = await readyShopper(2);
    const b = await readyShopper(2);
    const res = await b.s.call({
      method: 'PUT',
      url: '/api/4/checkout',
      payload: { serviceType: 'UPDATE_QUANTITY', cartItemRefId: a.ref, quantity: 2 },
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).errorCode).toBe('CHECKOUT_ITEM_NOT_FOUND');
    expect(summaryOf(await a.s.summary()).orderSummary.buyableStateItems[0]?.quantity).toBe(1);
  });

  it('when the tier is set to one the line does not offer, then 409; STANDARD is always offered', async () => {
    const { s, ref, summary } = await readyShopper(3);
    const tiers = summary.orderSummary.buyableStateItems[0]?.tiers.map((x) => x.value);
    expect(tiers).toContain('STANDARD');
    const express = await s.call({
      method: 'PUT',
      url: '/api/4/checkout',
      payload: { serviceType: 'TIER', serviceValue: 'EXPRESS', cartItemRefId: ref, pincode: listing(3).pincode },
    });
    // The address is at the warehouse: next-day delivery, nothing faster to sell.
    expect(express.statusCode).toBe(409);
    expect(errorOf(express).errorCode).toBe('CHECKOUT_TIER_UNAVAILABLE');
    const standard = await s.call({
      method: 'PUT',
      url: '/api/4/checkout',
      payload: { serviceType: 'TIER', serviceValue: 'STANDARD', cartItemRefId: ref, pincode: listing(3).pincode },
    });
    expect(standard.statusCode).toBe(200);
  });

  it('when lines are removed, then they leave the checkout; unknown or empty listing ids are 4xx', async () => {
    const { s } = await readyShopper(3);
    expect((await s.call({ method: 'DELETE', url: '/api/4/checkout/items?listingIds=' })).statusCode).toBe(400);
    expect((await s.call({ method: 'DELETE', url: '/api/4/checkout/items?listingIds=NOPE' })).statusCode).toBe(404);
    const res = await s.call({
      method: 'DELETE',
      url: `/api/4/checkout/items?listingIds=${listing(3).listingId},NOPE`,
    });
    expect(res.statusCode).toBe(200);
    expect(summaryOf(res).orderSummary.buyableStateItems).toEqual([]);
    const token = await s.token();
    expect(token.statusCode).toBe(400);
    expect(errorOf(token)).toMatchObject({ errorCode: 'GENERIC_ERROR', errorMessage: 'No cart items present' });
  });

  it('when an email is set, then the summary carries it; a malformed one is 400', async () => {
    const { s } = await readyShopper(3);
    const bad = await s.call({ method: 'PUT', url: '/api/4/checkout/email', payload: { emailId: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errorCode).toBe('CHECKOUT_EMAIL_INVALID');
    const ok = await s.call({ method: 'PUT', url: '/api/4/checkout/email', payload: { emailId: 'asha@example.com' } });
    expect(summaryOf(ok).email).toBe('asha@example.com');
  });
});

describe('addresses in checkout', () => {
  it('when each field is wrong, then its spec code and errorMessage answer, and no address is saved', async () => {
    const s = await shopper(t, { loggedIn: true });
    const ref = summaryOf(await s.buyNow(listing(0).listingId)).orderSummary.buyableStateItems[0]
      ?.cartItemRefId as string;
    const good = addressAt(listing(0), [ref]);
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '12345' }, 'USER_COMMUNICATION_INVALID'],
      [{ phone: '+91987654321099' }, 'USER_COMMUNICATION_INVALID'],
      [{ alternatePhone: 'abc' }, 'USER_COMMUNICATION_INVALID'],
      [{ pincode: '12345' }, 'ADD_PINCODE_INVALID'],
      [{ pincode: '999999' }, 'ADD_PINCODE_INVALID'],
      [{ state: listing(0).state === 'Kerala' ? 'Goa' : 'Kerala' }, 'ADD_STATE_INVALID'],
      [{ addressLine1: '' }, 'ADD_LINE1_INVALID'],
      [{ addressLine1: 'x'.repeat(501) }, 'ADD_LINE1_INVALID'],
      [{ name: '  ' }, 'ADD_NAME_INVALID'],
      [{ city: '' }, 'ADD_CITY_INVALID'],
    ];
    for (const [change, code] of cases) {
      const res = await s.addContact({ ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const error = errorOf(res);
      expect(error.errorCode, JSON.stringify(change)).toBe(code);
      expect(error.errorMessage.length).toBeGreaterThan(0);
    }
    const empty = await s.addContact({ ...good, cartItemRefIds: [] });
    expect(errorOf(empty)).toMatchObject({ errorCode: 'GENERIC_ERROR', errorMessage: 'No cart items present' });
    const noId = await s.call({ method: 'PUT', url: '/api/4/checkout/contact', payload: { ...good, contactId: '' } });
    expect(errorOf(noId)).toMatchObject({ errorCode: 'GENERIC_ERROR', errorMessage: 'Address data is empty' });
    expect(summaryOf(await s.summary()).addressData.billingAddressInfos).toEqual([]);
  });

  it('when an address is saved in checkout, then it is selected and is the same address /account/addresses lists', async () => {
    const { s, summary } = await readyShopper(0);
    const selected = summary.addressData.selectedContactId;
    expect(selected).toBeTruthy();
    expect(summary.pincode).toBe(listing(0).pincode);
    const book = await s.call({ method: 'GET', url: '/api/3/user/addresses' });
    expect(book.json().RESPONSE.addresses.map((a: { id: string }) => a.id)).toEqual([selected]);
    expect(summary.addressData.billingAddressInfos[0]).toMatchObject({ phone: '9876543210', name: 'Asha Rao' });
  });

  it("when a shopper selects or edits another account's address, then 404 and their checkout keeps its own", async () => {
    const a = await readyShopper(0);
    const b = await readyShopper(0);
    const theirs = a.summary.addressData.selectedContactId as string;
    const select = await b.s.call({
      method: 'PUT',
      url: `/api/4/checkout/contact/${theirs}/user_generated`,
      payload: { cartItemRefIds: [b.ref], billingContactId: theirs },
    });
    expect(select.statusCode).toBe(404);
    expect(errorOf(select).errorCode).toBe('CHECKOUT_CONTACT_NOT_FOUND');
    const edit = await b.s.call({
      method: 'PUT',
      url: '/api/4/checkout/contact',
      payload: { ...addressAt(listing(0), [b.ref]), contactId: theirs, name: 'Mallory' },
    });
    expect(edit.statusCode).toBe(404);
    expect(summaryOf(await a.s.summary()).addressData.billingAddressInfos[0]?.name).toBe('Asha Rao');
    expect(summaryOf(await b.s.summary()).addressData.selectedContactId).toBe(b.summary.addressData.selectedContactId);
  });

  it('when a visitor has not logged in or continued as a guest, then address calls answer 401 CHECKOUT_LOGIN_REQUIRED', async () => {
    const s = await shopper(t, { loggedIn: false });
    const ref = summaryOf(await s.buyNow(listing(0).listingId)).orderSummary.buyableStateItems[0]
      ?.cartItemRefId as string;
    const res = await s.addContact(addressAt(listing(0), [ref]));
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).errorCode).toBe('CHECKOUT_LOGIN_REQUIRED');
  });

  it('when a visitor proves a mobile with a code, then the checkout goes on as a GUEST account that can save an address and get a token', async () => {
    const s = await shopper(t, { loggedIn: false });
    const ref = summaryOf(await s.buyNow(listing(4).listingId)).orderSummary.buyableStateItems[0]
      ?.cartItemRefId as string;
    const mobile = '+919812345678';
    const otp = await s.call({
      method: 'POST',
      url: '/api/5/user/otp/generate',
      payload: { loginId: mobile, state: 'SIGNUP' },
    });
    expect(otp.statusCode, otp.body).toBe(200);
    const requestId = otp.json().RESPONSE.data.requestId as string;
    const wrong = await s.call({
      method: 'POST',
      url: '/api/4/checkout/guest',
      payload: { loginId: mobile, otp: '000000', otpRequestId: requestId },
    });
    expect(wrong.statusCode).toBe(400);
    const code = await lastCode(t, mobile);
    const guest = await s.call({
      method: 'POST',
      url: '/api/4/checkout/guest',
      payload: { loginId: mobile, otp: code, otpRequestId: requestId },
    });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(summaryOf(guest).loggedIn).toBe(true);
    const status = await s.call({
      method: 'POST',
      url: '/api/6/user/signup/status',
      payload: { loginId: [mobile], supportAllStates: true },
    });
    expect(status.json().RESPONSE.data.userDetails[mobile]).toBe('GUEST');
    expect((await s.addContact(addressAt(listing(4), [ref]))).statusCode).toBe(200);
    const token = await s.token();
    expect(token.statusCode, token.body).toBe(200);
  });
});

describe('payment token and the stock it holds', () => {
  it('when a token is asked twice for an unchanged checkout, then the same token answers and the units are held once', async () => {
    const l = listing(5);
    const before = await stockOf(t.database.db, l.listingId);
    const { s } = await readyShopper(5);
    const first = await s.token();
    expect(first.statusCode, first.body).toBe(200);
    const answer = envelope(paymentTokenResult).parse(first.json()).RESPONSE.getPaymentToken;
    const summary = summaryOf(await s.summary());
    expect(answer.amount).toBe(summary.priceSummary.total);
    expect(summary.reservedUntil).toBe(answer.expiresAt);
    expect(new Date(answer.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    // The shopper's own held unit still counts as theirs: the line stays buyable.
    expect(summary.orderSummary.buyableStateItems).toHaveLength(1);
    const again = envelope(paymentTokenResult).parse((await s.token()).json()).RESPONSE.getPaymentToken;
    expect(again).toEqual(answer);
    expect(await stockOf(t.database.db, l.listingId)).toBe(before - 1);
    const stored = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from stock_reservations where checkout_id = ${answer.checkoutId}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(answer.token);
  });

  it('when the quantity changes after a token, then the old units go back and a new token holds the new quantity', async () => {
    const l = listing(5);
    const { s, ref } = await readyShopper(5);
    const before = await stockOf(t.database.db, l.listingId);
    const first = (await s.token()).json().RESPONSE.getPaymentToken;
    expect(await stockOf(t.database.db, l.listingId)).toBe(before - 1);
    await s.call({
      method: 'PUT',
      url: '/api/4/checkout',
      payload: { serviceType: 'UPDATE_QUANTITY', cartItemRefId: ref, quantity: 2 },
    });
    expect(await stockOf(t.database.db, l.listingId)).toBe(before);
    const second = (await s.token()).json().RESPONSE.getPaymentToken;
    expect(second.token).not.toBe(first.token);
    expect(await stockOf(t.database.db, l.listingId)).toBe(before - 2);
    expect((await reservationOfToken({ db: t.database.db, config: t.config }, first.token))?.status).toBe('RELEASED');
    await releaseReservation({ db: t.database.db, config: t.config }, second.token);
    expect(await stockOf(t.database.db, l.listingId)).toBe(before);
  });

  it('when the listing sells out between the checkout and the token, then 409 with the out-of-stock message and nothing is held', async () => {
    const l = listing(4);
    const { s } = await readyShopper(4);
    await setListingStock({ db: t.database.db }, l.listingId, 0);
    const res = await s.token();
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).errorCode).toBe('CHECKOUT_OUT_OF_STOCK');
    const summary = summaryOf(await s.summary());
    expect(summary.orderSummary.coldStateItems[0]?.coldReason).toBe('OUT_OF_STOCK');
    expect(summary.reservedUntil).toBeNull();
    expect(await stockOf(t.database.db, l.listingId)).toBe(0);
    await setListingStock({ db: t.database.db }, l.listingId, 8);
  });

  it("when reservations expire, then sweeps running at once give each one's units back exactly once", async () => {
    const l = listing(2);
    const start = await stockOf(t.database.db, l.listingId);
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { s } = await readyShopper(2);
      tokens.push((await s.token()).json().RESPONSE.getPaymentToken.token);
    }
    expect(await stockOf(t.database.db, l.listingId)).toBe(start - 3);
    const later = new Date(Date.now() + 16 * 60_000);
    const swept = await Promise.all([1, 2, 3].map(() => expireReservations({ db: t.database.db }, later)));
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    expect(await stockOf(t.database.db, l.listingId)).toBe(start);
    expect(await expireReservations({ db: t.database.db }, later)).toBe(0);
    const deps = { db: t.database.db, config: t.config };
    for (const token of tokens) expect((await reservationOfToken(deps, token))?.status).toBe('EXPIRED');
    // A late completion takes the units again while they are there; it never sells stock that is gone.
    const late = await completeReservation(deps, tokens[0] as string);
    expect(late).toMatchObject({ outcome: 'SOLD', retaken: true });
    expect(await stockOf(t.database.db, l.listingId)).toBe(start - 1);
    await setListingStock({ db: t.database.db }, l.listingId, 0);
    expect(await completeReservation(deps, tokens[1] as string)).toMatchObject({ outcome: 'UNAVAILABLE' });
    expect(await stockOf(t.database.db, l.listingId)).toBe(0);
    await setListingStock({ db: t.database.db }, l.listingId, 8);
  });

  it('when a reservation is completed three times at once and again later, then it is sold once and a release after it changes nothing', async () => {
    const l = listing(1);
    const { s } = await readyShopper(1);
    const token = (await s.token()).json().RESPONSE.getPaymentToken.token as string;
    const held = await stockOf(t.database.db, l.listingId);
    const deps = { db: t.database.db, config: t.config };
    const results = await Promise.all([1, 2, 3].map(() => completeReservation(deps, token)));
    expect(results.map((r) => r?.outcome)).toEqual(['SOLD', 'SOLD', 'SOLD']);
    expect(results.filter((r) => r?.outcome === 'SOLD' && r.retaken)).toHaveLength(0);
    expect((await completeReservation(deps, token))?.outcome).toBe('SOLD');
    expect((await releaseReservation(deps, token))?.status).toBe('SOLD');
    expect(await stockOf(t.database.db, l.listingId)).toBe(held);
    expect(await completeReservation(deps, `${token.split('.')[0]}.forged`)).toBeNull();
  });
});

describe('hostile input', () => {
  it('when bodies are malformed JSON, 1 MB fields or carry NUL, then 4xx in the error shape and nothing is written', async () => {
    const { s, ref } = await readyShopper(0);
    const before = summaryOf(await s.summary());
    const calls = [
      {
        method: 'PUT' as const,
        url: '/api/4/checkout',
        payload: '{"serviceType":',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/api/4/checkout/contact',
        payload: { ...addressAt(listing(0), [ref]), addressLine1: 'x'.repeat(1_000_000) },
      },
      {
        method: 'POST' as const,
        url: '/api/4/checkout/contact',
        payload: { ...addressAt(listing(0), [ref]), name: 'A\u0000B' },
      },
      { method: 'PUT' as const, url: '/api/4/checkout/email', payload: { emailId: 'a\u0000@b.com' } },
      { method: 'POST' as const, url: '/api/4/checkout/init', payload: { checkoutType: 'physical' } },
      { method: 'POST' as const, url: '/api/4/checkout/init', payload: { checkoutType: 'PHYSICAL', listings: [] } },
      { method: 'PUT' as const, url: '/api/4/checkout/contact/%00/user_generated', payload: { cartItemRefIds: [ref] } },
    ];
    for (const call of calls) {
      const res = await s.call(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
      errorOf(res);
    }
    expect(summaryOf(await s.summary())).toEqual(before);
  });
});

import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../../tests/support/test-app.ts';
import { demoPassword, seedAccounts } from '../../cli/seed/seed-accounts.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { buildWebApp } from '../../app.ts';
import { cartSchema, addToCartResultSchema, editCartResultSchema } from '../../contracts/cart.ts';
import { cartCapacity, cartMessages, deliveryChargePaise } from '../../contracts/cart-paths.ts';
import { userStateSchema } from '../../contracts/user-state.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { createLogger } from '../../platform/logger.ts';
import { createSessionStore } from '../../platform/session.ts';
import { setListingStock } from '../catalogue/service.ts';
import { deliveryPromises } from '../location/service.ts';
import { cartLinesForCheckout, removeOrderedLines } from './service.ts';

let t: TestApp;
type Listing = { id: string; productId: string; stock: number; warehouse: string };
/** In-stock listings of distinct products, stock at least 20, that no test changes. */
let listings: Listing[];
/** Listings the cold-state test changes the stock of. */
let spare: Listing[];

beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { products: 80, logger: createLogger('silent', 'test'), seed: 7 });
  await seedAccounts(t.database.db);
  const rows = await queryRows<{ id: string; product_id: string; stock: number; warehouse_pincode: string }>(
    t.database.db,
    sql`select distinct on (product_id) id, product_id, stock, warehouse_pincode from listings where stock >= 20 order by product_id, id`,
  );
  const all = rows.map((r) => ({ id: r.id, productId: r.product_id, stock: r.stock, warehouse: r.warehouse_pincode }));
  expect(all.length).toBeGreaterThanOrEqual(cartCapacity.linesPerCart + 8);
  listings = all.slice(0, cartCapacity.linesPerCart + 2);
  spare = all.slice(cartCapacity.linesPerCart + 2);
}, 300_000);
afterAll(() => t.close());

/** A browser-like client: keeps the session cookie the server sets. */
function accountClient(app: TestApp) {
  let sid: string | null = null;
  const call = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const res = await app.call({
      ...options,
      headers: { ...(options.headers ?? {}), ...(sid ? { cookie: `sid=${sid}` } : {}) },
    });
    const set = res.cookies.find((c) => c.name === 'sid');
    if (set) sid = set.value && !(set.expires && set.expires.getTime() < Date.now()) ? set.value : null;
    return res;
  };
  return {
    call,
    post: (url: string, payload: InjectOptions['payload']) => call({ method: 'POST', url, payload }),
    postForm: (url: string, fields: Record<string, string>) =>
      call({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    get sid() {
      return sid;
    },
  };
}
type Client = ReturnType<typeof accountClient>;

/** The newest code the development outbox sent to `recipient`. */
async function lastCode(app: TestApp, recipient: string): Promise<string> {
  const res = await app.call({ method: 'GET', url: '/dev/outbox?format=json' });
  const messages: { recipient: string; body: string }[] = res.json().RESPONSE.messages;
  const code = messages.find((m) => m.recipient === recipient)?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}
const L = (i: number) => listings[i] as Listing;
const body = (...lines: [Listing, number?][]) =>
  Object.fromEntries(
    lines.map(([l, quantity]) => [l.id, { productId: l.productId, ...(quantity ? { quantity } : {}) }]),
  );
const add = (c: Client, ...lines: [Listing, number?][]) =>
  c.call({ method: 'POST', url: '/api/4/cart/add', payload: body(...lines) });
const details = async (c: Client, pincode?: string) => {
  const res = await c.call({ method: 'GET', url: `/api/3/cart/details${pincode ? `?pincode=${pincode}` : ''}` });
  expect(res.statusCode).toBe(200);
  return cartSchema.parse(res.json().RESPONSE);
};
const userState = async (c: Client) =>
  userStateSchema.parse((await c.post('/api/3/user/state', { abDataId: 'cart-test' })).json().RESPONSE);
const code = (res: LightMyRequestResponse) => res.json().RESPONSE.errorCode as string;
const list = (c: Client, method: 'PUT' | 'DELETE', path: string, ids: string[]) =>
  c.call({ method, url: `${path}?listingIds=${ids.join(',')}` });

async function logIn(c: Client, mobile = '+919876543210') {
  const res = await c.post('/api/4/user/authenticate', { loginId: mobile, password: demoPassword });
  expect(res.statusCode).toBe(200);
}

async function signUp(c: Client, mobile: string) {
  const gen = await c.postForm('/api/5/user/otp/generate', { loginId: mobile, state: 'SIGNUP' });
  const otp = await lastCode(t, mobile);
  const res = await c.post('/api/4/user/signUp', {
    loginId: mobile,
    password: 'secret-pass-1',
    otp,
    otpRequestId: gen.json().RESPONSE.data.requestId,
    firstName: 'Meera',
  });
  expect(res.statusCode).toBe(200);
}

describe('cart as a visitor', () => {
  it('when a visitor without a session reads the cart, then it is empty and no session is made', async () => {
    const c = accountClient(t);
    const cart = await details(c);
    expect(cart.buyableStateItems).toEqual([]);
    expect(cart.cartDetails.cartSummary).toMatchObject({ count: 0, price: 0, delivery: 0, total: 0, pincode: null });
    expect(c.sid).toBeNull();
  });

  it('when a visitor adds two listings, then the session keeps the cart, the user state counts them and the page renders from the answer', async () => {
    const c = accountClient(t);
    const res = await add(c, [L(0), 2], [L(1)]);
    expect(res.statusCode).toBe(200);
    const result = addToCartResultSchema.parse(res.json().RESPONSE);
    expect(result.errors).toEqual([]);
    expect(result.addItemToCart[L(0).id]).toMatchObject({ added: true, quantity: 2, errorCode: null });
    expect(result.cart.items).toEqual([
      { listingId: L(0).id, productId: L(0).productId, quantity: 2 },
      { listingId: L(1).id, productId: L(1).productId, quantity: 1 },
    ]);
    expect(c.sid).not.toBeNull();

    const state = await userState(c);
    expect(state.isLoggedIn).toBe(false);
    expect(state.cart.items.map((i) => i.listingId)).toEqual([L(0).id, L(1).id]);

    const cart = await details(c, L(0).warehouse);
    const [first, second] = cart.buyableStateItems;
    expect(first).toMatchObject({ listingId: L(0).id, quantity: 2, reason: null, parentContext: null });
    expect(first?.id).toBe(result.addItemToCart[L(0).id]?.cartItemId);
    expect(first?.title.length).toBeGreaterThan(0);
    expect(first?.seller.name.length).toBeGreaterThan(0);
    expect(first?.image).toContain('{@width}');
    expect(first?.delivery).toMatchObject({ pincode: L(0).warehouse, serviceable: true, days: 1 });
    expect(first?.lineTotal).toBe((first?.price ?? 0) * 2);
    const items = [first!, second!];
    const mrp = items.reduce((s, i) => s + i.mrp * i.quantity, 0);
    const selling = items.reduce((s, i) => s + i.price * i.quantity, 0);
    const delivery = selling > 50_000 ? 0 : deliveryChargePaise;
    expect(cart.cartDetails.cartSummary).toEqual({
      pincode: L(0).warehouse,
      count: 2,
      units: 3,
      buyableCount: 2,
      buyableUnits: 3,
      price: mrp,
      discount: mrp - selling,
      delivery,
      total: selling + delivery,
      savings: mrp - selling,
    });
  });

  it('when a listing already in the cart is added again, with another, then the add fails whole with the spec message', async () => {
    const c = accountClient(t);
    await add(c, [L(0)]);
    const res = await add(c, [L(2)], [L(0), 3]);
    expect(res.statusCode).toBe(200);
    const result = addToCartResultSchema.parse(res.json().RESPONSE);
    expect(result.errors).toEqual([
      {
        listingId: L(0).id,
        errorCode: 'CART_ITEM_ALREADY_ADDED',
        errorMessage: 'This product is already added in cart',
      },
    ]);
    expect(result.addItemToCart[L(2).id]).toMatchObject({ added: false, cartItemId: null });
    const cart = await details(c);
    expect(cart.buyableStateItems.map((i) => [i.listingId, i.quantity])).toEqual([[L(0).id, 1]]);
  });

  it('when a listing is unknown or not of the product sent, then LISTING_NOT_FOUND and nothing is written', async () => {
    const c = accountClient(t);
    const res = await c.call({
      method: 'POST',
      url: '/api/4/cart/add',
      payload: { NOSUCHLISTING: { productId: L(0).productId }, [L(1).id]: { productId: L(2).productId } },
    });
    const result = addToCartResultSchema.parse(res.json().RESPONSE);
    expect(result.errors.map((e) => e.errorCode)).toEqual(['LISTING_NOT_FOUND', 'LISTING_NOT_FOUND']);
    expect(c.sid).toBeNull();
  });

  it('when the lite add is used, then it adds one listing from the query, quantity 1 by default', async () => {
    const c = accountClient(t);
    const res = await c.call({
      method: 'POST',
      url: `/api/1/cart-lite/add?listingId=${L(3).id}&productId=${L(3).productId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(addToCartResultSchema.parse(res.json().RESPONSE).cart.items).toEqual([
      { listingId: L(3).id, productId: L(3).productId, quantity: 1 },
    ]);
  });

  it('when the server restarts, then the visitor’s cart is still there', async () => {
    const c = accountClient(t);
    await add(c, [L(4), 2]);
    const again = await buildWebApp({ config: t.config, database: t.database, logger: createLogger('silent', 'test') });
    await again.ready();
    try {
      const res = await again.inject({
        method: 'GET',
        url: '/api/3/cart/details',
        headers: { origin: testOrigin, cookie: `sid=${c.sid}` },
      });
      expect(cartSchema.parse(res.json().RESPONSE).buyableStateItems.map((i) => [i.listingId, i.quantity])).toEqual([
        [L(4).id, 2],
      ]);
    } finally {
      await again.close();
    }
  });
});

describe('capacity', () => {
  it('when a line would pass 10 units, then the add and the quantity change answer the capacity message', async () => {
    const c = accountClient(t);
    const over = await add(c, [L(0), cartCapacity.unitsPerLine + 1]);
    const result = addToCartResultSchema.parse(over.json().RESPONSE);
    expect(result.errors).toEqual([
      {
        listingId: L(0).id,
        errorCode: 'CART_CAPACITY_EXCEEDED',
        errorMessage: 'You have exceeded your cart capacity.',
      },
    ]);
    const ok = addToCartResultSchema.parse((await add(c, [L(0), cartCapacity.unitsPerLine])).json().RESPONSE);
    const id = ok.addItemToCart[L(0).id]?.cartItemId;
    const change = await c.call({ method: 'PUT', url: `/api/3/cart/item/${id}?quantity=11` });
    expect(change.statusCode).toBe(400);
    expect(change.json().RESPONSE).toMatchObject({
      errorCode: 'CART_CAPACITY_EXCEEDED',
      errorMessage: cartMessages.capacity,
    });
  });

  it('when the cart holds 50 lines, then a 51st is refused and nothing is written', async () => {
    const c = accountClient(t);
    const fill = await add(c, ...listings.slice(0, cartCapacity.linesPerCart).map((l): [Listing] => [l]));
    expect(addToCartResultSchema.parse(fill.json().RESPONSE).cart.count).toBe(cartCapacity.linesPerCart);
    const more = addToCartResultSchema.parse((await add(c, [L(cartCapacity.linesPerCart)])).json().RESPONSE);
    expect(more.errors[0]?.errorCode).toBe('CART_CAPACITY_EXCEEDED');
    expect(more.cart.count).toBe(cartCapacity.linesPerCart);
    expect((await details(c)).cartDetails.cartSummary.count).toBe(cartCapacity.linesPerCart);
  });
});

describe('quantity, removal and undo', () => {
  it('when the quantity changes, then editCart names the line; no quantity means 1; another shopper’s item is a 404', async () => {
    const c = accountClient(t);
    const other = accountClient(t);
    const added = addToCartResultSchema.parse((await add(c, [L(5)])).json().RESPONSE);
    await add(other, [L(6)]);
    const id = added.addItemToCart[L(5).id]?.cartItemId as string;
    const three = await c.call({ method: 'PUT', url: `/api/3/cart/item/${id}?quantity=3` });
    expect(three.statusCode).toBe(200);
    const edited = editCartResultSchema.parse(three.json().RESPONSE);
    expect(edited.editCart).toEqual({ id, listingId: L(5).id, quantity: 3 });
    expect(edited.buyableStateItems[0]?.quantity).toBe(3);
    const one = editCartResultSchema.parse(
      (await c.call({ method: 'PUT', url: `/api/3/cart/item/${id}` })).json().RESPONSE,
    );
    expect(one.editCart.quantity).toBe(1);

    const stolen = await other.call({ method: 'PUT', url: `/api/3/cart/item/${id}?quantity=2` });
    expect(stolen.statusCode).toBe(404);
    expect(code(stolen)).toBe('CART_ITEM_NOT_FOUND');
    const none = await accountClient(t).call({ method: 'PUT', url: `/api/3/cart/item/${id}?quantity=2` });
    expect(none.statusCode).toBe(404);
    expect((await details(c)).buyableStateItems[0]?.quantity).toBe(1);
  });

  it('when a line is deleted, then it shows for undo, and undoDelete brings it back with its id and quantity', async () => {
    const c = accountClient(t);
    await add(c, [L(7), 2], [L(8)]);
    const before = await details(c);
    const removed = await list(c, 'DELETE', '/api/3/cart/item', [L(7).id]);
    expect(removed.statusCode).toBe(200);
    const after = cartSchema.parse(removed.json().RESPONSE);
    expect(after.buyableStateItems.map((i) => i.listingId)).toEqual([L(8).id]);
    expect(after.removeCartItems).toMatchObject([{ listingId: L(7).id, quantity: 2, removal: 'DELETED' }]);
    expect((await userState(c)).cart.items.map((i) => i.listingId)).toEqual([L(8).id]);

    const undone = cartSchema.parse((await list(c, 'PUT', '/api/3/cart/undo/undoDelete', [L(7).id])).json().RESPONSE);
    expect(undone.buyableStateItems.map((i) => [i.id, i.listingId, i.quantity])).toEqual(
      before.buyableStateItems.map((i) => [i.id, i.listingId, i.quantity]),
    );
    expect(undone.removeCartItems).toEqual([]);
    const twice = await list(c, 'PUT', '/api/3/cart/undo/undoDelete', [L(7).id]);
    expect(twice.statusCode).toBe(404);
    expect(code(twice)).toBe('CART_LISTINGS_NOT_FOUND');
  });

  it('when removal, move or undo names no listing, then it is a 400 and the cart is unchanged', async () => {
    const c = accountClient(t);
    await add(c, [L(9)]);
    for (const [method, path] of [
      ['DELETE', '/api/3/cart/item'],
      ['PUT', '/api/3/cart/item/moveToWishList'],
      ['PUT', '/api/3/cart/undo/undoDelete'],
      ['PUT', '/api/3/cart/undo/undoMoveToWishList'],
    ] as const) {
      for (const query of ['', '?listingIds=', '?listingIds=,,']) {
        const res = await c.call({ method, url: `${path}${query}` });
        expect(res.statusCode, `${method} ${path}${query}`).toBe(400);
        expect(code(res)).toBe('VALIDATION_FAILED');
      }
    }
    expect((await details(c)).buyableStateItems.map((i) => i.listingId)).toEqual([L(9).id]);
  });
});

describe('wishlist moves', () => {
  it('when a visitor moves a line to the wishlist, then 401 WISHLIST_LOGIN_REQUIRED with the spec message', async () => {
    const c = accountClient(t);
    await add(c, [L(10)]);
    const res = await list(c, 'PUT', '/api/3/cart/item/moveToWishList', [L(10).id]);
    expect(res.statusCode).toBe(401);
    expect(res.json().RESPONSE).toMatchObject({
      errorCode: 'WISHLIST_LOGIN_REQUIRED',
      errorMessage: 'Please login for wishlisting a product',
    });
    expect((await details(c)).buyableStateItems).toHaveLength(1);
  });

  it('when a shopper moves lines to the wishlist and undoes, then the lines return and only the product the move added leaves the wishlist', async () => {
    const c = accountClient(t);
    await signUp(c, '+919700000011');
    await add(c, [L(11)], [L(12), 2]);
    const pre = await c.call({ method: 'POST', url: `/api/2/ugc/wishlist/add?productIds=${L(12).productId}` });
    expect(pre.statusCode).toBe(200);

    const moved = await list(c, 'PUT', '/api/3/cart/item/moveToWishList', [L(11).id, L(12).id]);
    expect(moved.statusCode).toBe(200);
    const cart = cartSchema.parse(moved.json().RESPONSE);
    expect(cart.buyableStateItems).toEqual([]);
    expect(cart.removeCartItems.map((r) => r.removal)).toEqual(['MOVED_TO_WISHLIST', 'MOVED_TO_WISHLIST']);
    expect(new Set((await userState(c)).wishlist.productIds)).toEqual(new Set([L(11).productId, L(12).productId]));

    const undone = await list(c, 'PUT', '/api/3/cart/undo/undoMoveToWishList', [L(11).id, L(12).id]);
    expect(undone.statusCode).toBe(200);
    expect(cartSchema.parse(undone.json().RESPONSE).buyableStateItems.map((i) => [i.listingId, i.quantity])).toEqual([
      [L(11).id, 1],
      [L(12).id, 2],
    ]);
    expect((await userState(c)).wishlist.productIds).toEqual([L(12).productId]);
  });
});

describe('cold state', () => {
  it('when a listing runs out, has too few units, or cannot reach the pincode, then its line is cold and checkout leaves it out', async () => {
    const [gone, few, far] = spare as [Listing, Listing, Listing];
    // A pincode the far listing's warehouse does not reach (Car Nicobar, else Leh), found, not assumed.
    let farPincode: string | null = null;
    for (const pincode of ['744301', '194101', '744101']) {
      const promise = (await deliveryPromises({ db: t.database.db }, pincode, [far.warehouse])).get(far.warehouse);
      if (promise && !promise.serviceable) farPincode = pincode;
    }
    expect(farPincode).not.toBeNull();
    const c = accountClient(t);
    await signUp(c, '+919700000012');
    await add(c, [gone], [few, 3], [far], [L(13)]);
    await setListingStock(t.database, gone.id, 0);
    await setListingStock(t.database, few.id, 2);
    const cart = await details(c, farPincode as string);
    expect(cart.coldStateItems.map((i) => [i.listingId, i.reason])).toEqual(
      expect.arrayContaining([
        [gone.id, 'OUT_OF_STOCK'],
        [few.id, 'QUANTITY_UNAVAILABLE'],
        [far.id, 'NOT_SERVICEABLE'],
      ]),
    );
    expect(cart.cartDetails.cartSummary.count).toBe(4);
    const buyable = cart.buyableStateItems.map((i) => i.listingId);
    expect(buyable.every((id) => ![gone.id, few.id, far.id].includes(id))).toBe(true);
    expect(cart.cartDetails.cartSummary.buyableCount).toBe(buyable.length);

    const accountId = (await userState(c)).accountId as string;
    const lines = await cartLinesForCheckout(t.database, { accountId }, { pincode: farPincode });
    expect(lines.map((l) => l.listingId)).toEqual(buyable);
    const anywhere = await cartLinesForCheckout(t.database, { accountId });
    expect(anywhere.map((l) => l.listingId).sort()).toEqual([far.id, L(13).id].sort());

    // Checkout took one unit of L(13)'s line (its quantity 1): the line goes; unknown ids are skipped.
    const l13 = anywhere.find((l) => l.listingId === L(13).id)!;
    expect(
      await removeOrderedLines(t.database, { accountId }, [
        { cartItemId: l13.cartItemId, quantity: 1 },
        { cartItemId: 'nope', quantity: 1 },
      ]),
    ).toBe(1);
    expect((await userState(c)).cart.items.map((i) => i.listingId)).not.toContain(L(13).id);
    await setListingStock(t.database, gone.id, gone.stock);
    await setListingStock(t.database, few.id, few.stock);
  });

  it('when a malformed pincode is asked for, then 400 PINCODE_INVALID', async () => {
    const res = await accountClient(t).call({ method: 'GET', url: '/api/3/cart/details?pincode=012345' });
    expect(res.statusCode).toBe(400);
    expect(code(res)).toBe('PINCODE_INVALID');
  });
});

describe('merge at login and signup', () => {
  it('when a visitor with a cart logs in to an account with a cart, then no line is lost and a shared listing keeps the larger quantity', async () => {
    const owner = accountClient(t);
    await logIn(owner);
    await add(owner, [L(14), 2], [L(15), 4]);
    await owner.post('/api/2/user/logout', { timestamp: Date.now() });

    const c = accountClient(t);
    await add(c, [L(14), 3], [L(15), 1], [L(16)]);
    await logIn(c);
    const cart = await details(c);
    expect(cart.buyableStateItems.map((i) => [i.listingId, i.quantity])).toEqual([
      [L(14).id, 3],
      [L(15).id, 4],
      [L(16).id, 1],
    ]);
    expect((await userState(c)).cart.items).toHaveLength(3);

    // Logging out leaves the visitor an empty cart; the account keeps its own.
    await c.post('/api/2/user/logout', { timestamp: Date.now() });
    expect((await details(c)).buyableStateItems).toEqual([]);
    await logIn(c);
    expect((await details(c)).buyableStateItems).toHaveLength(3);
    const guestCarts = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from carts where account_id is null and id not in (select (data->>'cartId') from sessions where data ? 'cartId')`,
    );
    expect(guestCarts[0]?.n).toBe(0);
    await list(c, 'DELETE', '/api/3/cart/item', [L(14).id, L(15).id, L(16).id]);
  });

  it('when a visitor with a cart signs up, then the new account has the cart', async () => {
    const c = accountClient(t);
    await add(c, [L(17), 2]);
    await signUp(c, '+919700000013');
    const state = await userState(c);
    expect(state.isLoggedIn).toBe(true);
    expect(state.cart.items).toEqual([{ listingId: L(17).id, productId: L(17).productId, quantity: 2 }]);
  });
});

describe('the user state follows at once', () => {
  it('when a logged-in shopper adds, then the very next user state shows the new count', async () => {
    const c = accountClient(t);
    await signUp(c, '+919700000014');
    expect((await userState(c)).cart.items).toEqual([]);
    expect((await userState(c)).cart.items).toEqual([]);
    await add(c, [L(18)]);
    expect((await userState(c)).cart.items).toHaveLength(1);
    await c.call({ method: 'POST', url: `/api/1/cart-lite/add?listingId=${L(19).id}&productId=${L(19).productId}` });
    expect((await userState(c)).cart.items).toHaveLength(2);
    await list(c, 'DELETE', '/api/3/cart/item', [L(18).id]);
    expect((await userState(c)).cart.items).toHaveLength(1);
  });
});

describe('races', () => {
  it('when two tabs add at once to a cart one line short of full, then one is added and one gets the capacity error', async () => {
    const c = accountClient(t);
    await signUp(c, '+919700000015');
    await add(c, ...listings.slice(0, cartCapacity.linesPerCart - 1).map((l): [Listing] => [l]));
    const [a, b] = await Promise.all([
      add(c, [L(cartCapacity.linesPerCart - 1)]),
      add(c, [L(cartCapacity.linesPerCart)]),
    ]);
    const codes = [a, b].map((r) => addToCartResultSchema.parse(r.json().RESPONSE).errors[0]?.errorCode ?? 'ADDED');
    expect(codes.sort()).toEqual(['ADDED', 'CART_CAPACITY_EXCEEDED']);
    expect((await details(c)).cartDetails.cartSummary.count).toBe(cartCapacity.linesPerCart);
  });

  it('when two tabs add the same listing and change one line at once, then one line, one added, a quantity of either', async () => {
    const c = accountClient(t);
    await signUp(c, '+919700000016');
    const [a, b] = await Promise.all([add(c, [L(20)]), add(c, [L(20)])]);
    const added = [a, b].map((r) => addToCartResultSchema.parse(r.json().RESPONSE).addItemToCart[L(20).id]?.added);
    expect(added.sort()).toEqual([false, true]);
    const id = (await details(c)).buyableStateItems[0]?.id;
    const [x, y] = await Promise.all([
      c.call({ method: 'PUT', url: `/api/3/cart/item/${id}?quantity=2` }),
      c.call({ method: 'PUT', url: `/api/3/cart/item/${id}?quantity=5` }),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    const cart = await details(c);
    expect(cart.buyableStateItems).toHaveLength(1);
    expect([2, 5]).toContain(cart.buyableStateItems[0]?.quantity);
    const carts = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from carts where account_id = ${(await userState(c)).accountId}`,
    );
    expect(carts[0]?.n).toBe(1);
  });
});

describe('races of a visitor', () => {
  it('when a visitor with a session but no cart adds twice at once, then both lines are in one cart', async () => {
    const { token } = await createSessionStore(t.database.db).create(null, { landingPageUrl: '/' });
    const cookie = `sid=${token}`;
    const first = (l: Listing) =>
      t.call({ method: 'POST', url: '/api/4/cart/add', payload: body([l]), headers: { cookie } });
    const answers = await Promise.all([first(L(23)), first(L(24))]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const res = await t.call({ method: 'GET', url: '/api/3/cart/details', headers: { cookie } });
    expect(
      cartSchema
        .parse(res.json().RESPONSE)
        .buyableStateItems.map((i) => i.listingId)
        .sort(),
    ).toEqual([L(23).id, L(24).id].sort());
  });
});

describe('bad input', () => {
  it('when quantities are 0, negative, fractional, huge or not numbers, or bodies are malformed, then 4xx in the error shape and nothing is written', async () => {
    const c = accountClient(t);
    const ok = addToCartResultSchema.parse((await add(c, [L(21)])).json().RESPONSE);
    const id = ok.addItemToCart[L(21).id]?.cartItemId as string;
    const cases: { method: 'POST' | 'PUT'; url: string; payload?: string; type?: string }[] = [
      ...['0', '-1', '1.5', '1e9', '99999999999999999999', 'abc', '', 'NaN', 'Infinity'].map((q) => ({
        method: 'PUT' as const,
        url: `/api/3/cart/item/${id}?quantity=${encodeURIComponent(q)}`,
      })),
      ...[0, -1, 1.5, 1e9, '2', null].map((quantity) => ({
        method: 'POST' as const,
        url: '/api/4/cart/add',
        payload: JSON.stringify({ [L(22).id]: { productId: L(22).productId, quantity } }),
      })),
      ...['0', '-3', '2.5', '1000000'].map((q) => ({
        method: 'POST' as const,
        url: `/api/1/cart-lite/add?listingId=${L(22).id}&productId=${L(22).productId}&quantity=${q}`,
      })),
      { method: 'POST', url: '/api/4/cart/add', payload: '{"LST1": {"productId": ' },
      { method: 'POST', url: '/api/4/cart/add', payload: '{}' },
      { method: 'POST', url: '/api/4/cart/add', payload: '[]' },
      { method: 'POST', url: '/api/4/cart/add', payload: JSON.stringify({ 'bad id!': { productId: 'P' } }) },
      {
        method: 'POST',
        url: '/api/4/cart/add',
        payload: JSON.stringify({ [L(22).id]: { productId: 'x'.repeat(1024 * 1024) } }),
      },
      {
        method: 'POST',
        url: '/api/4/cart/add',
        payload: JSON.stringify({ [L(22).id]: { productId: `${L(22).productId}\u0000` } }),
      },
      {
        method: 'POST',
        url: '/api/4/cart/add',
        payload: JSON.stringify({ [L(22).id]: { productId: L(22).productId, exchange: { imei: '12' } } }),
      },
      { method: 'PUT', url: `/api/3/cart/item/${'x'.repeat(100)}?quantity=1` },
      { method: 'PUT', url: `/api/3/cart/item/a%00b?quantity=1` },
    ];
    for (const bad of cases) {
      const res = await c.call({
        method: bad.method,
        url: bad.url,
        ...(bad.payload !== undefined ? { payload: bad.payload, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(
        res.statusCode,
        `${bad.method} ${bad.url.slice(0, 80)} ${bad.payload?.slice(0, 60)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ ERROR_CODE: expect.any(String), RESPONSE: { errorCode: expect.any(String) } });
    }
    const cart = await details(c);
    expect(cart.buyableStateItems.map((i) => [i.listingId, i.quantity])).toEqual([[L(21).id, 1]]);
  });
});

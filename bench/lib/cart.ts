import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { check, fmtInt, type Row } from './report.ts';

/** Issue 11 item 9: `POST /api/4/cart/add` p95, on PGlite with the 100,000-product catalogue. */
export const addToCartBudget = { p95Ms: 15, requests: 400, warmup: 40 };

export interface CartListing {
  listingId: string;
  productId: string;
}

/**
 * In-stock listings of distinct products of a seeded PGlite catalogue (`DATA_DIR`), read before
 * the web process opens it (one process owns a PGlite folder), in a hashed order.
 */
export async function readCartListings(dataDir: string, limit: number): Promise<CartListing[]> {
  const db = await PGlite.create(path.join(dataDir, 'app-db'), { extensions: { pg_trgm } });
  try {
    const { rows } = await db.query<{ id: string; product_id: string }>(
      `select id, product_id from (select distinct on (product_id) id, product_id from listings where stock >= 100 order by product_id, id) l order by md5(id) limit $1`,
      [limit],
    );
    return rows.map((r) => ({ listingId: r.id, productId: r.product_id }));
  } finally {
    await db.close();
  }
}

export interface AddToCartResult {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Adds that answered other than 200 with no per-listing error. */
  errors: number;
  /** Lines in the cart while measuring (the standing ones plus the one added). */
  cartLines: number;
  /** The first failed add's status and answer, to say why. */
  firstError: string | null;
}

/**
 * A logged-in shopper (with a pincode, so each add judges delivery) adds one listing at a time to a
 * cart that holds three standing lines; each add is timed, then the line is deleted untimed, so
 * the cart keeps its size. The added listings rotate over a pool: re-adding one drops its removed
 * row, as a shopper's cart would see.
 */
export async function measureAddToCart(
  origin: string,
  cookie: string,
  listings: CartListing[],
  { requests = addToCartBudget.requests, warmup = addToCartBudget.warmup } = {},
): Promise<AddToCartResult> {
  const standing = listings.slice(0, 3);
  const pool = listings.slice(3);
  if (pool.length === 0) throw new Error('add to cart needs more than 3 listings');
  const headers = { origin, cookie };
  const add = (lines: CartListing[]) =>
    fetch(`${origin}/api/4/cart/add`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(
        Object.fromEntries(lines.map((l) => [l.listingId, { productId: l.productId, quantity: 1 }])),
      ),
    });
  // No content type: a DELETE without a body that names JSON is refused as an empty JSON body.
  const remove = async (listingId: string) => {
    const res = await fetch(`${origin}/api/3/cart/item?listingIds=${listingId}`, { method: 'DELETE', headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`DELETE of ${listingId} answered ${res.status}`);
  };
  await (await add(standing)).arrayBuffer();
  const times: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  for (let i = 0; i < warmup + requests; i++) {
    const listing = pool[i % pool.length] as CartListing;
    const started = performance.now();
    const res = await add([listing]);
    const text = await res.text();
    const ms = performance.now() - started;
    if (i >= warmup) {
      times.push(ms);
      // Added means a line was written: NOT_SERVICEABLE is allowed (decision 0036) and still writes it.
      const added = res.ok && text.includes('"added":true');
      if (!added) {
        errors++;
        firstError ??= `${res.status} ${text.slice(0, 300)}`;
      }
    }
    await remove(listing.listingId);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0) * 10) / 10;
  return {
    requests,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
    errors,
    cartLines: standing.length + 1,
    firstError,
  };
}

export function cartRows(result: AddToCartResult): Row[] {
  return [
    {
      metric: `add to cart p95, ${fmtInt(result.requests)} adds one at a time, ${result.cartLines}-line cart, 100k products, PGlite`,
      measured: `${result.p95Ms} ms (p50 ${result.p50Ms}, max ${result.maxMs}, errors ${result.errors})`,
      budget: `<= ${addToCartBudget.p95Ms} ms`,
      verdict: check(result.p95Ms <= addToCartBudget.p95Ms && result.errors === 0),
    },
  ];
}

import { createHash } from 'node:crypto';
import type { ProductInfo, Similar, SummaryEntry } from '../../contracts/product.ts';
import { productLimits } from '../../contracts/product-paths.ts';
import { deliveryPromises } from '../location/service.ts';
import { checkPincode, type ProductDeps } from './product-service.ts';
import { selectCardsByIds, selectSimilar, selectWarehouses, type CardByIdRow } from './product-repository.ts';
import { toCard } from './service.ts';

/** Product info keyed by pid (spec 000 §3), cached 60 s (spec 000 §9); an unknown pid answers `found: false`. */
export async function getProductInfo(deps: ProductDeps, pids: string[]): Promise<Record<string, ProductInfo>> {
  const key = `info:${[...pids].sort().join(',')}`;
  const rows = await deps.cache.get(key, () => selectCardsByIds(deps.db, pids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return Object.fromEntries(
    pids.map((pid): [string, ProductInfo] => {
      const row = byId.get(pid);
      return [
        pid,
        row
          ? { ...toCard(row), found: true, itemId: row.itemId, inStock: row.inStock, categoryId: row.categoryId }
          : { found: false },
      ];
    }),
  );
}

const idOf = (entry: string | { productId: string }) => (typeof entry === 'string' ? entry : entry.productId);

/**
 * Product summaries keyed by product id (001 §7), with delivery to the pincode when one is
 * given; an id the catalogue does not hold is marked as an error in its place.
 */
export async function getProductSummaries(
  deps: ProductDeps,
  products: (string | { productId: string })[],
  rawPincode?: string,
): Promise<Record<string, SummaryEntry>> {
  const pincode = checkPincode(rawPincode);
  const ids = [...new Set(products.map(idOf))];
  const rows = await selectCardsByIds(deps.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const warehouses = pincode
    ? await selectWarehouses(
        deps.db,
        rows.flatMap((r) => (r.buyBoxListingId ? [r.buyBoxListingId] : [])),
      )
    : [];
  const warehouseOf = new Map(warehouses.map((w) => [w.id, w.warehousePincode]));
  const promises = pincode ? await deliveryPromises(deps, pincode, [...new Set(warehouseOf.values())]) : new Map();
  return Object.fromEntries(
    ids.map((id): [string, SummaryEntry] => {
      const row = byId.get(id);
      if (!row) return [id, { error: { errorCode: 'PRODUCT_NOT_FOUND', errorMessage: `No product has the id ${id}` } }];
      const promise =
        pincode && row.buyBoxListingId ? promises.get(warehouseOf.get(row.buyBoxListingId) ?? '') : undefined;
      return [
        id,
        {
          ...toCard(row),
          itemId: row.itemId,
          inStock: row.inStock,
          delivery: pincode && promise ? { pincode, ...promise } : null,
        },
      ];
    }),
  );
}

/** Price bands tried in turn around the product's price, closest first. */
const bands: [number, number][] = [
  [0.75, 1.35],
  [0.4, 2.5],
];

function onePerModel(rows: CardByIdRow[]): CardByIdRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.variantGroupId) && seen.add(row.variantGroupId));
}

/**
 * Similar products: other models of the first known product's category, priced close to it,
 * best rated first, one card a model. The hash names the answer, so a client holding it gets
 * `unchanged` (spec 000 §5: similar-product ids matched by hash). Cached 60 s.
 */
export async function getSimilarProducts(
  deps: ProductDeps,
  products: (string | { productId: string })[],
  heldHash?: string,
): Promise<Similar> {
  const ids = [...new Set(products.map(idOf))];
  const cards = await deps.cache.get(`similar:${ids.join(',')}`, async () => {
    const known = await selectCardsByIds(deps.db, ids);
    const base = ids.map((id) => known.find((k) => k.id === id)).find(Boolean);
    if (!base) return [];
    const exclude = new Set(known.map((k) => k.variantGroupId));
    let picked: CardByIdRow[] = [];
    for (const [low, high] of bands) {
      const rows = await selectSimilar(deps.db, {
        categoryId: base.categoryId,
        low: Math.floor(base.price * low),
        high: Math.ceil(base.price * high),
        excludeGroupId: base.variantGroupId,
        limit: productLimits.similar * 3,
      });
      picked = onePerModel(rows.filter((r) => !exclude.has(r.variantGroupId))).slice(0, productLimits.similar);
      if (picked.length >= productLimits.similar / 2) break;
    }
    return picked.map(toCard);
  });
  const hash = createHash('sha1')
    .update(cards.map((c) => `${c.productId}:${c.price}`).join(','))
    .digest('hex')
    .slice(0, 16);
  return heldHash === hash ? { hash, unchanged: true, products: [] } : { hash, unchanged: false, products: cards };
}

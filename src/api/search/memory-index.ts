import type { SortValue } from '../../contracts/search.ts';
import type { DocRow } from './repository.ts';
import { listSeparator, recordSeparator, type IndexRow } from './memory-index-rows.ts';
import { packPostingLists, type PostingLists } from './posting-lists.ts';
import { lowerBound } from './lower-bound.ts';
import { includes, insertInOrder, intersect, without, withSlot } from './sorted-slots.ts';
import { readTsvector } from './tsvector-text.ts';
import type { TsqueryTree } from './tsquery-tree.ts';

/**
 * The search rows held in memory by a process on the embedded database (docs/decisions/0055):
 * posting lists of the documents' lexemes, of categories, brands, attributes and tags, the
 * columns filters and sorts read, each sort's order, and each product's card. A search is then
 * sets of numbers intersected and one walk of an order, with no statement to plan and no page
 * to read. Each product is a slot, numbered in product id order, so a slot's number breaks ties
 * as the database's `order by ..., product_id` does.
 */

/** A condition of a search as the index evaluates it; service.ts builds one beside each SQL condition. */
export type MemoryCondition =
  | { kind: 'none' }
  | { kind: 'words' }
  | { kind: 'category' | 'brand' | 'attributes' | 'tags'; values: string[] }
  /** A LIKE pattern over the tags, `%` its only wildcard. */
  | { kind: 'tagLike'; pattern: string }
  | { kind: 'price'; ranges: [number, number | null][] }
  | { kind: 'atLeast'; field: 'rating' | 'discount'; value: number }
  | { kind: 'inStock' }
  | { kind: 'notCategory'; value: string }
  | { kind: 'warehouses'; values: string[] }
  | { kind: 'all'; parts: MemoryCondition[] };

/** What the index cannot answer exactly as the database would; the caller asks the database instead. */
export class NotInMemory extends Error {}

export type OrderName = Exclude<SortValue, 'relevance'>;
export const orderNames: OrderName[] = ['popularity', 'price_asc', 'price_desc', 'newest', 'discount'];
type Field = 'words' | 'title';
const postingKinds = ['words', 'title', 'wordPairs', 'titlePairs', 'category', 'brand', 'attributes', 'tags'] as const;
type PostingKind = (typeof postingKinds)[number];

const empty = new Int32Array(0);
/** Lexemes whose next word makes a phrase a query can ask for: a number before its unit (query-understanding.ts). */
const startsPhrase = (lexeme: string) => lexeme.charCodeAt(0) >= 48 && lexeme.charCodeAt(0) <= 57;

function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}
const signatureOf = (r: IndexRow) => hashOf(`${r.text}${recordSeparator}${r.category}${recordSeparator}${r.brand}`);
const listOf = (text: string) => (text ? text.split(listSeparator) : []);

/** `%` of a LIKE pattern as `.*`, everything else literal. */
const likeRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('%')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    's',
  );

export type MemoryIndex = Awaited<ReturnType<typeof buildMemoryIndex>>;

/**
 * The index of the rows `read` gives, in product id order (readAllIndexRows), at most `capacity`.
 * Each row is indexed as it arrives and then dropped: holding every row's text until the end kept
 * it alive through each young-generation collection, and V8 grew its young generation to the
 * maximum, tens of megabytes more resident memory at rest (docs/decisions/0055).
 */
export async function buildMemoryIndex(capacity: number, read: (each: (row: IndexRow) => void) => Promise<void>) {
  /** Slots in use, one a row read; a product added later gets none (update: the index loads again). */
  let size = 0;
  const productIds: string[] = [];
  const slotOf = new Map<string, number>();
  const alive = new Uint8Array(capacity);
  const categoryIds: string[] = [];
  const brandIds: string[] = [];
  const brandNames: string[] = [];
  const categoryOf = new Uint16Array(capacity);
  const brandOf = new Uint16Array(capacity);
  const price = new Int32Array(capacity);
  const discount = new Int16Array(capacity);
  const rating = new Float64Array(capacity);
  const ratingCount = new Int32Array(capacity);
  const inStock = new Uint8Array(capacity);
  const launched = new Float64Array(capacity);
  const warehouses = new Uint32Array(capacity);
  const signature = new Int32Array(capacity);
  const mrp = new Int32Array(capacity);
  const attributes: string[][] = new Array(capacity);
  const brandOfCard: string[] = new Array(capacity);
  const cards: string[] = new Array(capacity);
  const warehouseBits = new Map<string, number>();
  const interned = new Map<string, string>();
  const intern = (s: string) => {
    const known = interned.get(s);
    if (known !== undefined) return known;
    interned.set(s, s);
    return s;
  };
  const numberOf = (ids: string[], id: string) => {
    const at = ids.indexOf(id);
    if (at >= 0) return at;
    ids.push(id);
    return ids.length - 1;
  };
  const bitOf = (warehouse: string) => {
    let bit = warehouseBits.get(warehouse);
    if (bit === undefined) {
      if (warehouseBits.size >= 32) throw new NotInMemory('more than 32 warehouses');
      bit = warehouseBits.size;
      warehouseBits.set(warehouse, bit);
    }
    return bit;
  };
  let sortedLexemes: Partial<Record<Field, string[]>> = {};

  /** Calls `add` with each posting key of the row: its lexemes, phrase pairs, scope and lists. */
  const at: (string | undefined)[] = [];
  const used: number[] = [];
  const numberAt: number[] = [];
  const numberLexeme: string[] = [];
  function keysOf(r: IndexRow, parts: string[], add: (kind: PostingKind, key: string) => void) {
    const [documentText = '', titleText = '', attributeList = '', tagList = ''] = parts;
    for (const [text, lexemes, pairs] of [
      [documentText, 'words', 'wordPairs'],
      [titleText, 'title', 'titlePairs'],
    ] as const) {
      let current = '';
      let numeric = false;
      readTsvector(
        text,
        (lexeme) => {
          add(lexemes, lexeme);
          current = lexeme;
          numeric = startsPhrase(lexeme);
        },
        (p) => {
          at[p] = current;
          used.push(p);
          if (numeric) {
            numberAt.push(p);
            numberLexeme.push(current);
          }
        },
      );
      numberAt.forEach((p, i) => {
        const next = at[p + 1];
        if (next !== undefined) add(pairs, `${numberLexeme[i] as string} ${next}`);
      });
      for (const p of used) at[p] = undefined;
      used.length = 0;
      numberAt.length = 0;
      numberLexeme.length = 0;
    }
    add('category', r.category);
    add('brand', r.brand);
    for (const a of listOf(attributeList)) add('attributes', a);
    for (const t of listOf(tagList)) add('tags', t);
  }

  function setColumns(slot: number, r: IndexRow, parts: string[]) {
    categoryOf[slot] = numberOf(categoryIds, r.category);
    const b = numberOf(brandIds, r.brand);
    brandOf[slot] = b;
    // The facet's title is min(brand) of the brand's rows, as the database's facet reads it.
    if (brandNames[b] === undefined || r.brandName < (brandNames[b] as string)) brandNames[b] = r.brandName;
    price[slot] = r.price;
    discount[slot] = r.discount;
    rating[slot] = r.rating;
    ratingCount[slot] = r.ratingCount;
    inStock[slot] = r.inStock ? 1 : 0;
    launched[slot] = r.launched;
    mrp[slot] = r.mrp;
    let mask = 0;
    for (const w of listOf(parts[4] ?? '')) mask |= 1 << bitOf(w);
    warehouses[slot] = mask >>> 0;
    signature[slot] = signatureOf(r);
    attributes[slot] = listOf(parts[2] ?? '').map(intern);
    brandOfCard[slot] = intern(r.brandName);
    cards[slot] = r.card;
  }

  /**
   * Reads every row and packs its posting lists. The lists as they grow (70 MiB at 100,000
   * products) live in this function's scope: the closures the builder returns share the builder's
   * own scope, and would have kept them alive as long as the index.
   */
  async function indexRows(): Promise<Record<PostingKind, PostingLists>> {
    // Built in order of slot, so every list is sorted as it grows.
    const growing = Object.fromEntries(postingKinds.map((k) => [k, new Map<string, number[]>()])) as Record<
      PostingKind,
      Map<string, number[]>
    >;
    await read((r) => {
      if (size >= capacity) throw new Error('The search rows grew while the index was loading');
      const slot = size++;
      productIds.push(r.id);
      slotOf.set(r.id, slot);
      alive[slot] = 1;
      const parts = r.text.split(recordSeparator);
      setColumns(slot, r, parts);
      keysOf(r, parts, (kind, key) => {
        const lists = growing[kind];
        const list = lists.get(key);
        if (!list) lists.set(key, [slot]);
        else if (list[list.length - 1] !== slot) list.push(slot);
      });
    });
    return Object.fromEntries(postingKinds.map((k) => [k, packPostingLists(growing[k])])) as Record<
      PostingKind,
      PostingLists
    >;
  }
  const postings = await indexRows();

  const compare: Record<OrderName, (a: number, b: number) => number> = {
    popularity: (a, b) => (ratingCount[b] as number) - (ratingCount[a] as number) || a - b,
    price_asc: (a, b) => (price[a] as number) - (price[b] as number) || a - b,
    price_desc: (a, b) => (price[b] as number) - (price[a] as number) || a - b,
    newest: (a, b) => (launched[b] as number) - (launched[a] as number) || a - b,
    discount: (a, b) =>
      (discount[b] as number) - (discount[a] as number) ||
      (ratingCount[b] as number) - (ratingCount[a] as number) ||
      a - b,
  };
  const orders = Object.fromEntries(
    orderNames.map((name) => {
      const order = new Int32Array(size);
      for (let i = 0; i < size; i++) order[i] = i;
      return [name, order.sort(compare[name])];
    }),
  ) as Record<OrderName, Int32Array>;

  const lexemesOf = (field: Field) =>
    (sortedLexemes[field] ??= [...(field === 'words' ? postings.words : postings.title).keys()].sort());

  function union(lists: (Int32Array | undefined)[]): Int32Array {
    const present = lists.filter((l): l is Int32Array => Boolean(l?.length));
    if (present.length <= 1) return present[0] ?? empty;
    const mark = new Uint8Array(size);
    let n = 0;
    for (const list of present)
      for (const slot of list)
        if (!mark[slot]) {
          mark[slot] = 1;
          n++;
        }
    const out = new Int32Array(n);
    for (let slot = 0, i = 0; slot < size; slot++) if (mark[slot]) out[i++] = slot;
    return out;
  }

  function withPrefix(field: Field, prefix: string): Int32Array {
    const lexemes = lexemesOf(field);
    const lo = lowerBound(0, lexemes.length, (i) => (lexemes[i] as string) < prefix);
    const map = field === 'words' ? postings.words : postings.title;
    const lists: (Int32Array | undefined)[] = [];
    for (let i = lo; i < lexemes.length && (lexemes[i] as string).startsWith(prefix); i++)
      lists.push(map.get(lexemes[i] as string));
    return union(lists);
  }

  /** The slots whose document (or title) matches the tree, as PostgreSQL's `@@` decides. */
  function evaluate(tree: TsqueryTree, field: Field): Int32Array {
    switch (tree.op) {
      case 'lexeme':
        if (tree.weights) throw new NotInMemory('a lexeme of some weights only');
        if (tree.prefix) return withPrefix(field, tree.lexeme);
        return (field === 'words' ? postings.words : postings.title).get(tree.lexeme) ?? empty;
      case 'and':
        return intersect(evaluate(tree.left, field), evaluate(tree.right, field));
      case 'or':
        return union([evaluate(tree.left, field), evaluate(tree.right, field)]);
      case 'not': {
        const mark = new Uint8Array(size);
        for (const slot of evaluate(tree.arg, field)) mark[slot] = 1;
        const out: number[] = [];
        for (let slot = 0; slot < size; slot++) if (!mark[slot]) out.push(slot);
        return Int32Array.from(out);
      }
      case 'phrase': {
        const { left, right, distance } = tree;
        if (
          distance !== 1 ||
          left.op !== 'lexeme' ||
          right.op !== 'lexeme' ||
          left.prefix ||
          right.prefix ||
          left.weights ||
          right.weights ||
          !startsPhrase(left.lexeme)
        )
          throw new NotInMemory('a phrase other than a number and the word after it');
        return (
          (field === 'words' ? postings.wordPairs : postings.titlePairs).get(`${left.lexeme} ${right.lexeme}`) ?? empty
        );
      }
    }
  }

  /**
   * The slots matching every condition, in slot order. `words` is the search's words as the
   * database parsed them; null when they hold no lexeme (only stop words). `scoped` says the
   * database would join the words with scope lexemes (service.ts, indexConditions).
   */
  function matches(conditions: MemoryCondition[], words: TsqueryTree | null, scoped = false): Int32Array {
    const lists: Int32Array[] = [];
    const tests: ((slot: number) => boolean)[] = [];
    const add = (c: MemoryCondition): void => {
      switch (c.kind) {
        case 'none':
          lists.push(empty);
          return;
        case 'words':
          // Words of stop words only are an empty tsquery: alone it matches nothing, and joined
          // with scope lexemes (`'' && '~brand=lg'`) it leaves the scope alone.
          if (words) lists.push(evaluate(words, 'words'));
          else if (!scoped) lists.push(empty);
          return;
        case 'category':
        case 'brand':
        case 'attributes':
        case 'tags':
          lists.push(union(c.values.map((v) => postings[c.kind].get(v))));
          return;
        case 'tagLike': {
          const like = likeRegExp(c.pattern);
          lists.push(
            union([...postings.tags.keys()].filter((tag) => like.test(tag)).map((tag) => postings.tags.get(tag))),
          );
          return;
        }
        case 'price':
          tests.push((s) =>
            c.ranges.some(([min, max]) => (price[s] as number) >= min && (max === null || (price[s] as number) <= max)),
          );
          return;
        case 'atLeast': {
          const column = c.field === 'rating' ? rating : discount;
          tests.push((s) => (column[s] as number) >= c.value);
          return;
        }
        case 'inStock':
          tests.push((s) => inStock[s] === 1);
          return;
        case 'notCategory': {
          const at = categoryIds.indexOf(c.value);
          tests.push((s) => categoryOf[s] !== at);
          return;
        }
        case 'warehouses': {
          let mask = 0;
          for (const w of c.values) {
            const bit = warehouseBits.get(w);
            if (bit !== undefined) mask |= 1 << bit;
          }
          if (!mask) lists.push(empty);
          else tests.push((s) => ((warehouses[s] as number) & mask) !== 0);
          return;
        }
        case 'all':
          for (const part of c.parts) add(part);
      }
    };
    for (const c of conditions) add(c);
    lists.sort((a, b) => a.length - b.length);
    let found: Int32Array;
    if (lists.length) {
      found = lists[0] as Int32Array;
      for (const list of lists.slice(1)) if (found.length) found = intersect(found, list);
    } else {
      found = new Int32Array(size);
      for (let i = 0; i < size; i++) found[i] = i;
    }
    const out = new Int32Array(found.length);
    let n = 0;
    for (const slot of found) if (alive[slot] && tests.every((t) => t(slot))) out[n++] = slot;
    return out.subarray(0, n);
  }

  /** The rows of these products were rewritten or removed: the index takes them as they are now. False when one is new (load again). */
  function update(productIdsChanged: string[], rowsNow: IndexRow[]): boolean {
    const now = new Map(rowsNow.map((r) => [r.id, r]));
    if (rowsNow.some((r) => !slotOf.has(r.id))) return false;
    for (const id of productIdsChanged) {
      const slot = slotOf.get(id);
      if (slot === undefined) continue;
      const row = now.get(id);
      const wasAlive = alive[slot] === 1;
      const keysChanged = !row || !wasAlive || signatureOf(row) !== signature[slot];
      if (wasAlive) for (const name of orderNames) orders[name] = without(orders[name], slot);
      if (wasAlive && keysChanged)
        for (const lists of Object.values(postings))
          for (const key of [...lists.keys()]) {
            const list = lists.get(key) as Int32Array;
            if (!includes(list, slot)) continue;
            const next = without(list, slot);
            lists.set(key, next);
            if (!next.length) sortedLexemes = {};
          }
      if (!row) {
        alive[slot] = 0;
        continue;
      }
      alive[slot] = 1;
      const parts = row.text.split(recordSeparator);
      setColumns(slot, row, parts);
      if (keysChanged)
        keysOf(row, parts, (kind, key) => {
          const list = postings[kind].get(key);
          if (!list) sortedLexemes = {};
          postings[kind].set(key, withSlot(list, slot));
        });
      for (const name of orderNames) orders[name] = insertInOrder(orders[name], slot, compare[name]);
    }
    return true;
  }

  return {
    size,
    orders,
    compare,
    matches,
    evaluate,
    update,
    /** The result card of a slot, as the database's page reads it (repository.ts, cardsJson). */
    card(slot: number): DocRow {
      const [itemId = '', title = '', slug = '', keySpecs = '[]'] = (cards[slot] as string).split(listSeparator);
      return {
        id: productIds[slot] as string,
        itemId,
        title,
        slug,
        brand: brandOfCard[slot] as string,
        categoryId: categoryIds[categoryOf[slot] as number] as string,
        price: price[slot] as number,
        mrp: mrp[slot] as number,
        discountPercent: discount[slot] as number,
        ratingAverage: rating[slot] as number,
        ratingCount: ratingCount[slot] as number,
        inStock: inStock[slot] === 1,
        keySpecs: JSON.parse(keySpecs) as string[],
      };
    },
    columns: { categoryOf, brandOf, price, discount, rating, ratingCount, inStock },
    categoryIds,
    brandIds,
    brandNames,
    attributes,
  };
}

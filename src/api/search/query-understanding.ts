/**
 * Words that name a category (spec: "a query that names a category lands on it"). `keep` words
 * also describe the product itself (a shirt among men's clothing), so they stay in the query.
 */
const categoryWords: { phrase: string; categoryId: string; keep?: boolean }[] = [
  ...['mobile phones', 'mobile phone', 'smartphones', 'smartphone', 'mobiles', 'mobile', 'phones', 'phone'].map(
    (phrase) => ({ phrase, categoryId: 'mobiles' }),
  ),
  ...['tablets', 'tablet'].map((phrase) => ({ phrase, categoryId: 'tablets' })),
  ...['led tvs', 'led tv', 'televisions', 'television', 'tvs', 'tv'].map((phrase) => ({
    phrase,
    categoryId: 'televisions',
  })),
  ...['dslr cameras', 'dslr camera', 'cameras', 'camera', 'dslr'].map((phrase) => ({ phrase, categoryId: 'cameras' })),
  ...['headphones', 'headphone', 'earphones', 'earphone', 'headsets', 'headset'].map((phrase) => ({
    phrase,
    categoryId: 'headphones',
  })),
  ...['video games', 'games', 'game', 'gaming'].map((phrase) => ({ phrase, categoryId: 'games' })),
  ...['mens clothing', 'men clothing'].map((phrase) => ({ phrase, categoryId: 'mens-clothing' })),
  ...['shirts', 'shirt', 't shirts', 't shirt', 'tshirts', 'tshirt', 'jeans', 'kurta'].map((phrase) => ({
    phrase,
    categoryId: 'mens-clothing',
    keep: true,
  })),
  ...['womens clothing', 'women clothing'].map((phrase) => ({ phrase, categoryId: 'womens-clothing' })),
  ...['dresses', 'dress', 'kurtis', 'kurti', 'sarees', 'saree', 'tops', 'leggings'].map((phrase) => ({
    phrase,
    categoryId: 'womens-clothing',
    keep: true,
  })),
  ...['mens watches', 'men watches', 'watches', 'watch'].map((phrase) => ({ phrase, categoryId: 'mens-watches' })),
  ...['refrigerators', 'refrigerator', 'fridges', 'fridge'].map((phrase) => ({ phrase, categoryId: 'refrigerators' })),
  ...['washing machines', 'washing machine', 'washers', 'washer'].map((phrase) => ({
    phrase,
    categoryId: 'washing-machines',
  })),
  ...['microwave ovens', 'microwave oven', 'microwaves', 'microwave', 'ovens', 'oven'].map((phrase) => ({
    phrase,
    categoryId: 'microwave-ovens',
  })),
  ...['books', 'book', 'novels', 'novel'].map((phrase) => ({ phrase, categoryId: 'books' })),
].sort((a, b) => b.phrase.length - a.phrase.length);

/** Every word of a category phrase ('phone', 'fridge', 'washing'): a word of the query language, never a typo to correct ('phone' is not 'iphone'). */
const categoryVocabulary = new Set(categoryWords.flatMap((entry) => entry.phrase.split(' ')));
export const isCategoryWord = (word: string): boolean => categoryVocabulary.has(word);

/** Lower-case words of a query, punctuation dropped: 'Samsung  Galaxy-J7!' -> ['samsung', 'galaxy', 'j7']. */
export function queryWords(q: string): string[] {
  return q
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 12);
}

/**
 * The category a query names, and the words left to search for within it:
 * 'washing machine 7 kg' -> washing-machines with '7 kg'; 'red shirt' -> mens-clothing with 'red shirt'.
 */
export function detectCategory(words: string[]): { categoryId: string | null; rest: string[] } {
  const text = ` ${words.join(' ')} `;
  for (const entry of categoryWords) {
    const at = text.indexOf(` ${entry.phrase} `);
    if (at < 0) continue;
    const rest = entry.keep
      ? words
      : `${text.slice(0, at)} ${text.slice(at + entry.phrase.length + 2)}`.split(' ').filter(Boolean);
    return { categoryId: entry.categoryId, rest };
  }
  return { categoryId: null, rest: words };
}

/** Units a number is read with: '4 gb' is one measure, not a 4 anywhere and a GB anywhere else. */
const units = new Set([
  'gb',
  'tb',
  'mb',
  'kg',
  'g',
  'l',
  'litre',
  'litres',
  'inch',
  'inches',
  'cm',
  'mm',
  'mp',
  'mah',
  'w',
]);

/**
 * The terms of a tsquery of the words, to be joined by the operator: ['samsung', 'galaxy'], or
 * ['samsung', 'gal:*'] for a half-typed last word; a number and the unit after it are one phrase
 * ('(7 <-> kg)'). The words are [a-z0-9] only.
 */
export function tsqueryTerms(words: string[], operator: '&' | '|' = '&', lastAsPrefix = false): string[] {
  const terms: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const next = words[i + 1];
    if (operator === '&' && /^\d+$/.test(word) && next && units.has(next)) {
      terms.push(`(${word} <-> ${next})`);
      i++;
    } else terms.push(lastAsPrefix && i === words.length - 1 ? `${word}:*` : word);
  }
  return terms;
}

/**
 * The brand a query names, matched as whole words (`lg`, `allen solly`), and the words left:
 * 'samsung galaxy' -> samsung with 'galaxy'. The longest name wins.
 */
export function detectBrand(
  words: string[],
  brands: { id: string; words: string }[],
): { brandId: string | null; rest: string[] } {
  const text = ` ${words.join(' ')} `;
  let best: { id: string; words: string } | null = null;
  for (const brand of brands)
    if (text.includes(` ${brand.words} `) && (!best || brand.words.length > best.words.length)) best = brand;
  if (!best) return { brandId: null, rest: words };
  const at = text.indexOf(` ${best.words} `);
  return {
    brandId: best.id,
    rest: `${text.slice(0, at)} ${text.slice(at + best.words.length + 2)}`.split(' ').filter(Boolean),
  };
}

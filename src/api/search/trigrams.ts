/**
 * pg_trgm's similarity, computed in the process over the word list it already holds: a misspelt
 * word is corrected without a round trip (on the embedded database a transaction of four protocol
 * rounds a word, decision 0051). The same trigrams as pg_trgm: lower-case alphanumeric words, each
 * padded with two spaces before and one after, as a set; similarity is shared over all.
 */
export function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  const all = a.size + b.size - shared;
  // pg_trgm divides in float4; so does this, so that equal-looking ties order the same.
  return all === 0 ? 0 : Math.fround(shared / all);
}

/** pg_trgm's default `%` threshold (pg_trgm.similarity_threshold). */
export const similarityThreshold = 0.3;

export interface VocabularyWord {
  word: string;
  frequency: number;
  grams: Set<string>;
}

/** The known word most like `word` (at least the threshold), more frequent first among equals. */
export function closestWord(words: VocabularyWord[], word: string): string | null {
  const grams = trigrams(word);
  let best: { word: string; score: number; frequency: number } | null = null;
  for (const entry of words) {
    const score = similarity(grams, entry.grams);
    if (score < similarityThreshold) continue;
    if (
      !best ||
      score > best.score ||
      (score === best.score &&
        (entry.frequency > best.frequency || (entry.frequency === best.frequency && entry.word < best.word)))
    )
      best = { word: entry.word, score, frequency: entry.frequency };
  }
  return best?.word ?? null;
}

/**
 * A tsquery as PostgreSQL prints it (`to_tsquery(...)::text`), read back as a tree, so the search
 * index held in memory (memory-index.ts) matches exactly what the database's parser and stemmer
 * made of the shopper's words: `'samsung' & 'galaxi'`, `'gal':*`, `'7' <-> 'kg'`, `!'x'`.
 * Precedence as PostgreSQL's: `!`, then `<N>`, then `&`, then `|`.
 */
export type TsqueryTree =
  | { op: 'lexeme'; lexeme: string; prefix: boolean; weights: string }
  | { op: 'not'; arg: TsqueryTree }
  | { op: 'and' | 'or'; left: TsqueryTree; right: TsqueryTree }
  | { op: 'phrase'; distance: number; left: TsqueryTree; right: TsqueryTree };

/** Null for an empty query (only stop words): it matches nothing. Throws on text it cannot read. */
export function parseTsquery(text: string): TsqueryTree | null {
  let at = 0;
  const skip = () => {
    while (text[at] === ' ') at++;
  };
  const fail = (what: string): never => {
    throw new Error(`Unreadable tsquery at ${at} (${what}): ${text}`);
  };

  const operand = (): TsqueryTree => {
    skip();
    if (text[at] === '!') {
      at++;
      return { op: 'not', arg: operand() };
    }
    if (text[at] === '(') {
      at++;
      const inner = or();
      skip();
      if (text[at] !== ')') fail('expected )');
      at++;
      return inner;
    }
    if (text[at] !== "'") fail('expected a lexeme');
    at++;
    let lexeme = '';
    for (;;) {
      const c = text[at];
      if (c === undefined) fail('unterminated lexeme');
      if (c === "'" && text[at + 1] === "'") {
        lexeme += "'";
        at += 2;
      } else if (c === '\\' && text[at + 1] !== undefined) {
        lexeme += text[at + 1];
        at += 2;
      } else if (c === "'") {
        at++;
        break;
      } else {
        lexeme += c;
        at++;
      }
    }
    let prefix = false;
    let weights = '';
    if (text[at] === ':') {
      at++;
      while (/[*A-Da-d]/.test(text[at] ?? '')) {
        if (text[at] === '*') prefix = true;
        else weights += (text[at] ?? '').toUpperCase();
        at++;
      }
    }
    return { op: 'lexeme', lexeme, prefix, weights };
  };
  const phrase = (): TsqueryTree => {
    let left = operand();
    for (;;) {
      skip();
      const m = /^<(-|\d+)>/.exec(text.slice(at));
      if (!m) return left;
      at += m[0].length;
      left = { op: 'phrase', distance: m[1] === '-' ? 1 : Number(m[1]), left, right: operand() };
    }
  };
  /** Operands of `next` joined, left to right, by `symbol`. */
  const joined = (symbol: '&' | '|', op: 'and' | 'or', next: () => TsqueryTree) => (): TsqueryTree => {
    let left = next();
    for (;;) {
      skip();
      if (text[at] !== symbol) return left;
      at++;
      left = { op, left, right: next() };
    }
  };
  const and = joined('&', 'and', phrase);
  // operand() reads a parenthesis through `or`; it runs only once parsing starts, below.
  const or = joined('|', 'or', and);

  skip();
  if (at === text.length) return null;
  const tree = or();
  skip();
  if (at !== text.length) fail('trailing text');
  return tree;
}

/**
 * A tsvector as PostgreSQL prints it (`document::text`): `'64':12C 'gb':13C 'samsung':1A,5A
 * '~brand=samsung'`. Calls `visit` with each lexeme, then `position` with each of its positions
 * (none for a lexeme written without them, such as the scope lexemes of documents.ts): no array
 * a lexeme, since an index of a hundred thousand products reads millions of them at its load.
 * Weights are dropped: search matches words whatever part of the product holds them.
 */
export function readTsvector(text: string, visit: (lexeme: string) => void, position: (p: number) => void): void {
  let at = 0;
  const n = text.length;
  while (at < n) {
    if (text[at] === ' ') {
      at++;
      continue;
    }
    if (text[at] !== "'") throw new Error(`Unreadable tsvector at ${at}: ${text.slice(at, at + 40)}`);
    at++;
    let lexeme = '';
    for (;;) {
      const quote = text.indexOf("'", at);
      const slash = text.indexOf('\\', at);
      if (quote < 0) throw new Error('Unterminated lexeme in a tsvector');
      if (slash >= 0 && slash < quote) {
        lexeme += text.slice(at, slash) + (text[slash + 1] ?? '');
        at = slash + 2;
      } else if (text[quote + 1] === "'") {
        lexeme += `${text.slice(at, quote)}'`;
        at = quote + 2;
      } else {
        lexeme += text.slice(at, quote);
        at = quote + 1;
        break;
      }
    }
    visit(lexeme);
    if (text[at] === ':') {
      at++;
      let value = 0;
      let digits = false;
      for (; at < n; at++) {
        const c = text.charCodeAt(at);
        if (c >= 48 && c <= 57) {
          value = value * 10 + (c - 48);
          digits = true;
        } else if (c === 44) {
          if (digits) position(value);
          value = 0;
          digits = false;
        } else if (c === 32) break;
        // A weight letter (A-D) follows its position; nothing to keep.
      }
      if (digits) position(value);
    }
  }
}

import { describe, expect, it } from 'vitest';
import { parseTsquery } from './tsquery-tree.ts';
import { readTsvector } from './tsvector-text.ts';

describe('reading PostgreSQL’s text of a tsquery and a tsvector', () => {
  it('when a tsquery is read, then its operators keep PostgreSQL’s precedence (! over <-> over & over |)', () => {
    expect(parseTsquery("'a' | 'b' & !'c' <-> 'd':*")).toEqual({
      op: 'or',
      left: { op: 'lexeme', lexeme: 'a', prefix: false, weights: '' },
      right: {
        op: 'and',
        left: { op: 'lexeme', lexeme: 'b', prefix: false, weights: '' },
        right: {
          op: 'phrase',
          distance: 1,
          left: { op: 'not', arg: { op: 'lexeme', lexeme: 'c', prefix: false, weights: '' } },
          right: { op: 'lexeme', lexeme: 'd', prefix: true, weights: '' },
        },
      },
    });
    expect(parseTsquery("( 'x' | 'y' ) <2> 'it''s':AB")).toMatchObject({
      op: 'phrase',
      distance: 2,
      left: { op: 'or' },
      right: { lexeme: "it's", weights: 'AB' },
    });
  });

  it('when a tsquery holds no lexeme (stop words only), then it reads as nothing; and text it cannot read is an error', () => {
    expect(parseTsquery('')).toBeNull();
    expect(() => parseTsquery("'a' &")).toThrow(/Unreadable tsquery/);
    expect(() => parseTsquery("'a")).toThrow(/Unreadable tsquery/);
  });

  it('when a tsvector is read, then each lexeme comes with its positions, weights dropped, quotes undone', () => {
    const seen: [string, number[]][] = [];
    readTsvector(
      "'64':12C '~brand=lg' 'gb':13C,40 'it''s':1A",
      (lexeme) => seen.push([lexeme, []]),
      (p) => seen[seen.length - 1]?.[1].push(p),
    );
    expect(seen).toEqual([
      ['64', [12]],
      ['~brand=lg', []],
      ['gb', [13, 40]],
      ["it's", [1]],
    ]);
  });
});

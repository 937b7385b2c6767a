import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, deflatePiece, gzipOfPieces, storedPiece } from './gzip-segments.ts';

describe('gzip of separately compressed pieces', () => {
  it('when two CRCs are combined, then the result is the CRC of the joined bytes', () => {
    for (const [a, b] of [
      ['', ''],
      ['', 'x'],
      ['hello ', 'world'],
      [randomBytes(70_000).toString('hex'), randomBytes(3).toString('hex')],
    ] as const) {
      const joined = Buffer.from(a + b);
      expect(crc32Combine(crc32(a), crc32(b), Buffer.byteLength(b))).toBe(crc32(joined));
    }
  });

  it('when shared and per-request pieces are joined, then any gzip reader gets the page back', () => {
    const page = '<!doctype html><html><head><title>Home</title></head><body>'.repeat(200);
    const pieces = [
      page,
      '<header>Welcome Asha &amp; family</header>',
      '',
      page.toUpperCase(),
      '{"queries":[]}',
      '</body></html>',
    ];
    const parts = pieces.map((text, i) =>
      deflatePiece(Buffer.from(text), { level: i % 2 ? 1 : 9, last: i === pieces.length - 1 }),
    );
    const gzipped = gzipOfPieces(parts);
    expect(gunzipSync(gzipped).toString()).toBe(pieces.join(''));
    // The shared pieces really are compressed.
    expect(gzipped.length).toBeLessThan(pieces.join('').length / 10);
  });

  it('when per-request pieces are stored uncompressed, then the member still reads back whole', () => {
    const big = randomBytes(70_000).toString('base64');
    const pieces = [
      deflatePiece(Buffer.from('<!doctype html>'), { level: 9, last: false }),
      storedPiece(Buffer.from('<header>Welcome आशा</header>')),
      storedPiece(Buffer.from(big)),
      storedPiece(Buffer.alloc(0)),
      deflatePiece(Buffer.from('</html>'), { level: 9, last: true }),
    ];
    expect(gunzipSync(gzipOfPieces(pieces)).toString()).toBe(
      `<!doctype html><header>Welcome आशा</header>${big}</html>`,
    );
  });

  it('when the text has multi-byte characters, then lengths are counted in bytes', () => {
    const pieces = ['नमस्ते ', 'आशा', ' — ₹1,299'];
    const parts = pieces.map((text, i) => deflatePiece(Buffer.from(text), { level: 6, last: i === 2 }));
    expect(gunzipSync(gzipOfPieces(parts)).toString()).toBe(pieces.join(''));
  });
});

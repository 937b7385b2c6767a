import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * One gzip member assembled from pieces compressed separately: the parts shared by every shopper
 * are compressed once (at level 9), the few per-shopper parts per request (docs/decisions/0033).
 * Each piece is a raw deflate stream of its own that ends on a byte boundary (a sync flush) and
 * refers back only into itself, so the pieces can follow one another; only the last one carries
 * the final-block bit. The member's CRC-32 is combined from the pieces' CRCs, so the shared bytes
 * are never read again per request.
 */
export interface DeflatedPiece {
  deflated: Buffer;
  crc: number;
  length: number;
}

/** Compresses a piece; `last` ends the deflate stream. */
export function deflatePiece(data: Buffer, { level, last }: { level: number; last: boolean }): DeflatedPiece {
  const deflated = deflateRawSync(data, {
    level,
    finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
  });
  return { deflated, crc: crc32(data), length: data.length };
}

/**
 * A piece as stored (uncompressed) deflate blocks, made without zlib: for a few kilobytes per
 * request, setting up a compressor costs more than the bytes it saves. Not the last piece.
 */
export function storedPiece(data: Buffer): DeflatedPiece {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length || blocks.length === 0; at += 0xffff) {
    const chunk = data.subarray(at, at + 0xffff);
    // BFINAL 0, BTYPE 00 (stored), then LEN and its one's complement, little-endian (RFC 1951 §3.2.4).
    const head = Buffer.from([
      0,
      chunk.length & 0xff,
      chunk.length >> 8,
      ~chunk.length & 0xff,
      (~chunk.length >> 8) & 0xff,
    ]);
    blocks.push(head, chunk);
  }
  return { deflated: Buffer.concat(blocks), crc: crc32(data), length: data.length };
}

/** The gzip header of RFC 1952: deflate, no name, no time, unknown OS. */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** One gzip member of the pieces in order; the last piece must have been made with `last`. */
export function gzipOfPieces(pieces: DeflatedPiece[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    crc = crc32Combine(crc, piece.crc, piece.length);
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(length % 0x1_0000_0000, 4);
  return Buffer.concat([gzipHeader, ...pieces.map((p) => p.deflated), trailer]);
}

// CRC-32 combination as zlib does it (crc32_combine): the CRC of A followed by B from the CRCs of
// A and B and B's length, by multiplying A's CRC by x^(8·len(B)) modulo the CRC polynomial.
const polynomial = 0xedb88320;

/** a(x)·b(x) modulo p(x), in the reflected bit order of CRC-32. */
function multiplyModP(a: number, b: number): number {
  let m = 0x8000_0000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ polynomial : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo p(x), k = 0..31. */
const powersOfX: number[] = [];
for (let k = 0, p = 0x4000_0000; k < 32; k++) {
  powersOfX.push(p);
  p = multiplyModP(p, p);
}

/** x^(n·2^k) modulo p(x). */
function xPowerModP(n: number, k: number): number {
  let p = 0x8000_0000;
  while (n) {
    if (n & 1) p = multiplyModP(powersOfX[k & 31] as number, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B, from CRC(A), CRC(B) and the length of B in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(xPowerModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}

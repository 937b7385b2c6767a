import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** brotli at quality 4: about a seventh of a search answer's bytes, in a fraction of a millisecond. */
const brotliQuality = 4;
/** Answers larger than this stay with the compression plugin's stream, off the event loop. */
const largestInMemory = 512 * 1024;

/** br when the client takes it, else gzip, else none; a zero quality (`br;q=0`) refuses. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compresses answers that are already in memory (JSON, small texts) at once, in the request's
 * turn. The compression plugin makes every answer a stream piped through zlib on the thread pool:
 * for a 30 KB search answer that cost the web process 1.4 ms a request against about 0.2 ms for
 * brotliCompressSync (docs/decisions/0051). Streams (rendered pages) and answers already encoded
 * (built assets, the page cache) still pass to the plugin, which leaves an encoded answer alone.
 */
export function registerAnswerCompression(app: FastifyInstance, threshold: number): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload;
    const size = Buffer.byteLength(payload);
    if (size < threshold || size > largestInMemory) return payload;
    const type = String(reply.getHeader('content-type') ?? 'application/json');
    if (!/^(application\/json|text\/|application\/javascript|image\/svg)/.test(type)) return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br'
      ? zlib.brotliCompressSync(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
      : zlib.gzipSync(payload, { level: 6 });
  });
}

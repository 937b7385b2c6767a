import http from 'node:http';
import zlib from 'node:zlib';

/**
 * The bench's JSON calls: node's own HTTP client on kept-alive connections. The bench is the load
 * generator, not the system under test; Node's `fetch` cost its process about 5 ms of CPU a
 * purchase (request and header objects, web streams, an abort signal each call), this a fraction
 * of that (docs/decisions/0044). What the server reads is what a browser's fetch would send:
 * method, path, origin, cookie, content-type, the device and idempotency headers, and the
 * browser's accept-encoding, so the server compresses as it would for a shopper.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Chromium's accept-encoding; the answers are decoded here as the browser would. */
export const browserAcceptEncoding = 'gzip, deflate, br, zstd';

export interface Answer {
  status: number;
  text: string;
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

export function request(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      accept: '*/*',
      'accept-encoding': browserAcceptEncoding,
      ...init.headers,
    };
    if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
    const req = http.request(url, { method: init.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        try {
          const body = decode(Buffer.concat(chunks), res.headers['content-encoding']);
          resolve({ status: res.statusCode ?? 0, text: body.toString('utf8') });
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

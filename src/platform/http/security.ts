import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { platformErrorCodes } from '../../contracts/envelope.ts';
import { AppError } from './app-error.ts';
import { allowedHosts, expandOrigins, parseHost } from './hosts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-response nonce that every inline script and style of an HTML page carries. */
    cspNonce: string;
  }
}

export interface SecurityOptions {
  /** Origins this process is reached at: a request naming another Host is refused. */
  servedOrigins: string[];
  /** Origins the storefront is served from; state changes must come from one of them. */
  allowedOrigins: string[];
  /** Origins the pages may call besides their own (the payment service). */
  connectOrigins: string[];
  /** Served over https: send HSTS. */
  production: boolean;
  /**
   * Server-to-server paths that prove their caller by a signature over the body, checked by the
   * route itself (src/contracts/payment-internal.ts): no browser sends them, so the Origin
   * check does not apply; everything else on them (Host, body limits) does.
   */
  signedPaths?: string[];
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Health checks answer any well-formed Host: a load balancer probes a process at its own address
 * (10.0.0.5:3000), not at the storefront's name, and the answer says nothing a rebinding page
 * could use (no session, no data).
 */
const healthPaths = new Set(['/api/health', '/api/v1/health']);

export function contentSecurityPolicy(nonce: string, connectOrigins: string[]): string {
  const connect = ["'self'", ...connectOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React's style attributes (image placeholders, carousel offsets) are attributes, not sheets.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    `form-action 'self' ${connectOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Code of a request naming a Host this process does not serve (421 Misdirected Request). */
export const foreignHostCode = 'MISDIRECTED_REQUEST';

/**
 * A Location value as the header allows it: characters outside printable ASCII (a `ret=/日`
 * target, a space) are percent-encoded, so writing the header never fails; existing escapes stay.
 */
export function encodeLocation(location: string): string {
  // Buffer writes a lone surrogate as U+FFFD, where encodeURIComponent would throw.
  const percent = (run: string) =>
    [...Buffer.from(run, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  return location.replace(/[^\x21-\x7e]+/g, percent);
}

function checkHost(request: FastifyRequest, served: (host: NonNullable<ReturnType<typeof parseHost>>) => boolean) {
  const host = parseHost(request.host, `${request.protocol}:`);
  if (!host) throw new AppError(platformErrorCodes.badRequest, 'The Host header is not valid', 400);
  if (!served(host) && !(request.method === 'GET' && healthPaths.has(request.url)))
    throw new AppError(foreignHostCode, 'This server does not answer for that host', 421);
}

/**
 * Security headers on every response, a CSP with a fresh nonce on HTML, the Host check (only the
 * configured origins' hosts are answered) and the CSRF defence: a state-changing request must
 * carry the Origin of the configured storefront, never merely the Host the request names.
 */
export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const served = allowedHosts(options.servedOrigins);
  const trusted = expandOrigins(options.allowedOrigins);
  const signed = new Set(options.signedPaths ?? []);
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
    checkHost(request, served);
    if (!unsafeMethods.has(request.method)) return;
    if (signed.size && request.method === 'POST' && signed.has(request.url.split('?', 1)[0] ?? '')) return;
    const origin = request.headers.origin;
    if (!origin || !trusted.has(origin)) {
      throw new AppError(platformErrorCodes.forbiddenOrigin, 'This request must come from the storefront itself', 403);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const location = reply.getHeader('location');
    if (typeof location === 'string') reply.header('location', encodeLocation(location));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
    if (options.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, options.connectOrigins));
    }
    return payload;
  });
}

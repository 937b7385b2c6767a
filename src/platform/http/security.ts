import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { platformErrorCodes } from '../../contracts/envelope.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-response nonce that every inline script and style of an HTML page carries. */
    cspNonce: string;
  }
}

export interface SecurityOptions {
  /** Origins the storefront is served from; state changes must come from one of them. */
  allowedOrigins: string[];
  /** Origins the pages may call besides their own (the payment service). */
  connectOrigins: string[];
  /** Served over https: send HSTS. */
  production: boolean;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers on every response, a CSP with a fresh nonce on HTML, and the CSRF defence:
 * a state-changing request must carry an Origin of the storefront itself.
 */
export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
    if (!unsafeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    const allowed = origin && (origin === requestOrigin(request) || options.allowedOrigins.includes(origin));
    if (!allowed) {
      throw new AppError(platformErrorCodes.forbiddenOrigin, 'This request must come from the storefront itself', 403);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
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

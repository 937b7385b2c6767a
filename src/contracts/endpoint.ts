import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API, declared once: the server registers it from this (src/platform/http/endpoint.ts),
 * the storefront calls it through its zod-free twin (src/contracts/endpoint-ref.ts), and
 * contracts.test.ts checks every real answer against `response`. See docs/decisions/0024.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path: `:name` segments are the `params`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `RESPONSE` of a success; the envelope `{STATUS_CODE, RESPONSE}` is added around it. */
  response: z.ZodType;
  /** The storefront sends the body form-encoded (spec 000 §7 says so for a few account calls). */
  form?: boolean;
  /** A missing or null body counts as `{}` (calls whose payload fields are all optional). */
  optionalBody?: boolean;
}

/** Keeps the literal method and path of a declaration, which the zod-free twin is checked against. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

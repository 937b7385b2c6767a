import type { ErrorBody } from '../../contracts/envelope.ts';
import { isErrorBody } from '../../contracts/error-body.ts';

/**
 * The generic client every screen uses (spec 000 §7): GET, POST, PUT, DELETE with credentials,
 * a JSON body by default or a form-encoded one where the spec says so, a query string from the
 * non-empty values (arrays repeated), and a timeout that rejects with 'Request timeout: {action}'.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface RequestOptions {
  method?: Method;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  /** Name of the call in timeout messages; defaults to `METHOD path`. */
  action?: string;
  headers?: Record<string, string>;
  /** Overrides the client's timeout for one call. */
  timeoutMs?: number;
  credentials?: RequestCredentials;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ClientOptions {
  /** Origin prefixed to every path ('' in the browser: same origin). */
  baseUrl?: string;
  fetch: FetchLike;
  /** 10 s in the browser, 2 s on the server (spec 000 §9). */
  timeoutMs: number;
  userAgent: string;
  /** Headers sent with every call (the server forwards the shopper's cookie). */
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
}

/** A non-OK answer in the API's error shape: the caller reads `error.body.RESPONSE.errorCode`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.ERROR_MESSAGE);
    this.name = 'ApiError';
  }
  get code(): string {
    return this.body.RESPONSE.errorCode;
  }
}

/** A non-OK answer that is not in the API's error shape, or no answer at all. */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

export class TimeoutError extends Error {
  constructor(action: string) {
    super(`Request timeout: ${action}`);
    this.name = 'TimeoutError';
  }
}

export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== '' && item !== undefined && item !== null) params.append(key, String(item));
    } else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function formEncode(body: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

export function createClient(options: ClientOptions) {
  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const method = init.method ?? 'GET';
    const action = init.action ?? `${method} ${path}`;
    const url = `${options.baseUrl ?? ''}${path}${buildQuery(init.query)}`;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...init.headers };
    // Browsers refuse to let scripts set User-Agent; the server-side client sends its own.
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    let body: string | undefined;
    if (init.body !== undefined && method !== 'GET') {
      body = init.form ? formEncode(init.body) : JSON.stringify(init.body);
      headers['content-type'] = init.form ? 'application/x-www-form-urlencoded' : 'application/json';
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new TimeoutError(action));
      }, init.timeoutMs ?? options.timeoutMs);
    });
    try {
      const response = await Promise.race([
        options.fetch(url, {
          method,
          headers,
          body,
          credentials: init.credentials ?? options.credentials ?? 'include',
          signal: controller.signal,
        }),
        timeout,
      ]);
      const text = await Promise.race([response.text(), timeout]);
      let parsed: unknown = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      if (response.ok) return parsed as T;
      if (isErrorBody(parsed)) throw new ApiError(response.status, parsed);
      throw new NetworkError(
        `Network error: ${response.statusText || 'Error'} (${response.status}) ${path}`,
        response.status,
      );
    } catch (error) {
      // An aborted fetch may reject before the timeout's own rejection is seen.
      if (controller.signal.aborted) throw new TimeoutError(action);
      if (error instanceof ApiError || error instanceof NetworkError || error instanceof TimeoutError) throw error;
      throw new NetworkError(`Network error: ${(error as Error)?.message ?? 'unreachable'} (0) ${path}`, 0);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    request,
    get: <T>(path: string, init?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'GET' }),
    post: <T>(path: string, body?: unknown, init?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'POST', body: body ?? {} }),
    put: <T>(path: string, body?: unknown, init?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'PUT', body: body ?? {} }),
    del: <T>(path: string, init?: Omit<RequestOptions, 'method'>) => request<T>(path, { ...init, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createClient>;

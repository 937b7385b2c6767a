import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/**
 * The zod-free twin of an endpoint, for the browser bundle (its first-load budget has no room for
 * zod). Typed by the contract: a method or path that differs from the contract's does not compile,
 * and the input and answer types come from the contract's schemas. Only types are imported here.
 */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly form?: E['form'];
  /** Never set: carries the contract's type to `callEndpoint`. */
  readonly contract?: E;
}

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/** What a caller sends: the inputs of the contract's params, query and body schemas. */
export type EndpointInput<E> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;
/** What a caller receives in `RESPONSE`. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;

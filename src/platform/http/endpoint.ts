import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZodType, type z } from 'zod';
import type { Endpoint } from '../../contracts/endpoint.ts';
import { AppError } from './app-error.ts';

type Parsed<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The request's parts, parsed by the contract's schemas. */
export interface EndpointRequest<E extends Endpoint> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
}

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointRequest<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<E['response']>>;

export interface EndpointOptions {
  /**
   * Runs before the input is parsed, e.g. the login check: a logged-out call with a bad body has
   * always been a 401, not a 400.
   */
  before?: (request: FastifyRequest) => Promise<void>;
}

type Issue = { instancePath: string; message?: string };

/**
 * fastify-type-provider-zod reports zod's issues as Fastify validation errors; they become the
 * AppError the error handler has always answered for a ZodError thrown by `schema.parse`:
 * `VALIDATION_FAILED`, `field: message`, and `details` naming each field (dotted path).
 */
function asAppError(errors: unknown[]): AppError {
  const details = (errors as Issue[]).map((e) => ({
    field: e.instancePath.split('/').slice(1).join('.'),
    message: e.message ?? 'Invalid input',
  }));
  const first = details[0];
  return AppError.badRequest(
    first ? `${first.field || 'request'}: ${first.message}` : 'The request is not valid',
    details,
  );
}

/** The library's compiler, typed for one part's schema (Fastify types a route's compiler by the whole schema object). */
function zodValidator(route: FastifyRouteSchemaDef<unknown>) {
  const { schema } = route;
  if (!(schema instanceof ZodType))
    throw new Error(`${route.method} ${route.url}: an endpoint's schemas are zod schemas`);
  return validatorCompiler({ ...route, schema });
}

/**
 * Registers an endpoint from its contract: Fastify parses params, query and body with the
 * contract's zod schemas (fastify-type-provider-zod's compiler), a failure answers the error shape,
 * and the handler's answer is wrapped in the envelope `{STATUS_CODE: 200, RESPONSE}`.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const { before } = options;
  // Only the parts the contract declares: Fastify warns (FSTWRN001) about a part named without a schema.
  const schema = Object.fromEntries(
    Object.entries({ params: endpoint.params, querystring: endpoint.query, body: endpoint.body }).filter(([, s]) => s),
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    validatorCompiler: zodValidator,
    schemaErrorFormatter: asAppError,
    preValidation: async (request) => {
      if (before) await before(request);
      if (endpoint.optionalBody) request.body ??= {};
    },
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as EndpointRequest<E>;
      return { STATUS_CODE: 200, RESPONSE: await handler(input, request, reply) };
    },
  });
}

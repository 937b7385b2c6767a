import type { Endpoint } from '../../contracts/endpoint.ts';
import type { EndpointAnswer, EndpointInput, EndpointRef } from '../../contracts/endpoint-ref.ts';
import type { ApiClient, QueryValue } from './client.ts';

/**
 * The storefront's one way to call the API: an endpoint's zod-free twin, its typed input, and the
 * answer's `RESPONSE`. Path parameters fill the `:name` segments, URI-encoded. A POST or PUT
 * without a body sends `{}`, as the client always has.
 */
export async function callEndpoint<E extends Endpoint>(
  client: ApiClient,
  ref: EndpointRef<E>,
  input: EndpointInput<E>,
  action: string,
): Promise<EndpointAnswer<E>> {
  const params: Record<string, unknown> = input.params ?? {};
  const path = ref.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const body = ref.method === 'POST' || ref.method === 'PUT' ? (input.body ?? {}) : undefined;
  const query: Record<string, QueryValue> | undefined = input.query;
  const answer = await client.request<{ RESPONSE: EndpointAnswer<E> }>(path, {
    method: ref.method,
    query,
    body,
    form: ref.form,
    action,
  });
  return answer.RESPONSE;
}

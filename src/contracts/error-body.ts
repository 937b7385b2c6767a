import type { ErrorBody } from './envelope.ts';

/**
 * Whether an answer is in the API's error shape. Written without zod so that the browser's
 * first load does not carry the schema library for one check.
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  const response = body.RESPONSE as Record<string, unknown> | null | undefined;
  return (
    typeof body.STATUS_CODE === 'number' &&
    typeof body.ERROR_CODE === 'string' &&
    typeof body.ERROR_MESSAGE === 'string' &&
    typeof response === 'object' &&
    response !== null &&
    typeof response.errorCode === 'string'
  );
}

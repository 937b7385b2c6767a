import { z } from 'zod';

/**
 * Every API answer is an envelope: `RESPONSE` holds the payload of a success; an error fills
 * `ERROR_CODE`, `ERROR_MESSAGE` and `RESPONSE.errorCode`, the field the storefront reads
 * (spec 000 §3 "Error response shape: error.RESPONSE.errorCode"). See docs/decisions/0002.
 */
export const envelope = <T extends z.ZodType>(response: T) =>
  z.object({
    STATUS_CODE: z.number().int(),
    RESPONSE: response,
  });

export const errorDetailSchema = z.object({
  /** Dotted path of the offending field in the request, e.g. `body.loginId`. */
  field: z.string(),
  message: z.string(),
});

export const errorBodySchema = z.object({
  STATUS_CODE: z.number().int(),
  ERROR_CODE: z.string(),
  ERROR_MESSAGE: z.string(),
  RESPONSE: z.object({
    errorCode: z.string(),
    errorMessage: z.string(),
    /** Field-level problems of a rejected request, when there are any. */
    details: z.array(errorDetailSchema).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Error codes of the platform itself; domain codes (LOGIN_1012, ...) sit with their domains. */
export const platformErrorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unauthorized: 'UNAUTHORIZED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  conflict: 'CONFLICT',
  internal: 'INTERNAL_ERROR',
} as const;

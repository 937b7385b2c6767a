import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { platformErrorCodes, type ErrorBody } from '../../contracts/envelope.ts';
import { AppError } from './app-error.ts';

export function errorBody(
  status: number,
  code: string,
  message: string,
  details?: ErrorBody['RESPONSE']['details'],
): ErrorBody {
  return {
    STATUS_CODE: status,
    ERROR_CODE: code,
    ERROR_MESSAGE: message,
    RESPONSE: { errorCode: code, errorMessage: message, ...(details?.length ? { details } : {}) },
  };
}

/** Fastify's own client-error codes, mapped to ours; every one of them is a 4xx. */
const fastifyCodes: Record<string, { code: string; status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: platformErrorCodes.badRequest,
    status: 400,
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: platformErrorCodes.badRequest,
    status: 400,
    message: 'The request body is empty',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: platformErrorCodes.payloadTooLarge,
    status: 413,
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: platformErrorCodes.unsupportedMediaType,
    status: 415,
    message: 'Send JSON or form-encoded data',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: platformErrorCodes.badRequest,
    status: 400,
    message: 'The request body length is wrong',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    code: platformErrorCodes.unsupportedMediaType,
    status: 415,
    message: 'Send JSON or form-encoded data',
  },
  FST_ERR_BAD_URL: { code: platformErrorCodes.badRequest, status: 400, message: 'The address is not valid' },
  FST_ERR_ASYNC_CONSTRAINT: { code: platformErrorCodes.badRequest, status: 400, message: 'The request is not valid' },
  FST_ERR_VALIDATION: { code: platformErrorCodes.validation, status: 400, message: 'The request is not valid' },
  FST_ERR_QSP_INVALID: { code: platformErrorCodes.badRequest, status: 400, message: 'The query string is not valid' },
};

function toBody(error: unknown): ErrorBody {
  if (error instanceof AppError) return errorBody(error.status, error.code, error.message, error.details);
  if (error instanceof ZodError) {
    const details = error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    const first = details[0];
    return errorBody(
      400,
      platformErrorCodes.validation,
      first ? `${first.field || 'request'}: ${first.message}` : 'The request is not valid',
      details,
    );
  }
  const fe = error as FastifyError;
  const known = fe?.code ? fastifyCodes[fe.code] : undefined;
  if (known) return errorBody(known.status, known.code, known.message);
  // Any other error a client caused (status 4xx set by a plugin) keeps its status.
  if (typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    const code = fe.statusCode === 429 ? platformErrorCodes.tooManyRequests : platformErrorCodes.badRequest;
    return errorBody(fe.statusCode, code, fe.message || 'The request is not valid');
  }
  return errorBody(500, platformErrorCodes.internal, "Something's not right. Please try again.");
}

/** The one error handler: every error leaves the server in the spec's error shape. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const body = toBody(error);
    if (body.STATUS_CODE >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.ERROR_CODE }, body.ERROR_MESSAGE);
    // An error answer goes nowhere: a Location set before the failure (a redirect whose header
    // could not be written) must not make the error answer fail as well.
    reply.removeHeader('location');
    return reply.status(body.STATUS_CODE).type('application/json; charset=utf-8').send(body);
  });
}

export function notFoundBody(request: FastifyRequest): ErrorBody {
  return errorBody(404, platformErrorCodes.notFound, `No such address: ${request.method} ${request.url.split('?')[0]}`);
}

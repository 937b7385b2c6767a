import { platformErrorCodes } from '../../contracts/envelope.ts';

type Detail = { field: string; message: string };

/**
 * The one error type of the server. A domain throws `new AppError('LOGIN_1012', message, 400)`;
 * the error handler turns it into the spec's error shape with that status.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = 400,
    readonly details?: Detail[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(what = 'The page you are looking for') {
    return new AppError(platformErrorCodes.notFound, `${what} could not be found`, 404);
  }

  static badRequest(message: string, details?: Detail[]) {
    return new AppError(platformErrorCodes.validation, message, 400, details);
  }

  static unauthorized(message = 'Please log in to continue') {
    return new AppError(platformErrorCodes.unauthorized, message, 401);
  }

  static conflict(message: string) {
    return new AppError(platformErrorCodes.conflict, message, 409);
  }
}

import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import zlib from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Logger } from '../logger.ts';
import { platformErrorCodes } from '../../contracts/envelope.ts';
import { errorBody, registerErrorHandler } from './error-handler.ts';
import { registerAnswerCompression } from './compress-answers.ts';
import { registerInputGuard } from './input-guard.ts';
import { registerSecurity, type SecurityOptions } from './security.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every method and path registered, in order (HEAD twins left out): the generated-input test walks them. */
    routeList: { method: string; url: string }[];
  }
}

export interface HttpServerOptions {
  logger: Logger;
  security: SecurityOptions;
  /** Largest accepted request body; anything above gets a 413 in the spec's error shape. */
  bodyLimit?: number;
  /** Proxies whose X-Forwarded-For is believed (config TRUST_PROXY); none by default. */
  trustedProxies?: string[];
  /** Answers smaller than this many bytes go uncompressed (1 KiB by default; the web process says 4 KiB). */
  compressThreshold?: number;
}

/** The Fastify factory both processes use: errors, security, cookies, JSON and form bodies. */
export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: true },
    // Close idle keep-alive sockets on shutdown so Ctrl-C never waits on a browser tab.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Addresses the router cannot take (bad % escapes, over-long segments) get the error shape too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = status === 414 ? 'The address is too long' : 'The address is not valid';
      void reply
        .status(status)
        .header('x-content-type-options', 'nosniff')
        .type('application/json; charset=utf-8')
        .send(errorBody(status, platformErrorCodes.badRequest, message));
    },
  });
  registerErrorHandler(app);
  const routeList: FastifyInstance['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: route.url });
  });
  // State-changing calls speak JSON or forms only; text bodies get a 415.
  app.removeContentTypeParser('text/plain');
  registerSecurity(app, options.security);
  registerInputGuard(app);
  // Answers and streamed pages are compressed when the client accepts it; pages from the page
  // cache and built assets arrive already compressed and pass through untouched. Answers already in
  // memory are compressed at once (compress-answers.ts); the plugin takes the streams.
  registerAnswerCompression(app, options.compressThreshold ?? 1024);
  await app.register(compress, {
    global: true,
    threshold: options.compressThreshold ?? 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: options.bodyLimit ?? 256 * 1024 });
  return app;
}

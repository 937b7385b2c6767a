import type { FastifyRequest } from 'fastify';
import { platformErrorCodes } from '../../contracts/envelope.ts';
import { AppError } from './app-error.ts';
import { expandOrigins } from './hosts.ts';

/**
 * The CSRF defence of a GET that changes state. The spec makes some calls GETs that change
 * something (001 §7: subscribe, unsubscribe, invoice send). The platform's defence (security.ts)
 * checks the Origin of POST, PUT, PATCH and DELETE only, and the session cookie is SameSite=Lax,
 * which browsers still send on a cross-site top-level GET navigation (a link, a GET form,
 * window.open): another site could make a logged-in shopper unsubscribe. Such a GET is answered
 * only when it is a script's call from the storefront itself:
 * - `Sec-Fetch-Site`, sent by every current browser, must be `same-origin` when present;
 * - an `Origin`, when present, must be the storefront's;
 * - `Accept` must name `application/json`, as the storefront's client always sends. A navigation
 *   asks for HTML and no page can change that; a cross-site script that could set it (fetch)
 *   gets no Lax cookie, so it never acts as the shopper. This is what covers browsers that send
 *   no fetch metadata.
 * Refused: 403 FORBIDDEN_ORIGIN, like the platform's own check.
 */
export function scriptOnlyGet(storefrontOrigins: string[]): (request: FastifyRequest) => void {
  const trusted = expandOrigins(storefrontOrigins);
  const refuse = () =>
    new AppError(platformErrorCodes.forbiddenOrigin, 'This request must come from the storefront itself', 403);
  return (request) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') throw refuse();
    const origin = request.headers.origin;
    if (origin !== undefined && !trusted.has(origin)) throw refuse();
    const accept = request.headers.accept ?? '';
    if (!accept.toLowerCase().includes('application/json')) throw refuse();
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountPaths } from '../../contracts/accounts.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { readOutbox } from '../../platform/outbox.ts';
import { issueSocialToken, socialProviders } from './social.ts';

/**
 * Development-only pages (never registered in production): the SMS and email outbox, and the
 * development social login provider (docs/decisions/0020).
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (request: FastifyRequest, title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style nonce="${request.cspNonce}">
body{font-family:system-ui,sans-serif;background:#f1f3f6;margin:0;color:#212121}
header{background:#2874f0;color:#fff;padding:12px 16px;font-size:18px}
main{max-width:960px;margin:16px auto;background:#fff;padding:16px;box-shadow:0 1px 2px rgba(0,0,0,.2)}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e0e0e0;padding:8px;text-align:left;vertical-align:top;font-size:14px}
label{display:block;margin:12px 0 4px}input{font-size:16px;padding:8px;width:100%;box-sizing:border-box}
button{margin-top:16px;font-size:16px;padding:10px 20px;border:0;background:#fb641b;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#2874f0;border:1px solid #2874f0}
.error{color:#c62828;margin:8px 0 0}
</style></head><body><header>${escape(title)}</header><main>${body}</main></body></html>`;

const authorizeQuery = z.object({
  provider: z.enum(Object.keys(socialProviders) as ['google', 'facebook']),
  redirect_uri: z.string().min(1).max(2048),
  state: z.string().max(512).default(''),
});
const authorizeForm = authorizeQuery.extend({
  identity: z.string().trim().max(254).default(''),
  decision: z.enum(['allow', 'deny']).default('allow'),
});

export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(accountPaths.devOutbox, async (request, reply) => {
    const messages = await readOutbox(ctx.db, 200);
    if ((request.query as { format?: string }).format === 'json') return { STATUS_CODE: 200, RESPONSE: { messages } };
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escape(m.createdAt.toISOString())}</td><td>${m.channel}</td><td>${escape(m.recipient)}</td><td>${escape(m.subject ?? '')}</td><td>${escape(m.body)}</td></tr>`,
      )
      .join('');
    const table = messages.length
      ? `<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No messages yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(request, 'Outbox (development)', `<p>SMS and email the store sent, newest first.</p>${table}`));
  });

  /** Only a page of this storefront may receive the token. */
  const redirectTarget = (request: FastifyRequest, raw: string): URL => {
    let target: URL;
    try {
      target = new URL(raw, ctx.config.publicOrigin);
    } catch {
      throw AppError.badRequest('redirect_uri: is not a valid address');
    }
    const origins = [ctx.config.publicOrigin, `${request.protocol}://${request.host}`];
    if (!origins.includes(target.origin)) throw AppError.badRequest('redirect_uri: must be a page of this storefront');
    return target;
  };

  const authorizePage = (request: FastifyRequest, query: z.infer<typeof authorizeQuery>, error?: string) => {
    const name = socialProviders[query.provider].name;
    const hidden = (n: string, v: string) => `<input type="hidden" name="${n}" value="${escape(v)}">`;
    const alert = error ? `<p role="alert" class="error">${escape(error)}</p>` : '';
    return page(
      request,
      `Sign in with ${name} (development)`,
      `<form method="post" action="${accountPaths.devSocialAuthorize}">
${hidden('provider', query.provider)}${hidden('redirect_uri', query.redirect_uri)}${hidden('state', query.state)}
<p>This stands in for ${name}'s sign-in page. Choose the identity ${name} should report to Bazaar.</p>
<label for="identity">Email or mobile number of the ${name} account</label>
<input id="identity" name="identity" type="text" required autocomplete="off" placeholder="someone@gmail.com or 9876543210">${alert}
<button type="submit" name="decision" value="allow">Continue as this user</button>
<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Cancel</button>
</form>`,
    );
  };

  app.get(accountPaths.devSocialAuthorize, async (request, reply) => {
    const query = authorizeQuery.parse(request.query);
    redirectTarget(request, query.redirect_uri);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(authorizePage(request, query));
  });

  app.post(accountPaths.devSocialAuthorize, async (request, reply) => {
    const form = authorizeForm.parse(request.body);
    const target = redirectTarget(request, form.redirect_uri);
    const fragment = new URLSearchParams();
    if (form.decision === 'deny') {
      fragment.set('error', 'access_denied');
    } else {
      try {
        fragment.set('access_token', await issueSocialToken(ctx, form.provider, form.identity));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(authorizePage(request, form, error.message));
      }
    }
    fragment.set('state', form.state);
    target.hash = fragment.toString();
    return reply.redirect(target.toString(), 303);
  });
}

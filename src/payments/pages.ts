import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paymentPagePaths } from '../contracts/payments-paths.ts';
import { maxOtpAttempts, testOtp } from './catalogue.ts';
import { payNowUrlOfSession } from './pay-now.ts';
import { charges } from './schema.ts';
import { doneUrl, finishSuccess, retryUrl, type ServiceDeps } from './service.ts';
import { failCharge, reportFailure, sha256, type Charge } from './store.ts';

/**
 * The payment service's own pages (test mode, decision 0040): the 3-D Secure style OTP page, the
 * bank's approve/cancel page and the test UPI app. The browser reaches them from a pay answer
 * (`redirect_url`, `approve_url`) with the charge id in the path and the token in the query; both
 * must match. No script runs on them; forms post back to the same address.
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

function page(request: FastifyRequest, title: string, body: string): string {
  const nonce = request.cspNonce;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><link rel="icon" href="data:,">
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;background:#f1f3f6;margin:0;padding:2rem}main{max-width:26rem;margin:auto;background:#fff;padding:1.5rem;border-radius:4px;box-shadow:0 1px 3px #0002}h1{font-size:1.25rem}label{display:block;margin:1rem 0 .25rem}input{font-size:1.1rem;padding:.5rem;width:10rem;letter-spacing:.2em}.row{display:flex;gap:.75rem;margin-top:1.25rem}button{font-size:1rem;padding:.6rem 1.2rem;border:0;border-radius:2px;cursor:pointer}.primary{background:#fb641b;color:#fff}.secondary{background:#e0e0e0}.error{color:#c62828}.note{color:#666;font-size:.85rem}</style>
</head><body><main>${body}</main></body></html>`;
}

type Kind = keyof typeof paymentPagePaths;

async function chargeOf(deps: ServiceDeps, request: FastifyRequest): Promise<{ charge: Charge; token: string } | null> {
  const { transactionId } = request.params as { transactionId?: string };
  const { token } = request.query as { token?: string };
  if (typeof token !== 'string' || typeof transactionId !== 'string' || token.length > 200 || transactionId.length > 80)
    return null;
  const [charge] = await deps.database.db
    .select()
    .from(charges)
    .where(and(eq(charges.id, transactionId), eq(charges.sessionToken, sha256(token))));
  return charge ? { charge, token } : null;
}

const see = (reply: FastifyReply, url: string) => reply.redirect(url, 303);

function form(kind: Kind, charge: Charge, token: string, inner: string): string {
  const action = `${paymentPagePaths[kind].replace(':transactionId', encodeURIComponent(charge.id))}?token=${encodeURIComponent(token)}`;
  return `<form method="post" action="${escape(action)}">${inner}</form>`;
}

function render(kind: Kind, request: FastifyRequest, charge: Charge, token: string, message = ''): string {
  const amount = `<p>Amount: <strong>${escape(rupees(charge.amount))}</strong> to Bazaar</p>`;
  const error = message ? `<p class="error" role="alert">${escape(message)}</p>` : '';
  if (kind === 'otp')
    return page(
      request,
      'Verify your payment',
      `<h1>Verify your payment</h1>${amount}<p>${escape(charge.label)}</p>${error}${form(
        kind,
        charge,
        token,
        `<label for="otp">One-time password sent to your mobile</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required pattern="[0-9]{6}" autofocus>
<p class="note">Test mode: the OTP is ${testOtp}.</p>
<div class="row"><button class="primary" name="action" value="submit">Submit</button><button class="secondary" name="action" value="cancel" formnovalidate>Cancel payment</button></div>`,
      )}`,
    );
  if (kind === 'bank')
    return page(
      request,
      'Net banking',
      `<h1>${escape(charge.label)}</h1>${amount}<p class="note">Test bank page: approve or cancel this payment.</p>${form(
        kind,
        charge,
        token,
        `<div class="row"><button class="primary" name="action" value="approve" autofocus>Approve payment</button><button class="secondary" name="action" value="cancel">Cancel</button></div>`,
      )}`,
    );
  return page(
    request,
    'UPI collect request',
    `<h1>Collect request: ${escape(charge.label)}</h1>${amount}${error}<p class="note">Test UPI app: approve or decline the request. The store's page follows by itself.</p>${form(
      kind,
      charge,
      token,
      `<div class="row"><button class="primary" name="action" value="approve" autofocus>Approve</button><button class="secondary" name="action" value="decline">Decline</button></div>`,
    )}`,
  );
}

async function ended(
  kind: Kind,
  deps: ServiceDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  charge: Charge,
  token: string,
) {
  if (kind === 'upi') {
    const text =
      charge.status === 'SUCCESS' ? 'Payment approved. You can go back to the store.' : 'This request is closed.';
    return reply.type('text/html; charset=utf-8').send(page(request, 'UPI', `<h1>${escape(text)}</h1>`));
  }
  if (charge.status === 'SUCCESS') return see(reply, doneUrl(deps, charge.id, token));
  // A pay-now payment goes back to its order rather than to the checkout.
  return see(
    reply,
    await payNowUrlOfSession(deps.database.db, deps.publicOrigin, charge.sessionToken, retryUrl(deps, 'DECLINED')),
  );
}

export function registerPaymentPages(app: FastifyInstance, deps: ServiceDeps): void {
  for (const kind of Object.keys(paymentPagePaths) as Kind[]) {
    const path = paymentPagePaths[kind];
    /** The page's pending charge; otherwise the answer is sent (not found, or where an ended one leads) and null. */
    const pendingCharge = async (request: FastifyRequest, reply: FastifyReply) => {
      const found = await chargeOf(deps, request);
      if (!found || found.charge.step !== kind.toUpperCase()) {
        await reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(page(request, 'Not found', '<h1>No such payment</h1>'));
        return null;
      }
      if (found.charge.status === 'PENDING') return found;
      await ended(kind, deps, request, reply, found.charge, found.token);
      return null;
    };
    app.get(path, async (request, reply) => {
      const found = await pendingCharge(request, reply);
      if (!found) return reply;
      const { charge, token } = found;
      return reply.type('text/html; charset=utf-8').send(render(kind, request, charge, token));
    });
    app.post(path, async (request, reply) => {
      const found = await pendingCharge(request, reply);
      if (!found) return reply;
      const { charge, token } = found;
      const body = (request.body ?? {}) as { action?: unknown; otp?: unknown };
      const action = typeof body.action === 'string' ? body.action : '';
      const decline = async (status: 'DECLINED' | 'CANCELLED') => {
        await failCharge(deps, charge.id, status);
        await reportFailure(deps, token, charge.id, status);
        const [after] = await deps.database.db.select().from(charges).where(eq(charges.id, charge.id));
        return ended(kind, deps, request, reply, after ?? charge, token);
      };
      const approve = async () => {
        if (charge.outcome !== 'SUCCESS') return decline('DECLINED');
        const answer = await finishSuccess(deps, charge.id, token, [charge.id], charge.total);
        if (kind === 'upi') {
          const [after] = await deps.database.db.select().from(charges).where(eq(charges.id, charge.id));
          return ended(kind, deps, request, reply, after ?? charge, token);
        }
        return see(
          reply,
          await payNowUrlOfSession(
            deps.database.db,
            deps.publicOrigin,
            charge.sessionToken,
            answer.redirect_url ?? retryUrl(deps, 'FAILED'),
          ),
        );
      };
      if (action === 'cancel' || action === 'decline') return decline(kind === 'upi' ? 'DECLINED' : 'CANCELLED');
      if (kind !== 'otp')
        return action === 'approve'
          ? approve()
          : reply.type('text/html; charset=utf-8').send(render(kind, request, charge, token));
      if (typeof body.otp === 'string' && body.otp.trim() === testOtp) return approve();
      const [counted] = await deps.database.db
        .update(charges)
        .set({ attempts: sql`${charges.attempts} + 1` })
        .where(and(eq(charges.id, charge.id), eq(charges.status, 'PENDING')))
        .returning({ attempts: charges.attempts });
      const attempts = counted?.attempts ?? maxOtpAttempts;
      if (attempts >= maxOtpAttempts) return decline('DECLINED');
      const left = maxOtpAttempts - attempts;
      return reply
        .type('text/html; charset=utf-8')
        .send(render(kind, request, charge, token, `Incorrect OTP. ${left} attempt${left === 1 ? '' : 's'} left.`));
    });
  }
}

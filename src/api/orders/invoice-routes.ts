import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invoiceDownloadQuery, orderIdParams, ordersEndpoints as on } from '../../contracts/orders.ts';
import { ordersMessages as messages, ordersPaths } from '../../contracts/orders-paths.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { loggedIn, requireAccount } from '../../platform/http/require-account.ts';
import { scriptOnlyGet } from '../../platform/http/script-only-get.ts';
import { invoiceLinkValid } from './invoice-link.ts';
import { downloadInvoice, sendInvoice, type InvoiceAccess } from './invoice-service.ts';

/**
 * The GST invoice's calls (issue 13 item 4), registered by `orderRoutes` inside its session scope:
 * the PDF download (not an envelope: the browser saves the file) and the e-mail (an endpoint of
 * the contract).
 */
export function invoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(ordersPaths.invoiceDownload, async (request, reply) => {
    const params = orderIdParams.safeParse(request.params);
    const query = invoiceDownloadQuery.safeParse(request.query);
    if (!params.success) throw AppError.badRequest('orderId: must be an order id');
    if (!query.success) throw AppError.badRequest('The invoice link is not valid');
    const { orderId } = params.data;
    const access = await accessOf(ctx, request, orderId, query.data);
    const invoice = await downloadInvoice(ctx, orderId, access);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(invoice.pdf);
  });

  // A GET that sends mail (spec 001 §7): only the storefront's own script may call it (script-only-get.ts).
  const scriptOnly = scriptOnlyGet([ctx.config.publicOrigin]);
  registerEndpoint(
    app,
    on.invoiceSend,
    async ({ params, query }, request) => sendInvoice(ctx, await requireAccount(request), params.orderId, query.email),
    {
      before: async (request) => {
        scriptOnly(request);
        await loggedIn.before(request);
      },
    },
  );
}

/**
 * A signed link of the invoice e-mail opens its order's invoice without a session; anything else
 * needs the logged-in owner. A link past its date, without a session, is a 401 that says so.
 */
async function accessOf(
  ctx: AppContext,
  request: FastifyRequest,
  orderId: string,
  link: { expires?: number | undefined; signature?: string | undefined },
): Promise<InvoiceAccess> {
  if (link.expires !== undefined && link.signature !== undefined) {
    if (invoiceLinkValid(ctx.config.PAYMENTS_SIGNING_SECRET, orderId, link.expires, link.signature)) {
      return { signedLink: true };
    }
    const session = await request.loadSession();
    if (!session?.accountId) throw AppError.unauthorized(messages.invoiceLinkExpired);
    return { accountId: session.accountId };
  }
  return { accountId: await requireAccount(request) };
}

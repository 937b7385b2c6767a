import { platformErrorCodes } from '../../contracts/envelope.ts';
import {
  invoiceEmailPattern,
  ordersErrorCodes,
  ordersMessages as messages,
  ordersPaths,
  type UnitStatus,
} from '../../contracts/orders-paths.ts';
import type { AppContext } from '../../platform/context.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { writeOutbox } from '../../platform/outbox.ts';
import { consume, reset } from '../../platform/rate-limit.ts';
import { getAccount } from '../accounts/service.ts';
import { sellerAndCategoriesForInvoice } from '../catalogue/service.ts';
import { invoiceAllowed } from './flags.ts';
import { invoiceDocument, invoiceMoney } from './invoice-document.ts';
import { invoiceLinkDays, signedInvoiceQuery } from './invoice-link.ts';
import { financialYearOf, invoiceDateText, invoiceNumber } from './invoice-number.ts';
import type { renderInvoicePdf as RenderInvoicePdf } from './invoice-pdf.ts';
import { allocateInvoice, selectInvoiceOrder, type InvoiceOrder, type InvoiceRow } from './invoice-repository.ts';

/**
 * pdfkit and fontkit are loaded with the first invoice, not at start: most web processes never
 * make one, and loaded at start they held about 50 MiB of every process at rest (the bench's
 * memory row, budget 700 MiB for the web process and the payment service together).
 */
let pdfModule: Promise<typeof RenderInvoicePdf> | null = null;
const invoicePdf = () => (pdfModule ??= import('./invoice-pdf.ts').then((m) => m.renderInvoicePdf));

/**
 * The GST tax invoice of an order (issue 13 item 4; docs/decisions/0046-gst-invoice.md): a PDF
 * to download once a unit of the order is delivered (the isDownloadInvoiceAllowed rule of
 * flags.ts), and an e-mail with a signed link to it through the outbox. The invoice is numbered
 * the first time it is asked for, in the seller's series of the financial year, and keeps that
 * number and date for ever.
 */
type Deps = Pick<AppContext, 'db' | 'config' | 'logger'>;

const notFound = () => new AppError(ordersErrorCodes.notFound, messages.notFound, 404);

/** Who asks: a logged-in account (its own orders only), or the holder of a signed link to this order. */
export type InvoiceAccess = { accountId: string } | { signedLink: true };

/** The order of the invoice, or 404 for an unknown or another account's order (revealing nothing). */
async function orderOf(deps: Deps, orderId: string, access: InvoiceAccess): Promise<InvoiceOrder> {
  const found = await selectInvoiceOrder(deps.db, orderId);
  if (!found || ('accountId' in access && found.order.accountId !== access.accountId)) throw notFound();
  return found;
}

/** 409 until a unit of the order is delivered (the rule of the order detail's isDownloadInvoiceAllowed). */
function assertDelivered(found: InvoiceOrder): void {
  if (!invoiceAllowed(found.unitStatuses.map((status) => ({ status: status as UnitStatus })))) {
    throw new AppError(ordersErrorCodes.actionNotAllowed, messages.invoiceNotReady, 409);
  }
}

/** The order's invoice number and date: read when it has them, else allocated now (once). */
async function numbered(deps: Deps, found: InvoiceOrder): Promise<InvoiceRow> {
  if (found.invoice) return found.invoice;
  const { id: orderId, sellerId } = found.order;
  const issuedAt = new Date();
  const financialYear = financialYearOf(issuedAt);
  return withTransaction(deps.db, (tx) =>
    allocateInvoice(tx, { orderId, sellerId, financialYear, issuedAt }, (serial) =>
      invoiceNumber(sellerId, financialYear, serial),
    ),
  );
}

export interface InvoicePdf {
  number: string;
  /** `invoice-{orderId}.pdf`, for the content-disposition. */
  fileName: string;
  pdf: Buffer;
}

/** `GET invoiceDownload`: the invoice PDF of a delivered order. */
export async function downloadInvoice(deps: Deps, orderId: string, access: InvoiceAccess): Promise<InvoicePdf> {
  const found = await orderOf(deps, orderId, access);
  assertDelivered(found);
  const { order, items } = found;
  const [invoice, catalogue] = await Promise.all([
    numbered(deps, found),
    sellerAndCategoriesForInvoice(
      deps.db,
      order.sellerId,
      items.map((i) => i.productId),
    ),
  ]);
  const document = invoiceDocument({
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    orderId: order.id,
    placedAt: order.placedAt,
    seller: catalogue.seller ?? { name: order.sellerName, gstin: null, address: null, state: null, pincode: null },
    shippingAddress: order.shippingAddress,
    customerEmail: order.customerEmail,
    items,
    categories: catalogue.categories,
  });
  return {
    number: invoice.number,
    fileName: `invoice-${order.id.replace(/[^A-Za-z0-9-]/g, '')}.pdf`,
    pdf: await (await invoicePdf())(document),
  };
}

/** A repeat to the same address within this time answers "sent" and sends nothing. */
export const invoiceResendGapMs = 60_000;
/** E-mails of one order's invoice an hour, to any addresses; past it 429. */
export const invoiceEmailsPerHour = 10;

/**
 * `GET invoiceSend`: the invoice e-mailed, to `email` or else the account's address (else the
 * order's checkout address), with a signed link to the PDF. 404 for another account's order,
 * 400 INVOICE_EMAIL_INVALID for a missing or malformed address, 409 until a unit is delivered.
 * The same address asked again within a minute (a double click, a retry) sends nothing more.
 */
export async function sendInvoice(
  deps: Deps,
  accountId: string,
  orderId: string,
  email: string | undefined,
): Promise<{ message: string }> {
  const found = await orderOf(deps, orderId, { accountId });
  const to = email?.trim() || (await getAccount(deps, accountId))?.email || found.order.customerEmail || '';
  if (!invoiceEmailPattern.test(to))
    throw new AppError(ordersErrorCodes.invoiceEmail, messages.invoiceEmailInvalid, 400);
  assertDelivered(found);

  const repeatKey = `invoice-send:${orderId}:${to.toLowerCase()}`;
  if (!(await consume(deps.db, repeatKey, 1, invoiceResendGapMs)).allowed) return { message: messages.invoiceSent };
  try {
    if (!(await consume(deps.db, `invoice-send:${orderId}`, invoiceEmailsPerHour, 3600_000)).allowed) {
      throw new AppError(platformErrorCodes.tooManyRequests, messages.invoiceEmailLimit, 429);
    }
    const invoice = await numbered(deps, found);
    await writeOutbox(deps.db, {
      channel: 'EMAIL',
      to,
      subject: `Tax invoice ${invoice.number} for your order ${orderId}`,
      body: invoiceEmailBody(deps, found, invoice),
    });
  } catch (error) {
    // Nothing was sent: a retry within the minute must not be taken for a repeat.
    await reset(deps.db, repeatKey).catch(() => undefined);
    throw error;
  }
  return { message: messages.invoiceSent };
}

function invoiceEmailBody(deps: Deps, found: InvoiceOrder, invoice: InvoiceRow): string {
  const { order } = found;
  const path = ordersPaths.invoiceDownload.replace(':orderId', encodeURIComponent(order.id));
  const link = `${deps.config.publicOrigin}${path}?${signedInvoiceQuery(deps.config.PAYMENTS_SIGNING_SECRET, order.id)}`;
  return [
    `Hello${order.shippingAddress?.name ? ` ${order.shippingAddress.name}` : ''},`,
    '',
    `Here is the GST tax invoice of your order ${order.id} from ${order.sellerName}.`,
    `Invoice number: ${invoice.number}`,
    `Invoice date: ${invoiceDateText(invoice.issuedAt)}`,
    `Amount: ${invoiceMoney(order.amount)}`,
    '',
    `Download the invoice (PDF): ${link}`,
    `The link works for ${invoiceLinkDays} days; after that, download the invoice from your order's page.`,
  ].join('\n');
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { invoiceMoney, type InvoiceDocument, type InvoiceLine } from './invoice-document.ts';

/**
 * The invoice laid out as an A4 PDF with pdfkit (docs/decisions/0046-gst-invoice.md). The text is
 * set in DejaVu Sans (the `dejavu-fonts-ttf` package), embedded as a subset: the 14 standard PDF
 * fonts have no rupee sign (U+20B9). pdfkit writes a ToUnicode map for an embedded font, so the
 * PDF's text can be searched, copied and read back by a program.
 */

const require = createRequire(import.meta.url);

let fonts: Promise<{ regular: fontkit.Font; bold: fontkit.Font }> | null = null;
/**
 * The two faces, read and parsed once a process and shared by every document: parsed again for
 * each one, they cost about 26 ms of CPU a document; with one shared parse a whole invoice takes
 * about 12 ms. Each document still makes its own subset of the glyphs it used.
 */
function loadFonts() {
  const parse = async (file: string): Promise<fontkit.Font> => {
    const font = fontkit.create(await readFile(file));
    if ('fonts' in font) throw new Error(`${file} is a font collection, not a font`);
    return font;
  };
  fonts ??= Promise.all([
    parse(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    parse(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

const page = { width: 595.28, height: 841.89, margin: 36 };
const contentWidth = page.width - 2 * page.margin;
const grey = '#555555';
const rule = '#b0b0b0';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: InvoiceLine) => string;
}

/** The item table's columns: CGST and SGST within a state, IGST across; the description takes the rest. */
function columnsOf(doc: InvoiceDocument): Column[] {
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (l) => String(l.position) },
    { title: 'Description', width: 0, align: 'left', cell: (l) => l.title },
    { title: 'HSN', width: 40, align: 'left', cell: (l) => l.hsn },
    { title: 'Qty', width: 24, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Taxable value', width: 64, align: 'right', cell: (l) => invoiceMoney(l.taxable) },
    // Within a state the rate is half CGST and half SGST: '9% + 9%'.
    {
      title: 'Rate',
      width: 46,
      align: 'right',
      cell: (l) => (doc.interState ? `${l.rate}%` : `${l.rate / 2}% + ${l.rate / 2}%`),
    },
    ...(doc.interState
      ? [{ title: 'IGST', width: 62, align: 'right' as const, cell: (l: InvoiceLine) => invoiceMoney(l.igst) }]
      : [
          { title: 'CGST', width: 56, align: 'right' as const, cell: (l: InvoiceLine) => invoiceMoney(l.cgst) },
          { title: 'SGST', width: 56, align: 'right' as const, cell: (l: InvoiceLine) => invoiceMoney(l.sgst) },
        ]),
    { title: 'Total', width: 66, align: 'right', cell: (l) => invoiceMoney(l.amount) },
  ];
  const rest = contentWidth - fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.title === 'Description' ? { ...c, width: rest } : c));
}

/** The invoice as PDF bytes. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { regular, bold } = await loadFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    info: {
      Title: `Tax invoice ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: `Tax invoice of order ${invoice.orderId}`,
      // The invoice's own date, not the download's: the same invoice makes the same bytes every time.
      CreationDate: invoice.issuedAt,
    },
  });
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = page.margin;
  const half = contentWidth / 2;
  let y = page.margin;

  // Title and the invoice's identity.
  pdf.font('bold').fontSize(16).fillColor('black').text('Tax Invoice', left, y);
  pdf
    .font('regular')
    .fontSize(8)
    .fillColor(grey)
    .text('Original for Recipient', left + half, y + 4, { width: half, align: 'right' });
  y += 26;
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Invoice date', invoice.dateText],
    ['Order id', invoice.orderId],
    ['Order date', invoice.orderDateText],
    ['Place of supply', invoice.placeOfSupply],
  ];

  // Seller on the left, the invoice's facts on the right.
  const sellerLines = [
    invoice.seller.address,
    [invoice.seller.state, invoice.seller.pincode].filter(Boolean).join(' ') || null,
  ].filter((line): line is string => Boolean(line));
  pdf.font('bold').fontSize(9).fillColor('black').text('Sold by', left, y);
  pdf
    .font('bold')
    .fontSize(10)
    .text(invoice.seller.name, left, y + 12, { width: half - 12 });
  pdf
    .font('regular')
    .fontSize(9)
    .text(sellerLines.join('\n'), { width: half - 12 });
  pdf.text(`GSTIN: ${invoice.seller.gstin ?? 'not registered'}`, { width: half - 12 });
  const sellerBottom = pdf.y;
  let factY = y;
  for (const [name, value] of facts) {
    pdf
      .font('regular')
      .fontSize(9)
      .fillColor(grey)
      .text(`${name}:`, left + half, factY, { width: 90 });
    pdf
      .font('bold')
      .fillColor('black')
      .text(value, left + half + 90, factY, { width: half - 90 });
    factY = pdf.y + 2;
  }
  y = Math.max(sellerBottom, factY) + 12;

  // Buyer: billed and shipped to the delivery address of the order.
  const buyer = invoice.buyer;
  const buyerLines = buyer
    ? [
        [buyer.addressLine2, buyer.addressLine1].filter(Boolean).join(', '),
        buyer.landmark ? `Landmark: ${buyer.landmark}` : null,
        `${buyer.city}, ${buyer.state} ${buyer.pincode}`,
        `Phone: ${buyer.phone}`,
      ].filter((line): line is string => Boolean(line))
    : ['No delivery address is on record for this order.'];
  pdf.font('bold').fontSize(9).text('Billing and shipping address', left, y);
  pdf
    .font('bold')
    .fontSize(10)
    .text(buyer?.name ?? '', left, y + 12, { width: contentWidth });
  pdf.font('regular').fontSize(9).text(buyerLines.join('\n'), { width: contentWidth });
  if (invoice.customerEmail) pdf.text(`E-mail: ${invoice.customerEmail}`);
  y = pdf.y + 14;

  // The items.
  const columns = columnsOf(invoice);
  const cells = (values: string[], font: 'regular' | 'bold', top: number) => {
    pdf.font(font).fontSize(8).fillColor('black');
    let x = left;
    let height = 0;
    columns.forEach((c, i) => {
      const text = values[i] ?? '';
      pdf.text(text, x + 2, top, { width: c.width - 4, align: c.align });
      height = Math.max(height, pdf.heightOfString(text, { width: c.width - 4 }));
      x += c.width;
    });
    return height;
  };
  const line = (at: number) =>
    pdf
      .moveTo(left, at)
      .lineTo(left + contentWidth, at)
      .strokeColor(rule)
      .stroke();
  line(y);
  y += 4;
  y += cells(
    columns.map((c) => c.title),
    'bold',
    y,
  );
  y += 4;
  line(y);
  for (const item of invoice.lines) {
    y += 4;
    const height = cells(
      columns.map((c) => c.cell(item)),
      'regular',
      y,
    );
    y += height + 4;
    if (y > page.height - 200) {
      pdf.addPage();
      y = page.margin;
    }
  }
  line(y);
  y += 4;
  const t = invoice.totals;
  const totalRow = columns.map((c) => {
    if (c.title === 'Description') return 'Total';
    if (c.title === 'Taxable value') return invoiceMoney(t.taxable);
    if (c.title === 'CGST') return invoiceMoney(t.cgst);
    if (c.title === 'SGST') return invoiceMoney(t.sgst);
    if (c.title === 'IGST') return invoiceMoney(t.igst);
    if (c.title === 'Total') return invoiceMoney(t.amount);
    return '';
  });
  y += cells(totalRow, 'bold', y) + 4;
  line(y);
  y += 12;

  // Totals in figures and in words, and what the law asks an invoice to state.
  const tax = t.cgst + t.sgst + t.igst;
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor('black')
    .text(`Total taxable value: ${invoiceMoney(t.taxable)}`, left, y, { width: contentWidth, align: 'right' });
  pdf.text(
    invoice.interState
      ? `IGST: ${invoiceMoney(t.igst)}`
      : `CGST: ${invoiceMoney(t.cgst)}    SGST: ${invoiceMoney(t.sgst)}`,
    { width: contentWidth, align: 'right' },
  );
  pdf.text(`Total tax: ${invoiceMoney(tax)}`, { width: contentWidth, align: 'right' });
  pdf
    .font('bold')
    .fontSize(11)
    .text(`Grand total: ${invoiceMoney(t.amount)}`, { width: contentWidth, align: 'right' });
  y = pdf.y + 10;
  pdf.font('bold').fontSize(9).text('Amount in words:', left, y);
  pdf.font('regular').text(invoice.totalInWords, { width: contentWidth });
  y = pdf.y + 10;
  pdf
    .font('regular')
    .fontSize(8)
    .fillColor(grey)
    .text('Whether tax is payable on reverse charge: No', left, y, { width: contentWidth });
  pdf.text('Prices include GST; delivery charges, where any, are taxed at the rate of the goods they deliver.', {
    width: contentWidth,
  });
  y = pdf.y + 24;
  pdf
    .font('bold')
    .fontSize(9)
    .fillColor('black')
    .text(`For ${invoice.seller.name}`, left + half, y, { width: half, align: 'right' });
  pdf.font('regular').text('Authorised Signatory', { width: half, align: 'right' });
  pdf
    .fontSize(7)
    .fillColor(grey)
    .text('This is a computer-generated invoice and needs no signature.', left, page.height - page.margin - 12, {
      width: contentWidth,
      align: 'center',
      lineBreak: false,
    });

  pdf.end();
  return done;
}

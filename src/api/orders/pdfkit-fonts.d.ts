import type { Font } from 'fontkit';

// pdfkit 0.20 also takes a font that fontkit has already parsed (its PDFFontFactory.open accepts
// anything with `layout`); @types/pdfkit 0.17 does not say so yet. The invoice shares one parse
// of each face across documents (invoice-pdf.ts).
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}

import { pdfFile } from '../../server/domain/ptw/pdf';

/** A real one-page PDF (catalogue, page tree, one empty page, cross-reference table), as a PDF reader opens it. */
export const onePagePdf = (): Buffer =>
  pdfFile(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> >>',
    ],
    '1.7',
  );

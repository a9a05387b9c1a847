import { downloadCreditNotePdf, downloadInvoicePdf } from '@/api/billing';
import { DownloadButton } from '@/components/download-button';

const fetchers = { invoice: downloadInvoicePdf, 'credit note': downloadCreditNotePdf } as const;

/**
 * Download PDF of an invoice or credit note: fetched with the bearer token and saved as `<number>.pdf` (e.g.
 * INV-1001-202609.pdf); busy while it loads, a toast naming the document when it fails.
 */
export function PdfButton({
  kind,
  id,
  size,
  label = 'Download PDF',
  ariaLabel,
}: {
  kind: keyof typeof fetchers;
  id: string;
  size?: 'small';
  /** The visible text; in a list row it names the document. */
  label?: string;
  /** The button's name where its text alone would not say which document (it holds the visible text). */
  ariaLabel?: string;
}) {
  return (
    <DownloadButton
      size={size}
      aria-label={ariaLabel}
      download={() => fetchers[kind](id)}
      fileName={`${id}.pdf`}
      failure={{
        title: 'Download failed',
        description: `The PDF of ${kind} ${id} could not be downloaded. Please try again.`,
      }}
    >
      {label}
    </DownloadButton>
  );
}

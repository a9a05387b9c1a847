import { describe, expect, it } from 'vitest';
import {
  bytesPerMegabyte,
  checkPtwSelection,
  isPdfByType,
  oversizeToast,
  ptwApproval,
  ptwDownloadParams,
  ptwLimits,
  ptwMessages,
  ptwToasts,
  ptwUploadFields,
  startsLikePdf,
} from '../../src/lib/ptw-rules';

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const pdf = (name: string, bytes: Uint8Array = pdfBytes, type = 'application/pdf') =>
  new File([bytes as BlobPart], name, { type });
/** A file that claims a size without holding the bytes (the size rule reads only `size`). */
const sized = (name: string, size: number) => ({
  name,
  type: 'application/pdf',
  size,
  slice: () => new Blob([pdfBytes as BlobPart]),
});

describe('PTW limits (spec 3 §5, §9)', () => {
  it('are 4 files of 2 MB, a megabyte being 1024 × 1024 bytes', () => {
    expect(bytesPerMegabyte).toBe(1_048_576);
    expect(ptwLimits.maxFiles).toBe(4);
    expect(ptwLimits.maxFileBytes).toBe(2 * 1_048_576);
  });

  it('name the limit in the oversize warning, with the files, shown 10 s', () => {
    const toast = oversizeToast(['a.pdf', 'b.pdf']);
    expect(toast.duration).toBe(10);
    expect(toast.description).toMatch(
      /^File size limit exceeded.* exceed the maximum size limit of 2 MB: a\.pdf, b\.pdf$/,
    );
  });

  it('every PTW toast lasts 10 s and carries the spec words', () => {
    expect(Object.values(ptwToasts).map((t) => t.duration)).toEqual([10, 10, 10, 10, 10]);
    expect(ptwToasts.uploaded).toMatchObject({
      title: 'PTW files uploaded successfully',
      description: 'PTW file upload request submitted.',
    });
    expect(ptwToasts.uploadFailed).toMatchObject({
      title: 'PTW file upload was unsuccessful',
      description: 'Sorry, PTW file upload failed, please try again or contact support',
    });
    expect(ptwToasts.uploadFailedAfterOrder.description).toBe(
      'Sorry, PTW file upload failed. Please proceed to the Service Portal and try again.',
    );
    expect(ptwToasts.downloadFailed).toMatchObject({
      title: 'Download failed',
      description: 'Unable to download the file. Please try again.',
    });
    expect(ptwMessages.notApproved).toBe('PTW documents should be approved');
    expect(ptwMessages.verification).toBe('I verify that the files I submitted are signed by the right authorities.');
    expect(ptwMessages.noPtwNotice).toContain('are you sure you want to proceed?');
  });
});

describe('ptwApproval', () => {
  it('asks for the tick only when files are chosen', () => {
    expect(ptwApproval([], false)).toBe('none');
    expect(ptwApproval([], true)).toBe('none');
    expect(ptwApproval([1], false)).toBe('not-approved');
    expect(ptwApproval([1], true)).toBe('approved');
  });
});

describe('PDF checks on the client', () => {
  it('by declared type: application/pdf, or a .pdf name with no or a generic type', () => {
    expect(isPdfByType({ name: 'x.bin', type: 'application/pdf' })).toBe(true);
    expect(isPdfByType({ name: 'x.PDF', type: '' })).toBe(true);
    expect(isPdfByType({ name: 'x.pdf', type: 'application/octet-stream' })).toBe(true);
    expect(isPdfByType({ name: 'x.pdf', type: 'image/png' })).toBe(false);
    expect(isPdfByType({ name: 'x.png', type: '' })).toBe(false);
  });

  it('by the first bytes when the browser can read them', async () => {
    expect(await startsLikePdf(pdf('a.pdf'))).toBe(true);
    expect(await startsLikePdf(pdf('a.pdf', pngBytes))).toBe(false);
    expect(await startsLikePdf(pdf('a.pdf', new TextEncoder().encode('%PD')))).toBe(false);
    expect(await startsLikePdf({ name: 'a.pdf', type: 'application/pdf', size: 1 })).toBeUndefined();
  });
});

describe('checkPtwSelection', () => {
  it('keeps PDFs and refuses a renamed PNG, an oversize file, a repeated name and a fifth file', async () => {
    const chosen = [pdf('one.pdf'), pdf('two.pdf')];
    const result = await checkPtwSelection(chosen, [
      pdf('three.pdf'),
      pdf('photo.pdf', pngBytes),
      sized('big.pdf', ptwLimits.maxFileBytes + 1),
      pdf('one.pdf'),
      pdf('four.pdf'),
      pdf('five.pdf'),
    ] as File[]);
    expect(result.accepted.map((f) => f.name)).toEqual(['three.pdf', 'four.pdf']);
    expect(result.notPdf).toEqual(['photo.pdf']);
    expect(result.oversize).toEqual(['big.pdf']);
    expect(result.duplicate).toEqual(['one.pdf']);
    expect(result.tooMany).toEqual(['five.pdf']);
  });

  it('accepts a file of exactly the limit', async () => {
    const result = await checkPtwSelection([], [sized('edge.pdf', ptwLimits.maxFileBytes)]);
    expect(result.accepted).toHaveLength(1);
  });
});

describe('request schemas', () => {
  it('take a buyer reference as the directory', () => {
    expect(ptwUploadFields.safeParse({ directory: 'ETH-0001' }).success).toBe(true);
    const refused = ptwUploadFields.safeParse({ directory: '../etc' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Please enter a valid reference');
  });

  it('take a file name of at most 255 characters', () => {
    expect(ptwDownloadParams.safeParse({ a: 'ETH-0001', b: 'a.pdf' }).success).toBe(true);
    expect(ptwDownloadParams.safeParse({ a: 'ETH-0001', b: 'x'.repeat(256) }).success).toBe(false);
  });
});

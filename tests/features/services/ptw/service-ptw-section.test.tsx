import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServicePtwSection } from '@/features/services/ptw/service-ptw-section';
import { renderAt } from '../../orders/fixtures';
import { captureDownloads } from '../../support/downloads';
import { errorResponse, jsonResponse, routeFetch, urlsOf } from '../../support/http';
import { serviceFixture } from '../appointments/service-fixture';

const listPath = '/v2/services/svc-amend/permission_to_work';
const documents = [{ file_name: 'Landlord permit.pdf', created_at: '2026-11-20T10:15:00Z' }];
const region = () => within(screen.getByRole('region', { name: 'Permission to work documents' }));
const pdf = (name: string) => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' });
const render = () =>
  renderAt(<ServicePtwSection service={serviceFixture()} />, '/support/services/svc-amend', '/support/services/:id');
const pdfResponse = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  new Response(bytes, {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` },
  });

describe('service PTW section', () => {
  it('lists the documents and downloads one and the blank form byte for byte', async () => {
    const user = userEvent.setup();
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
    const form = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x34]);
    const requests = routeFetch({
      [listPath]: jsonResponse(200, { data: documents }),
      [`${listPath}/Landlord%20permit.pdf`]: pdfResponse(bytes, 'Landlord permit.pdf'),
      '/v2/services/permission_to_work_document/download': pdfResponse(form, 'permission-to-work-template.pdf'),
    });
    const downloads = captureDownloads();
    render();
    const items = await region().findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Landlord permit.pdfUploaded 20/11/2026, 10:15Download']);
    await user.click(region().getByRole('button', { name: 'Download Landlord permit.pdf' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));
    expect(downloads.fileName()).toBe('Landlord permit.pdf');
    expect(new Uint8Array(await (downloads.blobs[0] as Blob).arrayBuffer())).toEqual(bytes);

    await user.click(region().getByRole('button', { name: 'Download the PTW form' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(2));
    expect(new Uint8Array(await (downloads.blobs[1] as Blob).arrayBuffer())).toEqual(form);
    expect(urlsOf(requests).map((u) => u.pathname)).toContain(
      '/api/services/v2/services/svc-amend/permission_to_work/Landlord%20permit.pdf',
    );
  });

  it("toasts 'Download failed' when a document cannot be downloaded", async () => {
    const user = userEvent.setup();
    routeFetch({
      [listPath]: jsonResponse(200, { data: documents }),
      [`${listPath}/Landlord%20permit.pdf`]: errorResponse(500, 'internal', 'boom'),
    });
    render();
    await user.click(await region().findByRole('button', { name: 'Download Landlord permit.pdf' }));
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to download the file. Please try again.')).toBeInTheDocument();
  });

  it('says when none was uploaded, and offers Retry when the list cannot be loaded', async () => {
    let calls = 0;
    routeFetch({
      [listPath]: () => {
        calls += 1;
        return calls === 1 ? Response.error() : jsonResponse(200, { data: [] });
      },
    });
    const user = userEvent.setup();
    render();
    expect(await region().findByText('We could not load the PTW documents')).toBeInTheDocument();
    await user.click(region().getByRole('button', { name: 'Retry' }));
    expect(await region().findByText('No PTW documents have been uploaded for this service.')).toBeInTheDocument();
  });

  it('uploads once verified: files[] to the service, toast, the list refreshed', async () => {
    const user = userEvent.setup();
    let stored: typeof documents = [];
    const append = vi.spyOn(FormData.prototype, 'append');
    const requests = routeFetch({
      [listPath]: () => jsonResponse(200, { data: stored }),
      [`POST ${listPath}`]: () => {
        stored = [{ file_name: 'Survey.pdf', created_at: '2026-11-25T09:00:00Z' }];
        return jsonResponse(201, { data: { service_id: 'svc-amend', files: stored } });
      },
    });
    render();
    await region().findByText('No PTW documents have been uploaded for this service.');
    await user.click(region().getByRole('button', { name: 'Upload' }));
    expect(region().getByRole('alert')).toHaveTextContent('Choose at least one PDF file');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, pdf('Survey.pdf'));
    await user.click(region().getByRole('button', { name: 'Upload' }));
    expect(await region().findByRole('alert')).toHaveTextContent('PTW documents should be approved');
    await user.click(region().getByRole('checkbox', { name: /I verify that the files I submitted are signed/ }));
    await user.click(region().getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('PTW files uploaded successfully')).toBeInTheDocument();
    expect(screen.getByText('PTW file upload request submitted.')).toBeInTheDocument();
    const appended = append.mock.calls.filter(([name]) => name === 'files[]');
    expect(appended.map(([, file]) => (file as File).name)).toEqual(['Survey.pdf']);
    expect(requestsPost(requests).map((u) => u.pathname)).toEqual([
      '/api/services/v2/services/svc-amend/permission_to_work',
    ]);
    expect(await region().findByRole('button', { name: 'Download Survey.pdf' })).toBeInTheDocument();
    append.mockRestore();
  });

  it("toasts 'PTW file upload was unsuccessful' when the sandbox refuses, keeping the files", async () => {
    const user = userEvent.setup();
    routeFetch({
      [listPath]: jsonResponse(200, { data: [] }),
      [`POST ${listPath}`]: errorResponse(415, 'unsupported_media_type', 'Only PDF files are allowed'),
    });
    render();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, pdf('Survey.pdf'));
    await user.click(await region().findByRole('checkbox'));
    await user.click(region().getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Sorry, PTW file upload failed, please try again or contact support', {
        selector: '.ant-notification *',
      }),
    ).toBeInTheDocument();
    expect(region().getByText('Survey.pdf')).toBeInTheDocument();
  });
});

function requestsPost(requests: ReturnType<typeof routeFetch>) {
  return requests.mock.calls
    .map(([r]) => r)
    .filter((r) => r.method === 'POST')
    .map((r) => new URL(r.url));
}

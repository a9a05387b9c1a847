import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EthernetOrderFields } from '@/contracts/ethernet';
import { EthernetOrderDetailPage, OrderDetailPage } from '@/features/orders/detail/order-detail-page';
import { captureDownloads } from '../support/downloads';
import { errorResponse, jsonResponse, networkFailure, routeFetch, urlsOf } from '../support/http';
import { orderDetail, renderAt } from './fixtures';

const ethernet: EthernetOrderFields = {
  variant: 'ffn',
  business_name: 'Tyne Logistics Ltd',
  room: 'Comms room',
  floor: '2',
  rack: 'R4',
  wayleave_name: 'Wendy Wayleave',
  wayleave_email: 'wendy@tyne.example',
  wayleave_number: '01912 345678',
  site_name: 'Sid Site',
  site_email: 'sid@tyne.example',
  site_number: '01912 876543',
  product_id: 'prd-1',
  product_name: 'Ethernet 1000 Local',
  product_code: 'CFMETH1000',
  term: 36,
  access: 'Local',
  rag_status: 'amber',
  install_price: 1250,
  recurring_price: 310.5,
  enni: 'ENNI-NCL-01',
  enni_tagging: 'Double Tag',
  interconnect_service: 'ICS-7',
  opportunity_name: 'Tyne rollout',
  vlan: null,
  svlan: 200,
  cvlan: 300,
  ethernet_presentation: 'Optical single mode',
  asbestos_register_onsite: 'N/A',
  route_approver_onsite: 'Yes',
  floor_plans_available: 'No',
  ppe_required: 'Yes',
  listed_building: 'No',
  building_landlord_contact: 'Yes',
  induction_required: 'No',
  parking_available: 'Yes',
  site_ready_for_installation: 'Yes',
  access_restrictions: 'Gate code at reception',
  additional_information: null,
  requested_survey_dates: ['2026-12-07', '2026-12-09'],
};
const order = orderDetail({
  id: 'ord_eth',
  order_type: 'ethernet',
  buyer_order_reference: 'NF-ETH-0002',
  hazards: 'Forklifts on site',
  ethernet,
});
const documents = [
  { file_name: 'Permit to work.pdf', created_at: '2026-11-20T10:15:00Z' },
  { file_name: 'Method statement.pdf', created_at: '2026-11-21T08:00:00Z' },
];
const listPath = '/permission-to-work/list-files/NF-ETH-0002';
const region = (name: string) => within(screen.getByRole('region', { name }));
const pdf = (name: string) => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' });

describe('Ethernet order detail', () => {
  it('shows the Ethernet fields in their sections and the PTW documents, each downloadable byte for byte', async () => {
    const user = userEvent.setup();
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
    const requests = routeFetch({
      '/ethernet-order/ord_eth': jsonResponse(200, { data: order }),
      [listPath]: jsonResponse(200, { data: documents }),
      '/permission-to-work/download/NF-ETH-0002/Permit%20to%20work.pdf': () =>
        new Response(bytes, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Permit to work.pdf"`,
          },
        }),
    });
    const downloads = captureDownloads();
    renderAt(<EthernetOrderDetailPage />, '/ethernet-order/ord_eth', '/ethernet-order/:id');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ethernet Order NF-ETH-0002' })).toBeInTheDocument();
    const product = region('Product and charges');
    expect(product.getByText('Ethernet over FFN')).toBeInTheDocument();
    expect(product.getByText('36 months')).toBeInTheDocument();
    expect(product.getByText('£1,250.00')).toBeInTheDocument();
    expect(product.getByText('£310.50')).toBeInTheDocument();
    expect(product.getByText('Amber: up to £5,000 extra install charges may apply.')).toBeInTheDocument();
    const connection = region('Connection');
    expect(connection.getByText('Double Tag')).toBeInTheDocument();
    expect(connection.getByText('200')).toBeInTheDocument();
    expect(connection.getByText('Optical single mode')).toBeInTheDocument();
    expect(connection.queryByText('VLAN')).not.toBeInTheDocument();
    expect(region('Site and contacts').getByText('Tyne Logistics Ltd')).toBeInTheDocument();
    const survey = region('Site survey');
    expect(survey.getByText('Forklifts on site')).toBeInTheDocument();
    expect(survey.getByText('07/12/2026')).toBeInTheDocument();
    expect(survey.getByText('09/12/2026')).toBeInTheDocument();
    // FTTP's own sections say nothing here.
    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Installs and site' })).not.toBeInTheDocument();

    const ptw = region('Permission to work documents');
    const items = await ptw.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Permit to work.pdfUploaded 20/11/2026, 10:15Download',
      'Method statement.pdfUploaded 21/11/2026, 08:00Download',
    ]);
    await user.click(ptw.getByRole('button', { name: 'Download Permit to work.pdf' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));
    expect(downloads.fileName()).toBe('Permit to work.pdf');
    expect(new Uint8Array(await (downloads.blobs[0] as Blob).arrayBuffer())).toEqual(bytes);
    expect(urlsOf(requests).map((url) => url.pathname)).toContain(
      '/api/orders/permission-to-work/download/NF-ETH-0002/Permit%20to%20work.pdf',
    );
  });

  it("toasts 'Download failed' when a PTW cannot be downloaded, and stays on the order", async () => {
    const user = userEvent.setup();
    routeFetch({
      '/ethernet-order/ord_eth': jsonResponse(200, { data: order }),
      [listPath]: jsonResponse(200, { data: documents }),
      '/permission-to-work/download/NF-ETH-0002/Method%20statement.pdf': errorResponse(500, 'internal', 'boom'),
    });
    const { current } = renderAt(<EthernetOrderDetailPage />, '/ethernet-order/ord_eth', '/ethernet-order/:id');
    const ptw = within(await screen.findByRole('region', { name: 'Permission to work documents' }));
    await user.click(await ptw.findByRole('button', { name: 'Download Method statement.pdf' }));

    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to download the file. Please try again.')).toBeInTheDocument();
    expect(current()).toBe('/ethernet-order/ord_eth');
  });

  it('says when no PTW was uploaded, and offers Retry when the list cannot be loaded', async () => {
    let calls = 0;
    routeFetch({
      '/ethernet-order/ord_eth': jsonResponse(200, { data: order }),
      [listPath]: () => {
        calls += 1;
        return calls === 1 ? Response.error() : jsonResponse(200, { data: [] });
      },
    });
    const user = userEvent.setup();
    renderAt(<EthernetOrderDetailPage />, '/ethernet-order/ord_eth', '/ethernet-order/:id');
    const ptw = within(await screen.findByRole('region', { name: 'Permission to work documents' }));
    expect(await ptw.findByText('We could not load the PTW documents')).toBeInTheDocument();
    await user.click(ptw.getByRole('button', { name: 'Retry' }));
    expect(await ptw.findByText('No PTW documents have been uploaded for this order.')).toBeInTheDocument();
  });

  it('opens an Ethernet order at /ordering/orders/{id} too: the FTTP route does not know it', async () => {
    const requests = routeFetch({
      '/order/ord_eth': errorResponse(404, 'not_found', 'Order not found'),
      '/ethernet-order/ord_eth': jsonResponse(200, { data: order }),
      [listPath]: jsonResponse(200, { data: [] }),
    });
    renderAt(<OrderDetailPage />, '/ordering/orders/ord_eth', '/ordering/orders/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order NF-ETH-0002' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Permission to work documents' })).toBeInTheDocument();
    expect(urlsOf(requests).map((url) => url.pathname)).toEqual(
      expect.arrayContaining(['/api/orders/order/ord_eth', '/api/orders/ethernet-order/ord_eth']),
    );
  });

  it('uploads more PTWs once verified: refused unticked, then sent as directory and files[], the list refreshed', async () => {
    const user = userEvent.setup();
    let stored: typeof documents = [];
    // The multipart body as sent (jsdom's File is not the one undici's formData() parser accepts back).
    const sent: string[] = [];
    const append = vi.spyOn(FormData.prototype, 'append');
    routeFetch({
      '/ethernet-order/ord_eth': jsonResponse(200, { data: order }),
      [listPath]: () => jsonResponse(200, { data: stored }),
      'POST /permission-to-work/upload': async (request) => {
        sent.push(await request.text());
        stored = [{ file_name: 'Survey.pdf', created_at: '2026-11-25T09:00:00Z' }];
        return jsonResponse(201, { data: { directory: 'NF-ETH-0002', files: stored } });
      },
    });
    renderAt(<EthernetOrderDetailPage />, '/ethernet-order/ord_eth', '/ethernet-order/:id');
    const ptw = within(await screen.findByRole('region', { name: 'Permission to work documents' }));
    await ptw.findByText('No PTW documents have been uploaded for this order.');

    await user.click(ptw.getByRole('button', { name: 'Upload' }));
    expect(ptw.getByRole('alert')).toHaveTextContent('Choose at least one PDF file');

    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, pdf('Survey.pdf'));
    await ptw.findByText('Survey.pdf');
    await user.click(ptw.getByRole('button', { name: 'Upload' }));
    expect(await ptw.findByRole('alert')).toHaveTextContent('PTW documents should be approved');
    expect(sent).toHaveLength(0);

    await user.click(ptw.getByRole('checkbox', { name: /I verify that the files I submitted are signed/ }));
    await user.click(ptw.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('PTW files uploaded successfully')).toBeInTheDocument();
    expect(screen.getByText('PTW file upload request submitted.')).toBeInTheDocument();
    expect(sent[0]).toMatch(/name="directory"\r\n\r\nNF-ETH-0002\r\n/);
    // jsdom's File reaches undici as an empty 'blob'; what the form was given is checked on the form itself.
    expect(sent[0]).toMatch(/name="files\[\]"; filename="[^"]*"\r\nContent-Type: application\/pdf/);
    const appended = append.mock.calls.filter(([name]) => name === 'files[]');
    expect(appended.map(([, file, name]) => [(file as File).name, name])).toEqual([['Survey.pdf', 'Survey.pdf']]);
    expect(await ptw.findByRole('button', { name: 'Download Survey.pdf' })).toBeInTheDocument();
    expect(ptw.queryByRole('checkbox')).not.toBeInTheDocument();
    append.mockRestore();
  });

  it("toasts 'PTW file upload was unsuccessful' when the sandbox refuses, keeping the files to try again", async () => {
    const user = userEvent.setup();
    routeFetch({
      '/ethernet-order/ord_eth': jsonResponse(200, { data: order }),
      [listPath]: jsonResponse(200, { data: [] }),
      'POST /permission-to-work/upload': errorResponse(415, 'unsupported_media_type', 'Only PDF files are allowed'),
    });
    renderAt(<EthernetOrderDetailPage />, '/ethernet-order/ord_eth', '/ethernet-order/:id');
    const ptw = within(await screen.findByRole('region', { name: 'Permission to work documents' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, pdf('Survey.pdf'));
    await user.click(await ptw.findByRole('checkbox'));
    await user.click(ptw.getByRole('button', { name: 'Upload' }));

    expect(
      await screen.findByText('Sorry, PTW file upload failed, please try again or contact support', {
        selector: '.ant-notification *',
      }),
    ).toBeInTheDocument();
    expect(ptw.getByText('Survey.pdf')).toBeInTheDocument();
    expect(ptw.getByRole('checkbox')).toBeChecked();
  });

  it('shows no PTW section on an FTTP order', async () => {
    routeFetch({ '/order/ord_0001': jsonResponse(200, { data: orderDetail() }) });
    renderAt(<OrderDetailPage />, '/order/ord_0001', '/order/:id');
    await screen.findByRole('heading', { level: 1, name: 'Order NF-ORD-0001' });
    expect(screen.queryByRole('region', { name: 'Permission to work documents' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer' })).toBeInTheDocument();
  });

  it('keeps the page when the network drops while listing PTWs', async () => {
    routeFetch({ '/ethernet-order/ord_eth': jsonResponse(200, { data: order }), [listPath]: networkFailure() });
    const { current } = renderAt(<EthernetOrderDetailPage />, '/ethernet-order/ord_eth', '/ethernet-order/:id');
    expect(await screen.findByText('We could not load the PTW documents')).toBeInTheDocument();
    expect(current()).toBe('/ethernet-order/ord_eth');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessContext } from '@/app/access';
import { networksTitle } from '@/app/networks-route';
import type { NetworkMap } from '@/contracts/network-map';
import { NetworksPage } from '@/features/networks/networks-page';
import { renderAt } from '../incidents/fixtures';
import {
  configureTestHttp,
  errorResponse,
  jsonResponse,
  type RecordedRequests,
  routeFetch,
  urlsOf,
} from '../support/http';

const mapPath = '/api/services/v2/network-map/';

const affected: NetworkMap = {
  available: true,
  postcode: 'LS1 4AP',
  district: 'LS1',
  area: 'Leeds',
  exchange: 'Leeds LS1 exchange',
  cabinet: 'CAB-LS1-03',
  status: 'affected',
  affected_services: 2,
  active_mso_incidents: [
    { id: 'mso_1', service_now_incident_number: 'MSO0000001', short_description: 'Fibre cut - Leeds', status: 'New' },
  ],
  map_url: '/sandbox/network-map?postcode=LS1+4AP&org=org_1&expires=1&signature=abc',
};
const unavailable: NetworkMap = { available: false, postcode: 'EH1 1YZ', district: 'EH1' };

const mapRoute = (postcode: string) => mapPath + encodeURIComponent(postcode);
const mapCalls = (fetchMock: RecordedRequests) => urlsOf(fetchMock).filter((url) => url.pathname.startsWith(mapPath));

beforeEach(() => configureTestHttp());
afterEach(() => vi.unstubAllGlobals());

describe('NetworksPage', () => {
  it('shows its title and the postcode form, and asks nothing before a postcode is given', async () => {
    const fetchMock = routeFetch({});
    renderAt(<NetworksPage title="Service Status" />, '/networks');
    expect(screen.getByRole('heading', { level: 1, name: 'Service Status' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeInTheDocument();
    expect(screen.queryByTitle(/Network map/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses something that is not a UK postcode with 'Please enter a valid postcode'", async () => {
    const fetchMock = routeFetch({});
    const { current } = renderAt(<NetworksPage />, '/networks');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), 'LS1');
    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid postcode');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      'Please enter a valid postcode',
    );
    expect(current()).toBe('/networks');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a postcode when the box is empty', async () => {
    routeFetch({});
    renderAt(<NetworksPage />, '/networks');
    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
  });

  it('puts the postcode in the address and shows its map in a titled frame with the district status', async () => {
    const fetchMock = routeFetch({ [mapRoute('LS1 4AP')]: jsonResponse(200, { data: affected }) });
    const { current } = renderAt(<NetworksPage />, '/networks');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), 'ls14ap{Enter}');

    await waitFor(() => expect(current()).toBe('/networks?postcode=LS1+4AP'));
    const frame = await screen.findByTitle('Network map for LS1 4AP');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', affected.map_url);
    expect(screen.getByText('Service affected')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Active outages' })).toHaveTextContent('MSO0000001');
    expect(screen.getByText('Leeds LS1 exchange')).toBeInTheDocument();
    expect(mapCalls(fetchMock).map((url) => url.pathname)).toEqual([`${mapPath}LS1%204AP`]);
  });

  it('opens a shared address directly, normalising the postcode it holds', async () => {
    routeFetch({ [mapRoute('LS1 4AP')]: jsonResponse(200, { data: affected }) });
    const { current } = renderAt(<NetworksPage />, '/networks?postcode=ls1%204ap');
    expect(await screen.findByTitle('Network map for LS1 4AP')).toBeInTheDocument();
    expect(current()).toBe('/networks?postcode=LS1+4AP');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('LS1 4AP');
  });

  it("shows 'Network map not available' and no frame when the postcode has no map", async () => {
    routeFetch({ [mapRoute('EH1 1YZ')]: jsonResponse(200, { data: unavailable }) });
    renderAt(<NetworksPage />, '/networks?postcode=EH1+1YZ');
    expect(await screen.findByText('Network map not available')).toBeInTheDocument();
    expect(screen.queryByTitle(/Network map for/)).not.toBeInTheDocument();
  });

  it('shows a loading state while the map is asked for', async () => {
    let answer: (response: Response) => void = () => undefined;
    routeFetch({ [mapRoute('LS1 4AP')]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt(<NetworksPage />, '/networks?postcode=LS1+4AP');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the network map');
    answer(jsonResponse(200, { data: affected }));
    expect(await screen.findByTitle('Network map for LS1 4AP')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the map cannot be loaded, and Retry asks again', async () => {
    let calls = 0;
    routeFetch({
      [mapRoute('LS1 4AP')]: () => {
        calls += 1;
        return calls === 1 ? errorResponse(500, 'internal', 'Internal error') : jsonResponse(200, { data: affected });
      },
    });
    renderAt(<NetworksPage />, '/networks?postcode=LS1+4AP');
    expect(await screen.findByText('We could not load the network map')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Network map for LS1 4AP')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says why nothing shows when a shared address holds a bad postcode', async () => {
    const fetchMock = routeFetch({});
    renderAt(<NetworksPage />, '/networks?postcode=nonsense');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid postcode');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('networksTitle', () => {
  const withFlag = (on: boolean) => ({ flags: { enableMajorIncidentsPage: on } }) as unknown as AccessContext;
  it("is 'Service Status' when enableMajorIncidentsPage is on, else 'Networks'", () => {
    expect(networksTitle(withFlag(true))).toBe('Service Status');
    expect(networksTitle(withFlag(false))).toBe('Networks');
  });
});

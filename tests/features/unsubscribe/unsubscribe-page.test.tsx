import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { UnsubscribePage } from '@/features/unsubscribe/unsubscribe-page';
import { configureTestHttp, errorResponse, fetchCall, jsonResponse, stubFetch, testOrigin } from '../support/http';
import { renderWithQuery } from '../support/render';

const id = 'abcDEF0123456789_-xyz';

beforeEach(() => configureTestHttp());
afterEach(() => vi.unstubAllGlobals());

describe('UnsubscribePage', () => {
  it('unsubscribes once, without a token, and shows the topic and e-mail', async () => {
    const fetchMock = stubFetch(
      jsonResponse(200, { data: { id, success: true, topic: 'Planned works', email: 'noc@isp.example' } }),
    );
    renderWithQuery(<UnsubscribePage id={id} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribing…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('noc@isp.example')).toBeInTheDocument();
    expect(screen.getByText('Planned works')).toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const call = fetchCall(fetchMock);
    expect(call.method).toBe('DELETE');
    expect(call.url).toBe(`${testOrigin}/api/services/v2/unsubscribe/${id}`);
    expect(call.headers.has('Authorization')).toBe(false);
  });

  it('calls the endpoint only once under Strict Mode remounts', async () => {
    const fetchMock = stubFetch(
      jsonResponse(200, { data: { id, success: true, topic: 'Planned works', email: 'noc@isp.example' } }),
      errorResponse(404, 'not_found', 'This unsubscribe link is not valid or has already been used'),
    );
    renderWithQuery(
      <StrictMode>
        <UnsubscribePage id={id} />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("fails with 'ID is required for unsubscription' and calls nothing when there is no id", async () => {
    const fetchMock = stubFetch();
    renderWithQuery(<UnsubscribePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ID is required for unsubscription');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a link that is not valid or already used', async () => {
    stubFetch(errorResponse(404, 'not_found', 'This unsubscribe link is not valid or has already been used'));
    renderWithQuery(<UnsubscribePage id={id} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not unsubscribe you' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid or has already been used');
  });

  it('does not show server internals when the service fails', async () => {
    const fetchMock = stubFetch(errorResponse(500, 'internal', 'Internal Server Error'));
    renderWithQuery(<UnsubscribePage id={id} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try the link again later.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

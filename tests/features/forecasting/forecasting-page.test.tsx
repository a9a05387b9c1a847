import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForecastReport } from '@/contracts/forecasts';
import { ForecastingPage } from '@/features/forecasting/forecasting-page';
import { renderAt } from '../orders/fixtures';
import { errorResponse, jsonResponse, networkFailure, requestsOf, routeFetch, urlsOf } from '../support/http';

// uPlot draws on a canvas, which jsdom has not got: the chart is stood in for by what it was given.
vi.mock('@/features/forecasting/forecast-chart', () => ({
  ForecastChart: ({
    family,
    rows,
  }: {
    family: string;
    rows: { month: string; forecast: number | null; actual: number }[];
  }) => (
    <div data-testid="chart">
      {family}:{rows.map((r) => `${r.month}=${r.forecast ?? '-'}/${r.actual}`).join(',')}
    </div>
  ),
}));

const path = '/forecasting/migrations';
const reportPath = '/api/orders/forecasts';
const uploadPath = 'POST /api/orders/forecasts/upload';

const report = (over: Partial<ForecastReport> = {}): { data: ForecastReport } => ({
  data: {
    from: '2026-10',
    to: '2026-12',
    current_month: '2026-11',
    upload_window: { first: '2026-11', last: '2028-10' },
    months: [
      { month: '2026-10', fttp: { forecast: 12, actual: 15 }, ethernet: { forecast: 4, actual: 2 } },
      { month: '2026-11', fttp: { forecast: 10, actual: 3 }, ethernet: { forecast: null, actual: 1 } },
      { month: '2026-12', fttp: { forecast: null, actual: 0 }, ethernet: { forecast: 5, actual: 0 } },
    ],
    last_upload: { at: '2026-10-02T09:15:00Z', by: 'Olivia Ordering' },
    ...over,
  },
});

const refusal = jsonResponse(400, {
  error: {
    status: 400,
    code: 'validation_failed',
    message: 'The forecast was not stored: 2 rows have errors',
    fields: {
      'rows.3.forecast': ["The forecast must not be negative ('-2')"],
      'rows.2.month': ["Unknown month format '13/2026': use YYYY-MM, e.g. 2026-11"],
    },
  },
});
const accepted = jsonResponse(200, { data: { rows: 2, months: ['2026-11', '2026-12'] } });

const render = (props: Partial<Parameters<typeof ForecastingPage>[0]> = {}) =>
  renderAt(<ForecastingPage families={['fttp', 'ethernet']} canUpload currentMonth="2026-11" {...props} />, path);

const rowTexts = async (name: RegExp | string) => {
  const table = await screen.findByRole('table', { name });
  return (
    within(table)
      .getAllByRole('row')
      // The month is the row's header, the figures its cells.
      .map((row) =>
        [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map((c) => c.textContent),
      )
      .filter((cells) => cells.length > 0)
  );
};

const csv = (text = 'month,family,forecast\n2026-11,FTTP,10\n') =>
  new File([text], 'forecast.csv', { type: 'text/csv' });

describe('ForecastingPage', () => {
  it('asks for the last 6 and next 6 months and shows forecast, actual and difference per month with totals', async () => {
    const requests = routeFetch({ [reportPath]: jsonResponse(200, report()) });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Forecasting and migrations' })).toBeInTheDocument();
    expect(await rowTexts('FTTP forecast and orders per month')).toEqual([
      ['Oct 2026', '12', '15', '+3'],
      ['Nov 2026 (so far)', '10', '3', '\u22127'],
      ['Dec 2026 (to come)', 'No forecast', '0', '—'],
      ['Total', '22', '18', ''],
    ]);
    expect(await screen.findByTestId('chart')).toHaveTextContent('fttp:2026-10=12/15,2026-11=10/3,2026-12=-/0');
    expect(screen.getByText('Forecast last uploaded 02/10/2026, 10:15 by Olivia Ordering.')).toBeInTheDocument();
    const [url] = urlsOf(requests);
    expect(url?.searchParams.get('from')).toBe('2026-05');
    expect(url?.searchParams.get('to')).toBe('2027-04');
  });

  it('switches family: the table and chart show Ethernet', async () => {
    routeFetch({ [reportPath]: jsonResponse(200, report()) });
    render();
    await screen.findByRole('table', { name: 'FTTP forecast and orders per month' });
    // antd draws the radio over its input: the label is what a person clicks.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('radio', { name: 'Ethernet' }));
    expect(await rowTexts('Ethernet forecast and orders per month')).toEqual([
      ['Oct 2026', '4', '2', '\u22122'],
      ['Nov 2026 (so far)', 'No forecast', '1', '—'],
      ['Dec 2026 (to come)', '5', '0', '\u22125'],
      ['Total', '9', '3', ''],
    ]);
    expect(await screen.findByTestId('chart')).toHaveTextContent('ethernet:');
  });

  it('asks again for the chosen range; a From past To moves To with it, and To offers at most 24 months', async () => {
    const requests = routeFetch({ [reportPath]: jsonResponse(200, report()) });
    render();
    await screen.findByRole('table', { name: 'FTTP forecast and orders per month' });
    await userEvent.selectOptions(screen.getByLabelText('To'), '2026-12');
    await userEvent.selectOptions(screen.getByLabelText('From'), '2027-03');
    await waitFor(() => expect(urlsOf(requests)).toHaveLength(3));
    const ranges = urlsOf(requests).map((u) => [u.searchParams.get('from'), u.searchParams.get('to')]);
    expect(ranges).toEqual([
      ['2026-05', '2027-04'],
      ['2026-05', '2026-12'],
      ['2027-03', '2027-03'],
    ]);
    const to = screen.getByLabelText('To') as HTMLSelectElement;
    const enabled = [...to.options].filter((o) => !o.disabled).map((o) => o.value);
    expect(enabled[0]).toBe('2027-03');
    expect(enabled.length).toBeLessThanOrEqual(24);
  });

  it('offers no family switch to an organisation with one family', async () => {
    routeFetch({ [reportPath]: jsonResponse(200, report()) });
    render({ families: ['fttp'] });
    await screen.findByRole('table', { name: 'FTTP forecast and orders per month' });
    expect(screen.queryByRole('radio', { name: 'Ethernet' })).not.toBeInTheDocument();
  });

  it('shows a load error with Retry when the forecast cannot be loaded', async () => {
    let calls = 0;
    routeFetch({
      [reportPath]: () => {
        calls += 1;
        return calls === 1 ? networkFailure() : jsonResponse(200, report());
      },
    });
    render();
    expect(await screen.findByText('The forecast could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('table', { name: 'FTTP forecast and orders per month' })).toBeInTheDocument();
  });

  it('lists every row error of a refused file and fetches nothing again (nothing was stored)', async () => {
    const requests = routeFetch({ [reportPath]: jsonResponse(200, report()), [uploadPath]: refusal });
    render();
    await screen.findByRole('table', { name: 'FTTP forecast and orders per month' });
    const upload = screen.getByRole('button', { name: 'Upload forecast' });
    expect(upload).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    expect(upload).toBeEnabled();
    await userEvent.click(upload);
    expect(await rowTexts('Problems found in the file')).toEqual([
      ['2', 'month', "Unknown month format '13/2026': use YYYY-MM, e.g. 2026-11"],
      ['3', 'forecast', "The forecast must not be negative ('-2')"],
    ]);
    expect(
      screen
        .getByText('The forecast was not uploaded: fix the rows below and upload the file again. Nothing was changed.')
        .closest('[role="alert"]'),
    ).toBeInTheDocument();
    const sent = requestsOf(requests).find((r) => r.method === 'POST');
    const body = (await sent?.text()) ?? '';
    // The file goes as the part `file` (jsdom's File reaches undici as an empty blob: its name and bytes are checked
    // in Chromium, e2e/forecasting.spec.ts).
    expect(body).toContain('Content-Disposition: form-data; name="file"; filename=');
    expect(urlsOf(requests).filter((u) => u.pathname === reportPath)).toHaveLength(1);
  });

  it('shows a file-wide refusal (too large, not a CSV) in the same table', async () => {
    routeFetch({
      [reportPath]: jsonResponse(200, report()),
      [uploadPath]: errorResponse(415, 'unsupported_media_type', 'Only CSV files (.csv) can be uploaded.'),
    });
    render();
    await screen.findByRole('table', { name: 'FTTP forecast and orders per month' });
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Upload forecast' }));
    expect(await rowTexts('Problems found in the file')).toEqual([
      ['File', '—', 'Only CSV files (.csv) can be uploaded.'],
    ]);
  });

  it('stores a good file: toast, success message and the forecast fetched again', async () => {
    const requests = routeFetch({ [reportPath]: jsonResponse(200, report()), [uploadPath]: accepted });
    render();
    await screen.findByRole('table', { name: 'FTTP forecast and orders per month' });
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Upload forecast' }));
    expect(await screen.findAllByText('2 rows stored for 2 months.', { exact: false })).not.toHaveLength(0);
    await waitFor(() => expect(urlsOf(requests).filter((u) => u.pathname === reportPath)).toHaveLength(2));
    expect(screen.queryByRole('table', { name: 'Problems found in the file' })).not.toBeInTheDocument();
  });

  it('offers Try again after a failure, sending the same file', async () => {
    let posts = 0;
    routeFetch({
      [reportPath]: jsonResponse(200, report()),
      [uploadPath]: () => {
        posts += 1;
        return posts === 1 ? errorResponse(500, 'internal', 'Internal error') : accepted.clone();
      },
    });
    render();
    await screen.findByRole('table', { name: 'FTTP forecast and orders per month' });
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Upload forecast' }));
    expect(await screen.findByText('The forecast could not be uploaded. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('2 rows stored for 2 months.', { exact: false })).not.toHaveLength(0);
    expect(posts).toBe(2);
  });

  it('shows no upload to a user without the Ordering role', async () => {
    routeFetch({ [reportPath]: jsonResponse(200, report()) });
    render({ canUpload: false });
    await screen.findByRole('table', { name: 'FTTP forecast and orders per month' });
    expect(screen.queryByRole('button', { name: 'Upload forecast' })).not.toBeInTheDocument();
    expect(screen.getByText('Uploading a forecast needs the Ordering role.')).toBeInTheDocument();
  });
});

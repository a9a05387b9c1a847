import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { GlobalSearchModal } from '@/features/global-search/search-modal';
import type { SearchableAreas } from '@/lib/global-search';
import { errorResponse, jsonResponse, routeFetch, urlsOf } from '../support/http';

const service = (n: number) => ({
  id: `srv_${n}`,
  customer_reference: `CUST-${n}`,
  created_at: '2026-10-01T09:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  line_profile: null,
  pre_order: false,
  product_name: 'FTTP Business 1000',
  service_reference: `S9000000${n}`,
  status: 'Live',
  site_string: `${n} Stonegate, York, YO1 7HH`,
  uprn: `90000000000${n}`,
  project_reference: null,
  appointment_date: null,
  contract_start: null,
  contract_end: null,
  switch_type: null,
  new_order_type: 'fttp',
  switch_date: null,
});
const page = <T,>(data: T[], total = data.length) => ({
  current_page: 1,
  from: data.length ? 1 : null,
  to: data.length || null,
  per_page: 5,
  total,
  data,
});
const article = (reference: string, title: string) => ({
  id: Number(reference.slice(2)),
  reference,
  short_description: title,
  kb_knowledge_base: 'Wholesale Customer Knowledge',
  kb_category: { sys_id: '1'.padStart(32, '0'), label: 'Ordering' },
  article_type: 'html',
  workflow_state: 'published',
  kb_version: '1.0',
  active: true,
  valid_to: null,
  created_at: '2026-10-01T09:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});
// Support and help, no ordering nor MSO: services, incidents and knowledge are searched.
const areas: SearchableAreas = {
  support: true,
  mso: false,
  ordering: false,
  families: { family_ftth: true, family_ethernet: true },
  help: true,
};

function renderModal() {
  const location = memoryLocation({ path: '/', record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (openRequests: number) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <GlobalSearchModal areas={areas} openRequests={openRequests} />
      </Router>
    </QueryClientProvider>
  );
  const { rerender } = render(view(1));
  return {
    box: () => screen.getByRole('combobox', { name: 'Search' }),
    reopen: () => rerender(view(2)),
    current: () => location.history.at(-1),
    navigate: location.navigate,
  };
}

const answers = () =>
  routeFetch({
    '/v2/services/status': jsonResponse(200, page([1, 2, 3, 4, 5].map(service), 7)),
    '/v2/incidents': errorResponse(500, 'internal', 'Something went wrong'),
    '/v1/articles': (request) =>
      jsonResponse(
        200,
        new URL(request.url).searchParams.get('q') === 'zzqq'
          ? page([])
          : page([article('KB0010001', 'Stonegate works explained')]),
      ),
  });

describe('Global search window', () => {
  it('searches nothing under 3 characters, then calls every category with page 1, sort -updated_at and its limit', async () => {
    const requests = answers();
    const { box } = renderModal();
    await userEvent.type(box(), 'st');
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();
    await userEvent.type(box(), 'onegate');
    await screen.findByRole('option', { name: /S90000001/ });
    const asked = urlsOf(requests).map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toHaveLength(3);
    for (const query of asked) expect(query).toMatchObject({ page: '1', sort: '-updated_at', q: 'stonegate' });
    expect(asked.map((q) => q.limit).sort()).toEqual(['5', '5', '999']);
  });

  it('shows 5 per category with view all past 5 to the list with the term, and a failed category beside the rest', async () => {
    answers();
    const { box } = renderModal();
    await userEvent.type(box(), 'stonegate');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const services = within(listbox).getByRole('group', { name: 'Services (7)' });
    expect(within(services).getAllByRole('option')).toHaveLength(5);
    expect(within(listbox).getByRole('group', { name: 'Knowledge articles (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all Services' })).toHaveAttribute(
      'href',
      '/support/services?page=1&limit=10&sort=updated_at&order=desc&q=stonegate',
    );
    expect(screen.queryByRole('link', { name: 'View all Knowledge articles' })).not.toBeInTheDocument();
    expect(screen.getByText('Incidents could not be searched just now.')).toBeInTheDocument();
  });

  it("says No results found for '{term}' with the hint when nothing matches", async () => {
    routeFetch({
      '/v2/services/status': jsonResponse(200, page([])),
      '/v2/incidents': jsonResponse(200, page([])),
      '/v1/articles': jsonResponse(200, page([])),
    });
    const { box } = renderModal();
    await userEvent.type(box(), 'zzqq');
    expect(await screen.findByText("No results found for 'zzqq'")).toBeInTheDocument();
    expect(screen.getByText('Please try some different keywords.')).toBeInTheDocument();
  });

  it('moves through the results with the arrow keys and opens the highlighted one with Enter', async () => {
    answers();
    const { box, current } = renderModal();
    await userEvent.type(box(), 'stonegate');
    await screen.findByRole('listbox', { name: 'Search results' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /S90000002/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    expect(current()).toBe('/support/services/srv_2');
  });

  it('answers the same term again from the 60 s cache, without calling again', async () => {
    const requests = answers();
    const { box } = renderModal();
    await userEvent.type(box(), 'stonegate');
    await screen.findByRole('option', { name: /S90000001/ });
    await userEvent.type(box(), 's');
    await screen.findByText('Searching…');
    await waitFor(() => expect(screen.queryByText('Searching…')).not.toBeInTheDocument());
    await userEvent.type(box(), '{Backspace}');
    await screen.findByRole('option', { name: /S90000001/ });
    // Services and knowledge answered 'stonegate' once: the second time came from the cache. The failed incidents call
    // is not kept, so it is asked again.
    const asked = (path: string) =>
      urlsOf(requests).filter((url) => url.pathname.endsWith(path) && url.searchParams.get('q') === 'stonegate');
    expect(asked('/v2/services/status')).toHaveLength(1);
    expect(asked('/v1/articles')).toHaveLength(1);
    expect(asked('/v2/incidents')).toHaveLength(2);
  });

  it('closes on Escape, forgetting the term, and searches nothing after', async () => {
    const requests = answers();
    const { box, reopen } = renderModal();
    await userEvent.type(box(), 'stonegate');
    await userEvent.keyboard('{Escape}');
    reopen();
    await waitFor(() => expect(box()).toHaveValue(''));
    // Closed within the pause: the term typed before Escape is never searched.
    expect(requests).not.toHaveBeenCalled();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '@/components/toasts';
import type { ArticlesPage, KnowledgeArticle, KnowledgeCategory } from '@/contracts/knowledge';
import { KnowledgePage } from '@/features/knowledge/knowledge-page';
import { captureDownloads } from '../support/downloads';
import { jsonResponse, networkFailure, routeFetch, urlsOf } from '../support/http';

const sys = (n: number) => n.toString(16).padStart(32, '0');
const category = (n: number, label: string, count: number, order: number): KnowledgeCategory => ({
  id: n,
  sys_id: sys(n),
  label,
  icon: n === 1 ? 'shopping-cart' : 'unknown-icon',
  order,
  articles_count: count,
});
const categories = [
  category(1, 'Ordering', 6, 90),
  category(2, 'Faults and incidents', 1, 80),
  category(3, 'Empty', 0, 5),
];

const summary = (reference: string, title: string) => ({
  id: Number(reference.slice(2)),
  reference,
  short_description: title,
  kb_knowledge_base: 'Wholesale Customer Knowledge',
  kb_category: { sys_id: sys(1), label: 'Ordering' },
  article_type: 'html',
  workflow_state: 'published',
  kb_version: '1.0',
  active: true,
  valid_to: '2100-01-01',
  created_at: '2026-10-01T09:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});
const page = (over: Partial<ArticlesPage> = {}): ArticlesPage => ({
  current_page: 1,
  from: 1,
  to: 2,
  per_page: 10,
  total: 2,
  data: [summary('KB0010001', 'How to place an FTTP order'), summary('KB0010002', 'Order statuses explained')],
  ...over,
});
const imageId = 'a'.repeat(32);
const pdfId = 'b'.repeat(32);
const article: KnowledgeArticle = {
  ...summary('KB0010001', 'How to place an FTTP order'),
  kb_knowledge: 'c'.repeat(32),
  text: [
    '<h2>Steps</h2><ol><li>Search by postcode.</li></ol>',
    `<p><img src="sys_attachment.do?sys_id=${imageId}" alt="The order journey"></p>`,
    '<p><a href="kb_view.do?sysparm_article=KB0010002">Order statuses explained</a></p>',
    '<script>window.__xss=1</script><img src="x" onerror="window.__xss=1" alt="broken">',
    '<table><tr><th>Status</th></tr><tr><td>Placed</td></tr></table>',
  ].join(''),
  attachments: [
    {
      sys_id: imageId,
      reference: 'order-journey.png',
      content_type: 'image/png',
      size_bytes: 300,
      image_width: 320,
      image_height: 80,
      download_url: `/v1/attachments/${imageId}`,
    },
    {
      sys_id: pdfId,
      reference: 'fttp-ordering-guide.pdf',
      content_type: 'application/pdf',
      size_bytes: 2048,
      image_width: null,
      image_height: null,
      download_url: `/v1/attachments/${pdfId}`,
    },
  ],
  related_articles: [{ reference: 'KB0010003', short_description: 'Checking availability at an address' }],
};
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const fileResponse = (bytes: Uint8Array<ArrayBuffer>, type: string, name: string) =>
  new Response(bytes, { headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` } });

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ToastProvider>
          <KnowledgePage />
        </ToastProvider>
      </Router>
    </QueryClientProvider>,
  );
  return { current: () => location.history.at(-1) ?? path };
}

describe('Knowledge home', () => {
  it('asks for the categories with sort -order and limit 30 and shows those with articles, each linking to its list', async () => {
    const requests = routeFetch({
      '/v1/categories': jsonResponse(200, { data: categories }),
      '/v1/articles': jsonResponse(200, page()),
    });
    const { current } = renderAt('/help-and-support/knowledge');
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories');
    const ordering = await screen.findByRole('link', { name: 'Ordering 6 articles' });
    expect(screen.getByRole('link', { name: 'Faults and incidents 1 article' })).toBeInTheDocument();
    expect(screen.queryByText('Empty')).not.toBeInTheDocument();
    const url = urlsOf(requests)[0];
    expect(url?.searchParams.get('sort')).toBe('-order');
    expect(url?.searchParams.get('limit')).toBe('30');
    await userEvent.click(ordering);
    expect(current()).toBe(`/help-and-support/knowledge/articles?page=1&category=${sys(1)}`);
  });

  it('offers Retry when the categories cannot be loaded', async () => {
    routeFetch({ '/v1/categories': networkFailure() });
    renderAt('/help-and-support/knowledge');
    expect(await screen.findByText('We could not load the knowledge categories')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('searches from the home: the list opens with the words in its address', async () => {
    routeFetch({
      '/v1/categories': jsonResponse(200, { data: categories }),
      '/v1/articles': jsonResponse(200, page()),
    });
    const { current } = renderAt('/help-and-support/knowledge');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'line test{Enter}');
    expect(current()).toBe('/help-and-support/knowledge/articles?page=1&q=line+test');
  });
});

describe('Knowledge article list', () => {
  it('completes its address, sends the search escaped and the category as a filter, and pages', async () => {
    const requests = routeFetch({
      '/v1/categories': jsonResponse(200, { data: categories }),
      '/v1/articles': (request) =>
        jsonResponse(200, page({ total: 12, current_page: Number(new URL(request.url).searchParams.get('page')) })),
    });
    const { current } = renderAt(`/help-and-support/knowledge/articles?q=line test&category=${sys(1)}`);
    expect(await screen.findByRole('link', { name: 'How to place an FTTP order' })).toHaveAttribute(
      'href',
      '/help-and-support/knowledge/articles/KB0010001',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ordering' })).toBeInTheDocument();
    await waitFor(() =>
      expect(current()).toBe(`/help-and-support/knowledge/articles?page=1&category=${sys(1)}&q=line+test`),
    );
    const list = urlsOf(requests).find((u) => u.pathname.endsWith('/v1/articles'));
    expect(list?.searchParams.get('q')).toBe('line\\ test');
    expect(JSON.parse(list?.searchParams.get('filters') ?? '{}')).toEqual({
      field: 'kb_category',
      operator: 'eq',
      value: sys(1),
    });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages of articles' })).getByText('2'));
    expect(current()).toBe(`/help-and-support/knowledge/articles?page=2&category=${sys(1)}&q=line+test`);
  });

  it('changes category from the list, back to page 1', async () => {
    routeFetch({
      '/v1/categories': jsonResponse(200, { data: categories }),
      '/v1/articles': jsonResponse(200, page()),
    });
    const { current } = renderAt('/help-and-support/knowledge/articles?page=1');
    await screen.findByRole('option', { name: 'Faults and incidents' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Faults and incidents');
    expect(current()).toBe(`/help-and-support/knowledge/articles?page=1&category=${sys(2)}`);
  });

  it('replaces a page past the end with the last page, keeping the category and search', async () => {
    const requests = routeFetch({
      '/v1/categories': jsonResponse(200, { data: categories }),
      '/v1/articles': (request) => {
        const requested = Number(new URL(request.url).searchParams.get('page'));
        return jsonResponse(
          200,
          page({ total: 12, current_page: requested, ...(requested === 2 ? { from: 11, to: 12 } : {}) }),
        );
      },
    });
    const { current } = renderAt(`/help-and-support/knowledge/articles?page=99&category=${sys(1)}&q=fttp`);
    await waitFor(() =>
      expect(current()).toBe(`/help-and-support/knowledge/articles?page=2&category=${sys(1)}&q=fttp`),
    );
    expect(await screen.findByText('11–12 of 12')).toBeInTheDocument();
    const pages = urlsOf(requests)
      .filter((u) => u.pathname.endsWith('/v1/articles'))
      .map((u) => u.searchParams.get('page'));
    expect(pages).toEqual(['99', '2']);
  });

  it('says so when nothing is found', async () => {
    routeFetch({
      '/v1/categories': jsonResponse(200, { data: categories }),
      '/v1/articles': jsonResponse(200, page({ total: 0, from: null, to: null, data: [] })),
    });
    renderAt('/help-and-support/knowledge/articles?page=1&q=zzz');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of articles' })).not.toBeInTheDocument();
  });
});

describe('Knowledge article', () => {
  it('shows the sanitised text with its image, attachments and related articles', async () => {
    (window as unknown as { __xss?: number }).__xss = undefined;
    routeFetch({
      '/v1/articles/KB0010001': jsonResponse(200, { data: article }),
      [`/v1/attachments/${imageId}`]: fileResponse(pngBytes, 'image/png', 'order-journey.png'),
    });
    renderAt('/help-and-support/knowledge/articles/KB0010001');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to place an FTTP order' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Steps' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'The order journey' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,iVBOR/),
      ),
    );
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'broken' })).not.toHaveAttribute('onerror');
    expect(screen.getByRole('region', { name: 'Table' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('link', { name: 'Checking availability at an address' })).toHaveAttribute(
      'href',
      '/help-and-support/knowledge/articles/KB0010003',
    );
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Knowledge' })).toHaveAttribute('href', '/help-and-support/knowledge');
    expect(breadcrumb.getByRole('link', { name: 'Articles' })).toHaveAttribute(
      'href',
      '/help-and-support/knowledge/articles?page=1',
    );
    expect(breadcrumb.getByText('How to place an FTTP order')).toHaveAttribute('aria-current', 'page');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('downloads an attachment under its name', async () => {
    const downloads = captureDownloads();
    routeFetch({
      '/v1/articles/KB0010001': jsonResponse(200, { data: article }),
      [`/v1/attachments/${imageId}`]: fileResponse(pngBytes, 'image/png', 'order-journey.png'),
      [`/v1/attachments/${pdfId}`]: fileResponse(
        new TextEncoder().encode('%PDF-1.4'),
        'application/pdf',
        'fttp-ordering-guide.pdf',
      ),
    });
    renderAt('/help-and-support/knowledge/articles/KB0010001');
    await userEvent.click(await screen.findByRole('button', { name: 'Download fttp-ordering-guide.pdf' }));
    await waitFor(() => expect(downloads.fileName()).toBe('fttp-ordering-guide.pdf'));
    expect(await downloads.blobs[0]?.text()).toBe('%PDF-1.4');
  });

  it('keeps a link to another article in the portal', async () => {
    routeFetch({
      '/v1/articles/KB0010001': jsonResponse(200, { data: article }),
      '/v1/articles/KB0010002': jsonResponse(200, {
        data: {
          ...article,
          reference: 'KB0010002',
          short_description: 'Order statuses explained',
          text: '<p>Statuses</p>',
          attachments: [],
        },
      }),
      [`/v1/attachments/${imageId}`]: fileResponse(pngBytes, 'image/png', 'order-journey.png'),
    });
    const { current } = renderAt('/help-and-support/knowledge/articles/KB0010001');
    // Once the image is in, the text is not rewritten again under the pointer.
    await waitFor(() => expect(screen.getByRole('img', { name: 'The order journey' })).toHaveAttribute('src'));
    await userEvent.click(screen.getByRole('link', { name: 'Order statuses explained' }));
    expect(current()).toBe('/help-and-support/knowledge/articles/KB0010002');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order statuses explained' })).toBeInTheDocument();
  });

  it('goes to the not-found page for an unknown article and for an unknown address', async () => {
    routeFetch({});
    const first = renderAt('/help-and-support/knowledge/articles/KB9999999');
    await waitFor(() => expect(first.current()).toBe('/error-not-found'));
    const second = renderAt('/help-and-support/knowledge/elsewhere');
    await waitFor(() => expect(second.current()).toBe('/error-not-found'));
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCall, jsonResponse, networkFailure, requestsOf, routeFetch, testToken } from './http';

export { textsOf } from './list-page-checks';

/** The page region (a DetailSection) of that name. */
const region = (name: string) => within(screen.getByRole('region', { name }));

/**
 * A record's detail page at `{section}/{reference}` (route `{section}/:id`), its API at `{api}/{reference}`, its h1
 * `{noun} {reference}`; `open` shows it (checking the detail is asked for with the bearer token).
 */
export function detailPage(c: {
  noun: string;
  reference: string;
  section: string;
  api: string;
  detail: () => { comments: unknown[] };
  render: (address: string, route: string) => { current: () => string };
}) {
  const address = `${c.section}/${c.reference}`;
  const route = `${c.section}/:id`;
  const page = {
    render: () => c.render(address, route),
    address,
    route,
    detailPath: `${c.api}/${c.reference}`,
    detail: c.detail,
    heading: `${c.noun} ${c.reference}`,
    loadError: `We could not load this ${c.noun.replace('Incident', 'incident')}`,
  };
  return {
    ...page,
    region,
    open: async (record: unknown = c.detail()) => {
      const fetchMock = routeFetch({ [page.detailPath]: jsonResponse(200, { data: record }) });
      const rendered = page.render();
      expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
      expect(fetchCall(fetchMock).headers.get('Authorization')).toBe(`Bearer ${testToken}`);
      return { fetchMock, ...rendered };
    },
    /** Shows the record and finds its table of that name. */
    table: async (name: string) => {
      routeFetch({ [page.detailPath]: jsonResponse(200, { data: c.detail() }) });
      page.render();
      return within(await screen.findByRole('table', { name }));
    },
  };
}

/** A record's detail page as the checks below open it: where it is, what the API answers, what it shows. */
export type DetailPageCase = {
  /** Renders the page at the record's address; `current` is the address it ends at. */
  render: () => { current: () => string };
  address: string;
  /** The detail's API path, answered with `detail()`. */
  detailPath: string;
  detail: () => { comments: unknown[] };
  /** The page's h1 once the record is shown, e.g. 'Incident INC1000001'. */
  heading: string;
  /** The inline error's words when the detail cannot be reached. */
  loadError: string;
};

/** A comment's round trip on that page (spec 2 §3): what is typed, posted and answered. */
export type CommentCase = {
  /** e.g. 'POST /v2/incidents/comment/create' */
  create: `POST ${string}`;
  typed: string;
  /** The request's JSON body. */
  posted: Record<string, string>;
  /** The API's answer: the stored comment, whose text the page then shows. */
  added: { text: string; [field: string]: unknown };
};

const commentBox = () => screen.findByRole('textbox', { name: 'Add a comment' });
const addComment = () => userEvent.click(screen.getByRole('button', { name: 'Add Comment' }));

/** The comment form every record's detail page shares: required, posted, shown, and refused with the server's words. */
export function itTakesComments(page: DetailPageCase, comment: CommentCase) {
  it("refuses an empty comment with 'This field is required' and sends nothing", async () => {
    const fetchMock = routeFetch({ [page.detailPath]: jsonResponse(200, { data: page.detail() }) });
    page.render();

    await userEvent.type(await commentBox(), '   ');
    await addComment();

    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveAttribute('aria-invalid', 'true');
    expect(requestsOf(fetchMock).some((request) => request.method === 'POST')).toBe(false);
  });

  it(`adds a comment through ${comment.create}, then shows it in the refreshed page`, async () => {
    let stored = false;
    const fetchMock = routeFetch({
      [comment.create]: () => {
        stored = true;
        return jsonResponse(201, { data: comment.added });
      },
      [page.detailPath]: () => {
        const base = page.detail();
        return jsonResponse(200, { data: stored ? { ...base, comments: [...base.comments, comment.added] } : base });
      },
    });
    page.render();

    const box = await commentBox();
    await userEvent.type(box, comment.typed);
    await addComment();

    expect(await screen.findByText(comment.added.text, { selector: 'p' })).toBeInTheDocument();
    const post = requestsOf(fetchMock).find((request) => request.method === 'POST');
    expect(post?.url).toContain(comment.create.slice('POST '.length));
    expect(await post?.json()).toEqual(comment.posted);
    expect(box).toHaveValue('');
  });

  it("shows the server's field error when the comment is refused", async () => {
    routeFetch({
      [comment.create]: jsonResponse(400, {
        error: {
          status: 400,
          code: 'validation_failed',
          message: 'Invalid',
          fields: { text: ['A comment is at most 4000 characters'] },
        },
      }),
      [page.detailPath]: jsonResponse(200, { data: page.detail() }),
    });
    page.render();

    await userEvent.type(await commentBox(), 'Too long');
    await addComment();
    expect(await screen.findByRole('alert')).toHaveTextContent('A comment is at most 4000 characters');
  });
}

/** A detail that cannot be reached at all: an inline error with Retry, which shows the record and stays put. */
export function itRetriesAnUnreachableDetail(page: DetailPageCase) {
  it('shows an inline error with Retry when the detail cannot be reached at all', async () => {
    let calls = 0;
    routeFetch({
      [page.detailPath]: () => (calls++ === 0 ? networkFailure() : jsonResponse(200, { data: page.detail() })),
    });
    const { current } = page.render();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(page.loadError);
    await userEvent.click(within(alert).getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
    expect(current()).toBe(page.address);
  });
}

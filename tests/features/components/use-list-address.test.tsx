import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useLastPageInPlace, useListAddress } from '@/components/use-list-address';

// A list address of its own shape (not listAddress's), as the knowledge article list has: page and a filter.
interface Query {
  page: number;
  topic: string;
}
const address = {
  parse: (search: string): Query => {
    const params = new URLSearchParams(search);
    const page = Number(params.get('page'));
    return { page: Number.isInteger(page) && page >= 1 ? page : 1, topic: params.get('topic') ?? '' };
  },
  toSearch: ({ page, topic }: Query) =>
    new URLSearchParams({ page: String(page), ...(topic ? { topic } : {}) }).toString(),
};

function renderAt(path: string, answered?: { total: number; perPage: number }) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  const hook = renderHook(
    ({ answer }) => {
      const [query, update] = useListAddress(address);
      return { query, update, pastTheEnd: useLastPageInPlace(query, answer, update) };
    },
    { wrapper, initialProps: { answer: answered } },
  );
  return { ...hook, history: location.history };
}

describe('useListAddress', () => {
  it('completes a bare address in place and keeps the rest of the query when one part changes', () => {
    const { result, history } = renderAt('/list?topic=fibre');
    expect(history).toEqual(['/list?page=1&topic=fibre']);
    act(() => result.current.update({ page: 3 }));
    expect(history.at(-1)).toBe('/list?page=3&topic=fibre');
    expect(result.current.query).toEqual({ page: 3, topic: 'fibre' });
  });

  it('gives the same update while the address stands, and one for the new address when it moves', () => {
    const { result, rerender } = renderAt('/list?page=2&topic=fibre');
    const first = result.current.update;
    rerender({ answer: { total: 30, perPage: 10 } });
    expect(result.current.update).toBe(first);
    act(() => result.current.update({ topic: 'copper' }));
    expect(result.current.update).not.toBe(first);
    act(() => result.current.update({ page: 1 }));
    expect(result.current.query).toEqual({ page: 1, topic: 'copper' });
  });
});

describe('useLastPageInPlace', () => {
  it('replaces a page past the end with the last page once the list has answered for it', () => {
    const { result, history, rerender } = renderAt('/list?page=9&topic=fibre');
    expect(result.current.pastTheEnd).toBe(false);
    expect(history).toEqual(['/list?page=9&topic=fibre']);

    rerender({ answer: { total: 25, perPage: 10 } });
    // Replaced, not pushed: Back does not return to the empty page.
    expect(history).toEqual(['/list?page=3&topic=fibre']);
    expect(result.current.query.page).toBe(3);
    expect(result.current.pastTheEnd).toBe(false);
  });

  it('sends a page of an empty result to page 1 and leaves a page within the list alone', () => {
    const empty = renderAt('/list?page=4&topic=none', { total: 0, perPage: 10 });
    expect(empty.history).toEqual(['/list?page=1&topic=none']);
    const within = renderAt('/list?page=3&topic=fibre', { total: 21, perPage: 10 });
    expect(within.history).toEqual(['/list?page=3&topic=fibre']);
    expect(within.result.current.pastTheEnd).toBe(false);
  });
});

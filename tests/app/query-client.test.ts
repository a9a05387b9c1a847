import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';

describe('the query client', () => {
  it('uses the spec defaults: stale after 50 s, no retry, no refetch on focus', () => {
    const client = createQueryClient(() => {});
    expect(client.getDefaultOptions().queries).toMatchObject({
      staleTime: 50_000,
      retry: false,
      refetchOnWindowFocus: false,
    });
  });

  it('toasts a failure only when stale data is already shown', async () => {
    const toast = vi.fn();
    const client = createQueryClient(toast);
    await client
      .fetchQuery({ queryKey: ['first'], queryFn: () => Promise.reject(new Error('first load')) })
      .catch(() => {});
    expect(toast).not.toHaveBeenCalled();

    client.setQueryData(['shown'], { rows: 1 });
    await client
      .fetchQuery({ queryKey: ['shown'], queryFn: () => Promise.reject(new Error('refresh failed')), staleTime: 0 })
      .catch(() => {});
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'refresh failed' }));
  });
});

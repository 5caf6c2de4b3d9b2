import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { useIsBarFetching } from './use-is-bar-fetching';

function setUp() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useIsBarFetching(), { wrapper });
  return { client, result };
}

/** A read that answers when told to. */
function heldRead() {
  let answer: (value: string) => void = () => undefined;
  const queryFn = () =>
    new Promise<string>((resolve) => {
      answer = resolve;
    });
  return { queryFn, answer: (value: string) => answer(value) };
}

describe('useIsBarFetching', () => {
  it('is true while a read runs and false once it has answered', async () => {
    const { client, result } = setUp();
    expect(result.current).toBe(false);
    const read = heldRead();
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = client.fetchQuery({ queryKey: ['a'], queryFn: read.queryFn });
    });
    await waitFor(() => expect(result.current).toBe(true));
    await act(async () => {
      read.answer('ok');
      await done;
    });
    expect(result.current).toBe(false);
  });

  it('stays false for a read that shows its own loading', async () => {
    const { client, result } = setUp();
    const read = heldRead();
    act(() => {
      void client.fetchQuery({
        queryKey: ['own'],
        queryFn: read.queryFn,
        meta: { showsOwnLoading: true },
      });
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(client.isFetching()).toBe(1);
    expect(result.current).toBe(false);
  });

  it('forgets a running read that is removed from the cache', async () => {
    const { client, result } = setUp();
    const read = heldRead();
    act(() => {
      // Removing it cancels it: the fetch ends with a cancellation.
      client
        .fetchQuery({ queryKey: ['gone'], queryFn: read.queryFn })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current).toBe(true));
    act(() => {
      client.removeQueries({ queryKey: ['gone'] });
    });
    expect(result.current).toBe(false);
  });
});

import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { LOADING_BAR_THROTTLE_MS, LoadingBar } from './loading-bar';

/** A read that never answers, as a slow one looks while it runs. */
function SlowRead({ showsOwnLoading }: { showsOwnLoading: boolean }) {
  useQuery({
    queryKey: ['slow', showsOwnLoading],
    queryFn: () => new Promise<never>(() => undefined),
    meta: { showsOwnLoading },
  });
  return null;
}

describe('LoadingBar', () => {
  it('runs while data loads for longer than its delay', async () => {
    await renderWithProviders(
      <>
        <LoadingBar />
        <SlowRead showsOwnLoading={false} />
      </>,
    );
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('does not run for a section that shows its own loading', async () => {
    await renderWithProviders(
      <>
        <LoadingBar />
        <SlowRead showsOwnLoading />
      </>,
    );
    await new Promise((resolve) =>
      setTimeout(resolve, LOADING_BAR_THROTTLE_MS * 2),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

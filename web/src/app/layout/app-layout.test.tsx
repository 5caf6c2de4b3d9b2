import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { AppLayout } from './app-layout';

beforeEach(() => {
  authStore.reset();
});

function Broken(): never {
  throw new Error('the page failed');
}

describe('app layout', () => {
  it('keeps the header and the footer around the error page of a page that fails, which offers no link home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    authStore.signedIn(demoUser);
    await renderWithProviders(
      <AppLayout>
        <Broken />
      </AppLayout>,
    );
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: /went wrong/i }),
    ).toBeInTheDocument();
    expect(within(main).getByText('500')).toBeInTheDocument();
    expect(within(main).queryByRole('link')).toBeNull();
    // The way on is the header's, and the cancellation (§ 312k BGB) stays
    // at the page's end.
    const header = screen.getByRole('banner');
    expect(
      within(header).getAllByRole('link', { name: 'Dashboard', hidden: true })
        .length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByRole('link', { name: 'Cancel contracts here' }),
    ).toHaveAttribute('href', '/dashboard/cancel');
    // So does the withdrawal (§ 356a BGB), beside it.
    expect(
      screen.getByRole('link', { name: 'Withdraw from contract here' }),
    ).toHaveAttribute('href', '/dashboard/withdraw');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as LocaleContext from '@/hooks/locale-context';
import { Link, useLocation } from '@/lib/router';
import { renderWithProviders } from '@/testing/render';

import { RouteErrorBoundary } from './error-view';

const failure = vi.hoisted(() => ({ isOn: false }));

// The error page links home through the locale: failing there makes the
// error page itself fail while it renders.
vi.mock('@/hooks/locale-context', async (importOriginal) => {
  const original = await importOriginal<typeof LocaleContext>();
  return {
    ...original,
    useLocalePath: () => {
      if (failure.isOn) {
        throw new Error('the error page failed');
      }
      return original.useLocalePath();
    },
  };
});

afterEach(() => {
  failure.isOn = false;
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('the page failed');
}

async function renderFailingPage() {
  await renderWithProviders(
    <RouteErrorBoundary>
      <Broken />
    </RouteErrorBoundary>,
  );
}

describe('the error page', () => {
  it('shows the message and a way home when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderFailingPage();
    expect(
      await screen.findByRole('heading', { name: /went wrong/i }),
    ).toBeInTheDocument();
  });

  it('shows the fallback when the error page itself fails (product rules: Errors)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failure.isOn = true;
    await renderFailingPage();
    expect(
      await screen.findByText('An error occurred while showing the error page'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go back to home' }),
    ).toHaveAttribute('href', '/dashboard/');
  });

  it('starts afresh on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Page() {
      const { pathname } = useLocation();
      if (pathname.endsWith('/broken')) {
        throw new Error('the page failed');
      }
      return <p>A page that works</p>;
    }
    await renderWithProviders(
      <>
        <Link to="/fine">Elsewhere</Link>
        <RouteErrorBoundary>
          <Page />
        </RouteErrorBoundary>
      </>,
      { path: '/broken' },
    );
    expect(
      await screen.findByRole('heading', { name: /went wrong/i }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('A page that works')).toBeInTheDocument();
  });
});

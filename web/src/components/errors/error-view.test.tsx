import { LOCALES, withLocale } from '@members/contract';
import type { Locale } from '@members/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactI18next from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Link, useLocation } from '@/lib/router';
import { renderWithProviders } from '@/testing/render';

import { ErrorView, NotFoundView, RouteErrorBoundary } from './error-view';

const failure = vi.hoisted(() => ({ isOn: false }));

// The error page asks for its texts: failing there makes the error page
// itself fail while it renders.
vi.mock('react-i18next', async (importOriginal) => {
  const original = await importOriginal<typeof ReactI18next>();
  return {
    ...original,
    useTranslation: (...args: Parameters<typeof original.useTranslation>) => {
      if (failure.isOn) {
        throw new Error('the error page failed');
      }
      return original.useTranslation(...args);
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

async function renderFailingPage(locale: Locale = 'en-en') {
  await renderWithProviders(
    <RouteErrorBoundary>
      <Broken />
    </RouteErrorBoundary>,
    { locale },
  );
}

describe('the error page', () => {
  // The spec's error page: "shows the message, and for status 404 a link
  // back to home" (product rules: Errors); no other status offers it.
  for (const locale of LOCALES) {
    it(`links home for a 404 only, in ${locale}`, async () => {
      const { i18n, unmount } = await renderWithProviders(<NotFoundView />, {
        locale,
      });
      const home = i18n.t('common.error.home');
      expect(screen.getByText('404')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: i18n.t('common.error.notFound') }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: home })).toHaveAttribute(
        'href',
        `/dashboard${withLocale(locale, '/')}`,
      );
      unmount();

      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await renderFailingPage(locale);
      expect(
        await screen.findByRole('heading', {
          name: i18n.t('common.error.unexpected'),
        }),
      ).toBeInTheDocument();
      expect(screen.getByText('500')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: home })).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
    });
  }

  it('shows any other status with its message and no link home', async () => {
    for (const status of [400, 403, 500, 502, 503]) {
      const { unmount } = await renderWithProviders(
        <ErrorView status={status} message="The message" />,
      );
      expect(screen.getByText(String(status))).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'The message' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link'), String(status)).toBeNull();
      unmount();
    }
    // The same view with 404 links home: the link is missing above for the
    // status alone.
    await renderWithProviders(<ErrorView status={404} message="The message" />);
    expect(
      screen.getByRole('link', { name: 'Back to the dashboard' }),
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

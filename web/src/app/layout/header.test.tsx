import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, envFixture, plainUser } from '@/testing/fixtures';
import { handle, server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { saveColorScheme } from '@/utils/color-scheme';

import { Header } from './header';

beforeEach(() => {
  authStore.reset();
  saveColorScheme('auto', { setAttribute: false });
});

/** The settings with the provider's logos. */
function withLogos() {
  server.use(
    handle('env', () => ({
      ...envFixture,
      brand: {
        color: null,
        logoUrl: '/dashboard/brand/logo-0123456789abcdef.svg',
        logoDarkUrl: '/dashboard/brand/logo-dark-0123456789abcdef.svg',
        iconUrl: null,
        support: { email: null, phone: null, whatsapp: null, telegram: null },
        legal: { imprint: null, privacy: null, terms: null },
      },
    })),
  );
}

function navigations() {
  return screen.getAllByRole('navigation', { name: 'Main', hidden: true });
}

describe('header', () => {
  it('shows Reseller and Affiliate only to users with those flags', async () => {
    authStore.signedIn(demoUser);
    await renderWithProviders(<Header withNav />);
    const desktop = navigations()[0];
    if (!desktop) {
      throw new Error('no navigation');
    }
    for (const name of [
      'Dashboard',
      'Invoices',
      'Tickets',
      'Reseller',
      'Affiliate',
    ]) {
      expect(within(desktop).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(
      within(desktop).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('hides them from a customer without flags', async () => {
    authStore.signedIn(plainUser);
    await renderWithProviders(<Header withNav />);
    const desktop = navigations()[0];
    if (!desktop) {
      throw new Error('no navigation');
    }
    expect(
      within(desktop).queryByRole('link', { name: 'Reseller' }),
    ).toBeNull();
    expect(
      within(desktop).queryByRole('link', { name: 'Affiliate' }),
    ).toBeNull();
  });

  it('marks each language of the menu in its own language, Svenska as sv', async () => {
    await renderWithProviders(<Header withNav={false} />);
    const langs = screen
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => [item.textContent, item.getAttribute('lang')]);
    expect(langs).toEqual([
      ['English', 'en'],
      ['Português', 'pt'],
      ['Español', 'es'],
      ['Deutsch', 'de'],
      ['Français', 'fr'],
      ['Svenska', 'sv'],
      ['Türkçe', 'tr'],
    ]);
  });

  it('folds the links behind a menu button that toggles them', async () => {
    authStore.signedIn(demoUser);
    await renderWithProviders(<Header withNav />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(
      button.getAttribute('aria-controls') ?? '',
    );
    expect(panel).toHaveAttribute('hidden');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(panel).not.toHaveAttribute('hidden');
  });

  it('shows only the brand and the language switcher on the login page', async () => {
    await renderWithProviders(<Header withNav={false} />, { path: '/login' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByTestId('language-switcher')).toBeInTheDocument();
  });

  it("shows the provider's logo, named by the provider, instead of the mark and name", async () => {
    withLogos();
    await renderWithProviders(<Header withNav={false} />);
    const logo = await screen.findByRole('img', { name: 'StreamMax' });
    expect(logo.tagName).toBe('IMG');
    expect(logo).toHaveAttribute(
      'src',
      '/dashboard/brand/logo-0123456789abcdef.svg',
    );
    expect(logo).toHaveAttribute('height', '32');
    expect(screen.getByRole('link', { name: 'StreamMax' })).toContainElement(
      logo,
    );
    expect(screen.queryByText('StreamMax')).toBeNull();
  });

  it('shows the dark logo in the dark scheme', async () => {
    withLogos();
    saveColorScheme('dark', { setAttribute: false });
    await renderWithProviders(<Header withNav={false} />);
    expect(
      await screen.findByRole('img', { name: 'StreamMax' }),
    ).toHaveAttribute('src', '/dashboard/brand/logo-dark-0123456789abcdef.svg');
  });

  it('shows the mark and the name without a logo', async () => {
    await renderWithProviders(<Header withNav={false} />);
    expect(await screen.findByText('StreamMax')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'StreamMax' })).toBeNull();
    expect(screen.queryByTestId('brand-logo')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, plainUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { Header } from './header';

beforeEach(() => {
  authStore.reset();
});

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
});

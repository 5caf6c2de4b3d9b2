import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { Header } from './header';

// In the fresh-window project: the first view's paint is noted once per
// page, and a page of the shared window may have lost its frame.

const JSDOM_WIDTH = window.innerWidth;

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
});

afterEach(() => {
  window.innerWidth = JSDOM_WIDTH;
});

describe('the header once the first view is painted', () => {
  it('loads the phone panel, not the account menu, on a narrow screen', async () => {
    window.innerWidth = 390;
    await renderWithProviders(<Header withNav />);
    // The panel's links are there (hidden until its button opens it)...
    expect(
      await screen.findByRole('link', { name: 'My details', hidden: true }),
    ).toBeInTheDocument();
    // ...and the account menu, which a phone does not show, loaded nothing.
    expect(
      screen.queryByRole('menuitem', { name: 'My details', hidden: true }),
    ).toBeNull();
  });

  it('loads the account menu, not the phone panel, on a wide screen', async () => {
    window.innerWidth = 1280;
    await renderWithProviders(<Header withNav />);
    expect(
      await screen.findByRole('menuitem', { name: 'My details', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'My details', hidden: true }),
    ).toBeNull();
  });
});

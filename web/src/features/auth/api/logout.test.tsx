import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore, INITIAL, STATE_COOKIE } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { readCookie } from '@/utils/cookies';

import { useLogout } from './logout';

function SignOut() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()}>
      out
    </button>
  );
}

beforeEach(() => {
  authStore.reset();
  authStore.codeSent('demo@example.com');
  authStore.signedIn(demoUser);
  authStore.rememberPath('/invoice?invoiceid=1001');
});

describe('signing out', () => {
  it.each([
    ['the server ends the session', () => ({ error: false as const })],
    ['the server cannot be reached', () => errorResponse('INTERNAL')],
  ])(
    'resets the whole store, the remembered e-mail included, when %s',
    async (_name, answer) => {
      server.use(handle('logout', answer));
      expect(readCookie(STATE_COOKIE)).toContain('demo@example.com');
      const { queryClient } = await renderWithProviders(<SignOut />);
      queryClient.setQueryData(['dashboard', 'allData'], { cached: true });
      await userEvent.setup().click(screen.getByRole('button'));
      await waitFor(() => expect(authStore.getState()).toEqual(INITIAL));
      expect(readCookie(STATE_COOKIE)).toBeNull();
      expect(window.sessionStorage.getItem('members.redirectPath')).toBeNull();
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    },
  );
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { demoUser } from '../../../testing/fixtures';
import { makeSession, sendCodeFixture } from '../../../testing/fixtures-auth';
import { errorResponse, handle, server } from '../../../testing/msw';
import { renderApp } from '../../../testing/render';
import { authStore } from '../auth-store';
import { readCodeTimer, saveCodeTimer } from '../utils/code-timer';

const EMAIL = 'demo@example.com';

beforeEach(() => {
  authStore.reset();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Opens the login page on the code step, as after a reload. */
async function openCodeStep(
  timing: {
    expiresIn: number;
    resendIn: number;
    redirectPath?: string;
  } = sendCodeFixture,
) {
  authStore.codeSent(EMAIL);
  saveCodeTimer({ email: EMAIL, sentAt: Date.now(), ...timing });
  const result = await renderApp('/dashboard/login');
  await screen.findByRole('heading', { name: 'Check your e-mail' });
  return result;
}

function boxes(): HTMLInputElement[] {
  return screen.getAllByLabelText<HTMLInputElement>(/^Digit \d of 6$/);
}

function verifyHandler(
  answer: () => Response | ReturnType<typeof makeSession>,
) {
  const bodies: unknown[] = [];
  server.use(
    handle('verifyCode', (body) => {
      bodies.push(body);
      return answer();
    }),
  );
  return bodies;
}

describe('code step', () => {
  it('shows after a reload with the address from the store and the first box focused', async () => {
    await openCodeStep();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Sign-in code' }),
    ).toBeInTheDocument();
    expect(boxes()[0]).toHaveFocus();
    expect(
      screen.getByRole('progressbar', { name: 'Code expires in' }),
    ).toBeInTheDocument();
  });

  it('fills every box from a pasted code and submits once', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies: unknown[] = [];
    server.use(
      handle('verifyCode', async (body) => {
        bodies.push(body);
        await gate;
        return makeSession();
      }),
    );
    await openCodeStep();
    await user.paste('123456');

    expect(boxes().map((box) => box.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ emailToVerif: EMAIL, code: '123456' });
    release();
    await waitFor(() => expect(authStore.getState().auth.loggedIn).toBe(true));
    expect(bodies).toHaveLength(1);
  });

  it('submits by itself when the sixth digit is typed, and the guard leaves for the remembered path', async () => {
    const user = userEvent.setup();
    server.use(handle('invoice', () => errorResponse('NOT_FOUND')));
    const bodies = verifyHandler(() => makeSession());
    authStore.rememberPath('/invoice?invoiceid=1001');
    const { router } = await openCodeStep();
    await user.keyboard('65432');
    expect(bodies).toHaveLength(0);
    await user.keyboard('1');

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/dashboard/invoice'),
      { timeout: 5000 },
    );
    expect(router.state.location.search).toBe('?invoiceid=1001');
    expect(bodies).toEqual([{ emailToVerif: EMAIL, code: '654321' }]);
    expect(authStore.getState().auth).toEqual({
      loggedIn: true,
      user: demoUser,
    });
    expect(authStore.getState().login.codeVerif).toBe(false);
    expect(readCodeTimer(EMAIL)).toBeNull();
  });

  it('still returns to the remembered path after a reload of the code step', async () => {
    const user = userEvent.setup();
    server.use(handle('invoice', () => errorResponse('NOT_FOUND')));
    verifyHandler(() => makeSession());
    const { router } = await openCodeStep({
      ...sendCodeFixture,
      redirectPath: '/invoice?invoiceid=1001',
    });
    await user.paste('123456');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/dashboard/invoice'),
      { timeout: 5000 },
    );
  });

  it('moves back a box on backspace', async () => {
    const user = userEvent.setup();
    await openCodeStep();
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('shows a wrong code as a translated error and empties the boxes', async () => {
    const user = userEvent.setup();
    verifyHandler(() => errorResponse('CODE_INVALID'));
    await openCodeStep();
    await user.paste('000000');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is wrong or no longer valid. Check the latest e-mail or ask for a new code.',
    );
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    expect(authStore.getState().auth.loggedIn).toBe(false);
    expect(authStore.getState().login.codeVerif).toBe(true);
  });

  it('counts an answer without a user id as a failure (spec 5)', async () => {
    const user = userEvent.setup();
    verifyHandler(() => ({ ...makeSession(), userid: 0 }));
    await openCodeStep();
    await user.paste('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is wrong or no longer valid.',
    );
    expect(authStore.getState().auth.loggedIn).toBe(false);
  });

  it('allows a resend only after the cooldown, then sends again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const bodies: unknown[] = [];
    server.use(
      handle('sendCode', (body) => {
        bodies.push(body);
        return sendCodeFixture;
      }),
    );
    await openCodeStep({ expiresIn: 600, resendIn: 30 });
    const waiting = screen.getByRole('button', {
      name: /^Resend code in 0:3\d$/,
    });
    expect(waiting).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    await user.click(resend);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new code is on its way. Only the newest code works.',
    );
    expect(bodies).toEqual([{ email: EMAIL, locale: 'en-en' }]);
    expect(
      screen.getByRole('button', { name: 'Resend code in 1:00' }),
    ).toBeDisabled();
    expect(screen.getByText('Code expires in')).toBeInTheDocument();
    expect(screen.getByText('10:00')).toBeInTheDocument();
  });

  it('says when the code has expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openCodeStep({ expiresIn: 120, resendIn: 60 });
    act(() => {
      vi.advanceTimersByTime(121_000);
    });
    expect(
      await screen.findByText(
        'This code has expired. Ask for a new one below.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('goes back to the e-mail step on cancel, with codeVerif cleared', async () => {
    const user = userEvent.setup();
    await openCodeStep();
    await user.click(
      screen.getByRole('button', { name: 'Use another address' }),
    );

    expect(
      await screen.findByRole('heading', { name: 'Sign in' }),
    ).toBeInTheDocument();
    expect(authStore.getState().login.codeVerif).toBe(false);
    expect(readCodeTimer(EMAIL)).toBeNull();
    expect(screen.getByLabelText('E-mail address')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  });
});

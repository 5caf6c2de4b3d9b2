import { EMAIL_SAMPLES, emailSchema } from '@members/contract';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import fields from '@/locales/en-en/fields.json';
import { sendCodeFixture } from '@/testing/fixtures-auth';
import { handle, server } from '@/testing/msw';
import { resetSignInPage } from '@/testing/sign-in-page';

import { startSignInPage } from './sign-in-page';

/*
 * The sign-in page checks an address with the contract's checker: what it
 * sends, the server takes; what it refuses, the server refuses with the same
 * code, and the page words that code as the app does everywhere.
 */

beforeEach(() => {
  resetSignInPage();
});

/** The server's verdict on an address: null, or its issue code. */
function serverVerdict(value: string): string | null {
  const result = emailSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

const SAMPLES = [
  ...EMAIL_SAMPLES.good,
  ...EMAIL_SAMPLES.bad.map(([value]) => value),
];

describe('sign-in page: the e-mail samples', () => {
  it('includes the addresses the page once let through', () => {
    expect(serverVerdict('user@example.c')).toBe('invalid_email');
    expect(serverVerdict('x!y@example.com')).toBe('invalid_email');
    expect(SAMPLES).toEqual(
      expect.arrayContaining(['user@example.c', 'x!y@example.com']),
    );
  });

  it.each(SAMPLES)('gives the server’s verdict on %j', async (sample) => {
    const sent: unknown[] = [];
    server.use(
      handle('sendCode', (body) => {
        sent.push(body);
        return sendCodeFixture;
      }),
    );
    window.history.replaceState(null, '', '/dashboard/login');
    await startSignInPage();
    const input = screen.getByLabelText<HTMLInputElement>('E-mail address');
    input.value = sample;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // What the field holds (a browser drops line breaks), as the page sends it.
    const address = input.value.trim();
    const verdict = serverVerdict(address);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'E-mail me a code' }));
    if (verdict === null) {
      await waitFor(() =>
        expect(sent).toEqual([{ email: address, locale: 'en-en' }]),
      );
      return;
    }
    const message = fields[verdict as keyof typeof fields];
    expect(message).toBeTruthy();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });
});

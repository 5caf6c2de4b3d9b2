import { notifications } from '@mantine/notifications';
import type {
  AllDataResponse,
  UpdateRedirectUrlRequest,
} from '@members/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// Whole-app renders (lazy routes, comboboxes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  notifications.clean();
  authStore.reset();
  authStore.signedIn(demoUser);
});

describe('resellers page', () => {
  it('shows the redirect URL and the reseller’s services', async () => {
    await renderApp('/dashboard/resellers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reseller area' }),
    ).toBeInTheDocument();
    const field = await screen.findByTestId('copy-field');
    expect(field).toHaveTextContent('https://reseller.example/welcome');
    expect(
      within(field).getByRole('button', { name: 'Copy redirect URL' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Open in a new tab/ }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
    const services = screen
      .getByRole('heading', { name: /Your services/ })
      .closest('section') as HTMLElement;
    expect(within(services).getAllByTestId('subscription-card')).toHaveLength(
      2,
    );
    expect(
      within(services).getByRole('switch', {
        name: 'Show inactive subscriptions (3)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(screen.queryByText(/Last changed/)).toBeInTheDocument();
  });

  it('says when no redirect URL is set', async () => {
    server.use(
      handle('allData', () => {
        const data = makeAllData();
        return {
          ...data,
          resellerData: data.resellerData && {
            ...data.resellerData,
            redirect_url: null,
          },
        };
      }),
    );
    await renderApp('/dashboard/resellers');
    expect(await screen.findByText('Not set')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Copy redirect URL' }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Set redirect URL' }),
    ).toBeInTheDocument();
  });
});

describe('redirect URL form', () => {
  async function openForm() {
    const user = userEvent.setup({ delay: null });
    const result = await renderApp('/dashboard/resellers');
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const input = screen.getByRole('textbox', { name: 'New redirect URL' });
    expect(input).toHaveValue('https://reseller.example/welcome');
    return { ...result, user, input };
  }

  function recordSaves(
    answer: (body: UpdateRedirectUrlRequest) => Response | undefined,
  ) {
    const sent: { body: UpdateRedirectUrlRequest; key: string | null }[] = [];
    server.use(
      handle('update_redirect_url', (body, request) => {
        sent.push({ body, key: request.headers.get('idempotency-key') });
        return (
          answer(body) ?? {
            error: false as const,
            reseller: {
              redirect_url: body.redirect_url,
              updatedAt: '2026-11-22T09:30:00',
            },
          }
        );
      }),
    );
    return sent;
  }

  it('saves a new address and shows it with when it changed', async () => {
    const sent = recordSaves(() => undefined);
    const { user, input, queryClient } = await openForm();
    await user.clear(input);
    await user.type(input, '  https://shop.example/start?src=tv ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = await screen.findByTestId('copy-field');
    expect(field).toHaveTextContent('https://shop.example/start?src=tv');
    expect(
      screen.getByText('Last changed Nov 22, 2026, 9:30 AM'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Redirect URL saved.')).toBeInTheDocument();
    expect(sent.map(({ body }) => body)).toEqual([
      { redirect_url: 'https://shop.example/start?src=tv' },
    ]);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      queryClient.getQueryData<AllDataResponse>(['dashboard', 'allData'])
        ?.resellerData?.redirect_url,
    ).toBe('https://shop.example/start?src=tv');
  });

  it.each([
    ['javascript:alert(1)', 'Enter a full web address starting with https://'],
    ['reseller.example', 'Enter a full web address starting with https://'],
    [
      'https://me:secret@reseller.example',
      'Remove the user name and password from the address.',
    ],
    ['   ', 'Enter a web address.'],
  ])('refuses %j before sending', async (value, message) => {
    const sent = recordSaves(() => undefined);
    const { user, input } = await openForm();
    await user.clear(input);
    await user.click(input);
    await user.paste(value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText((content) => content.startsWith(message)),
    ).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('refuses an address that is too long, before sending', async () => {
    const sent = recordSaves(() => undefined);
    const { user, input } = await openForm();
    await user.clear(input);
    await user.click(input);
    await user.paste(`https://reseller.example/${'a'.repeat(2030)}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText(
        'This address is too long. Use at most 2048 characters.',
      ),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the problem the server names on the address', async () => {
    recordSaves(() =>
      errorResponse('VALIDATION', {
        issues: [{ path: 'redirect_url', code: 'invalid_url' }],
      }),
    );
    const { user, input } = await openForm();
    await user.clear(input);
    await user.type(input, 'https://other.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/^Enter a full web address starting with/),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['FORBIDDEN', 'You are not allowed to do this.'],
    ['RATE_LIMITED', 'Too many attempts. Please wait a little and try again.'],
    ['WHMCS_TIMEOUT', 'Our billing system took too long to answer.'],
  ] as const)('says why the server refused: %s', async (code, message) => {
    recordSaves(() => errorResponse(code));
    const { user, input } = await openForm();
    await user.clear(input);
    await user.type(input, 'https://other.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Change the redirect URL' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveValue('https://other.example');
  });

  it('closes without sending when nothing changed, and on cancel', async () => {
    const sent = recordSaves(() => undefined);
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.queryByRole('textbox', { name: 'New redirect URL' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.type(
      screen.getByRole('textbox', { name: 'New redirect URL' }),
      '/more',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('copy-field')).toHaveTextContent(
      'https://reseller.example/welcome',
    );
    expect(sent).toHaveLength(0);
  });

  it('sends one save however often the button is pressed', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent = recordSaves(() => undefined);
    server.use(
      handle('update_redirect_url', async (body) => {
        sent.push({ body, key: null });
        await gate;
        return {
          error: false as const,
          reseller: { redirect_url: body.redirect_url, updatedAt: null },
        };
      }),
    );
    const { user, input } = await openForm();
    await user.clear(input);
    await user.type(input, 'https://other.example');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.click(save);
    expect(save).toBeDisabled();
    release();
    expect(await screen.findByTestId('copy-field')).toHaveTextContent(
      'https://other.example',
    );
    expect(sent).toHaveLength(1);
  });
});

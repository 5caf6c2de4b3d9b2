import { notifications } from '@mantine/notifications';
import { MAC_SAMPLES } from '@members/contract';
import {
  act,
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import fields from '@/locales/en-en/fields.json';
import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

import { listsWith, makeDeviceSetup } from '../test-fixtures';

// The whole app renders in these tests: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

let requests: unknown[] = [];
let setupCalls = 0;

afterEach(() => {
  act(() => notifications.clean());
});

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  requests = [];
  setupCalls = 0;
  server.use(
    handle('deviceSetup', () => {
      setupCalls += 1;
      return makeDeviceSetup({ mac: null });
    }),
    handle('updateMacAddress', (body) => {
      requests.push(body);
      return { error: false, ...listsWith(body.serviceid, { mac: body.mac }) };
    }),
  );
});

async function openCard(id = 102) {
  const user = userEvent.setup();
  await renderApp(`/dashboard/subscription?subscriptionid=${id}`);
  const card = await screen.findByTestId('mac-card');
  const input = within(card).getByTestId('mac-input');
  return { user, card, input };
}

describe('MAC address form', { timeout: 30_000 }, () => {
  it.each([['00-1a-79-aa-bb-cc'], ['00:1a:79:aa:bb:cc'], ['001A79AABBCC']])(
    'takes %s, shows it as 00:1A:79:AA:BB:CC and saves it',
    async (typed) => {
      const { user, card, input } = await openCard();
      await user.type(input, typed);
      expect(
        within(card).getByText('Will be saved as 00:1A:79:AA:BB:CC'),
      ).toBeInTheDocument();
      await user.tab();
      expect(input).toHaveValue('00:1A:79:AA:BB:CC');
      await user.click(
        within(card).getByRole('button', { name: 'Add MAC address' }),
      );
      expect(await screen.findByText('MAC address saved')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Your subscription now uses 00:1A:79:AA:BB:CC. Restart your device to connect.',
        ),
      ).toBeInTheDocument();
      expect(requests).toEqual([{ serviceid: 102, mac: '00:1A:79:AA:BB:CC' }]);
      await waitFor(() =>
        expect(
          within(card).getByText('00:1A:79:AA:BB:CC', { selector: 'p' }),
        ).toBeInTheDocument(),
      );
      expect(input).toHaveValue('');
      expect(
        within(card).getByRole('button', { name: 'Change MAC address' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(setupCalls).toBe(2));
    },
  );

  it.each([
    ['00:1A:79:AA:BB'],
    ['00:1a-79:aa:bb:cc'],
    ['00:1A:79:AA:BB:GG'],
    ['00.1A.79.AA.BB.CC'],
    ['hello'],
  ])('refuses %s before sending', async (typed) => {
    const { user, card, input } = await openCard();
    await user.type(input, typed);
    await user.click(
      within(card).getByRole('button', { name: 'Add MAC address' }),
    );
    expect(
      within(card).getByText(
        'This isn’t a valid MAC address. Use 12 characters (0–9, A–F), for example 00:1A:79:12:34:56.',
      ),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('says an invalid MAC as soon as the field is left', async () => {
    const { user, card, input } = await openCard();
    await user.type(input, '00:1A');
    await user.tab();
    expect(
      within(card).getByText(/This isn’t a valid MAC address/),
    ).toBeInTheDocument();
    await user.type(input, ':79:AA:BB:CC');
    expect(
      within(card).queryByText(/This isn’t a valid MAC address/),
    ).toBeNull();
  });

  it('asks for a MAC when the field is empty', async () => {
    const { user, card } = await openCard();
    await user.click(
      within(card).getByRole('button', { name: 'Add MAC address' }),
    );
    expect(
      within(card).getByText('Enter the MAC address of your device.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says when another subscription already uses the MAC, and changes nothing', async () => {
    server.use(
      handle('updateMacAddress', (body) => {
        requests.push(body);
        return errorResponse('MAC_ALREADY_USED', { reason: 'already' });
      }),
    );
    const { user, card, input } = await openCard(101);
    expect(
      within(card).getByText('00:1A:79:12:34:56', { selector: 'p' }),
    ).toBeInTheDocument();
    await user.type(input, '00-1a-79-aa-bb-cc');
    await user.click(
      within(card).getByRole('button', { name: 'Change MAC address' }),
    );
    expect(
      await within(card).findByText(
        'This MAC address is already in use by another subscription. Check that you typed it correctly, or contact support.',
      ),
    ).toBeInTheDocument();
    expect(input).toHaveValue('00:1A:79:AA:BB:CC');
    expect(input).toHaveFocus();
    // Leaving the field is no edit: the refusal stays until the MAC changes.
    await user.tab();
    expect(
      within(card).getByText(/already in use by another subscription/),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('00:1A:79:12:34:56', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('says when the daily limit of changes is reached', async () => {
    server.use(
      handle('updateMacAddress', () =>
        errorResponse('RATE_LIMITED', { retryAfter: 3600 }),
      ),
    );
    const { user, card, input } = await openCard();
    await user.type(input, '001A79AABBCC');
    await user.click(
      within(card).getByRole('button', { name: 'Add MAC address' }),
    );
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'You’ve reached today’s limit of changes for this subscription.',
    );
  });

  it('sends once however often the button is pressed', async () => {
    let release: () => void = () => undefined;
    server.use(
      handle('updateMacAddress', async (body) => {
        requests.push(body);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { error: false, ...listsWith(102, { mac: body.mac }) };
      }),
    );
    const { user, card, input } = await openCard();
    await user.type(input, '001A79AABBCC');
    const button = within(card).getByRole('button', {
      name: 'Add MAC address',
    });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    await user.click(button);
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByText('MAC address saved')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});

describe('MAC address form: the contract samples', { timeout: 60_000 }, () => {
  it('gives the server’s verdict and message on every sample', async () => {
    const { user, card, input } = await openCard();
    const submit = () =>
      within(card).getByRole('button', { name: /^(Add|Change) MAC address$/ });
    // Every good sample is sent as the contract stores it, and saved.
    expect(MAC_SAMPLES.stored).toHaveLength(MAC_SAMPLES.good.length);
    for (const [index, sample] of MAC_SAMPLES.good.entries()) {
      const stored = MAC_SAMPLES.stored[index];
      fireEvent.change(input, { target: { value: sample } });
      if (stored !== sample) {
        expect(
          within(card).getByText(`Will be saved as ${stored}`),
          sample,
        ).toBeInTheDocument();
      }
      await user.click(submit());
      expect(input, sample).not.toHaveAttribute('aria-invalid', 'true');
      // Saved: the field is emptied and the card shows the MAC stored.
      await waitFor(() => expect(input, sample).toHaveValue(''));
      expect(requests[index], sample).toEqual({ serviceid: 102, mac: stored });
      await waitFor(() =>
        expect(
          within(card).getByText(stored ?? '', { selector: 'p' }),
          sample,
        ).toBeInTheDocument(),
      );
    }
    expect(requests).toHaveLength(MAC_SAMPLES.good.length);
    // The form trims what was typed before it checks and sends it.
    const typed = MAC_SAMPLES.bad.filter(
      ([sample]) => sample.trim() === sample,
    );
    expect(typed.length).toBe(MAC_SAMPLES.bad.length - 1);
    for (const [sample, code] of typed) {
      fireEvent.change(input, { target: { value: sample } });
      await user.click(submit());
      expect(
        within(card).getByText(fields[code as keyof typeof fields]),
        sample,
      ).toBeInTheDocument();
      expect(input, sample).toHaveAttribute('aria-invalid', 'true');
    }
    // None of the bad ones was sent.
    expect(requests).toHaveLength(MAC_SAMPLES.good.length);
  });
});

import { notifications } from '@mantine/notifications';
import { PARENTAL_CODE_SAMPLES, parentalCodeSchema } from '@members/contract';
import {
  act,
  configure,
  fireEvent,
  screen,
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

afterEach(() => {
  act(() => notifications.clean());
});

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  requests = [];
  server.use(
    handle('deviceSetup', () => makeDeviceSetup()),
    handle('update_parental_code', (body) => {
      requests.push(body);
      return {
        error: false,
        ...listsWith(body.serviceid, { parentalCode: body.code }),
      };
    }),
  );
});

async function openCard() {
  const user = userEvent.setup();
  await renderApp('/dashboard/subscription?subscriptionid=101');
  const card = await screen.findByTestId('parental-card');
  const input = within(card).getByTestId('parental-input');
  const save = within(card).getByRole('button', {
    name: 'Save parental code',
  });
  return { user, card, input, save };
}

describe('parental code form', { timeout: 30_000 }, () => {
  it('saves four digits and shows the new code', async () => {
    const { user, card, input, save } = await openCard();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1234');
    await user.click(save);
    expect(await screen.findByText('Parental code saved')).toBeInTheDocument();
    expect(requests).toEqual([{ serviceid: 101, code: '1234' }]);
    expect(input).toHaveValue('');
    await user.click(
      within(card).getByRole('button', { name: 'Show parental code' }),
    );
    expect(await within(card).findByText('1234')).toBeInTheDocument();
  });

  it('refuses letters at once and never sends them', async () => {
    const { user, card, input, save } = await openCard();
    await user.type(input, '12a4');
    expect(within(card).getByText('Use digits only (0–9).')).toBeVisible();
    await user.click(save);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it.each([
    ['123', 'The code must have exactly four digits.'],
    ['12345', 'The code must have exactly four digits.'],
    ['', 'Enter a code of four digits.'],
  ])('refuses %j before sending', async (typed, message) => {
    const { user, card, input, save } = await openCard();
    if (typed) {
      await user.type(input, typed);
    }
    await user.click(save);
    expect(within(card).getByText(message)).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('says clearly when the subscription has no parental code', async () => {
    server.use(
      handle('update_parental_code', () =>
        errorResponse('CUSTOM_FIELD_MISSING', { reason: 'parentalCode' }),
      ),
    );
    const { user, card, input, save } = await openCard();
    await user.type(input, '1234');
    await user.click(save);
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This subscription does not support this setting. Please contact support.',
    );
  });
});

describe(
  'parental code form: the contract samples',
  { timeout: 60_000 },
  () => {
    it('gives the server’s verdict and message on every bad sample', async () => {
      const { user, card, input, save } = await openCard();
      for (const [sample] of PARENTAL_CODE_SAMPLES.bad) {
        fireEvent.change(input, { target: { value: sample } });
        await user.click(save);
        const code =
          parentalCodeSchema.safeParse(sample).error?.issues[0]?.message;
        expect(code, sample).toBeDefined();
        expect(
          within(card).getByText(fields[code as keyof typeof fields]),
          sample,
        ).toBeVisible();
        expect(input, sample).toHaveAttribute('aria-invalid', 'true');
      }
      expect(requests).toEqual([]);
      for (const sample of PARENTAL_CODE_SAMPLES.good) {
        fireEvent.change(input, { target: { value: sample } });
        expect(input, sample).not.toHaveAttribute('aria-invalid', 'true');
      }
    });
  },
);

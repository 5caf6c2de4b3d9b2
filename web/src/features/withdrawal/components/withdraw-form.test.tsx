import type { WithdrawRequest, WithdrawResponse } from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';

import { WithdrawForm } from './withdraw-form';

configure({ asyncUtilTimeout: 10_000 });

let sent: { body: WithdrawRequest; key: string | null }[];
let answers: (() => Response)[];

function receiptOf(body: WithdrawRequest): WithdrawResponse {
  return {
    error: false,
    reference: 'WDR-2026-000007',
    receivedAt: '2026-11-27T18:30:00.000Z',
    receiptUrl: '/dashboard/api/withdrawReceipt?reference=WDR-2026-000007',
    receipt: {
      reference: 'WDR-2026-000007',
      receivedAt: '2026-11-27T18:30:00.000Z',
      name: body.name,
      email: body.email,
      contract: body.serviceRef ?? '',
      serviceid: null,
      reason: body.reason ?? '',
      orderedOn: null,
      withdrawUntil: null,
      withinPeriod: null,
    },
    repeated: false,
  };
}

beforeEach(() => {
  authStore.reset();
  sent = [];
  answers = [];
  server.use(
    handle('withdraw', (body, request) => {
      sent.push({ body, key: request.headers.get('idempotency-key') });
      return answers.shift()?.() ?? receiptOf(body);
    }),
  );
});

/** A guest's form, filled in and taken to step 2; the receipts it hands on are collected. */
async function guestSummary() {
  const user = userEvent.setup({ delay: null });
  const receipts: WithdrawResponse[] = [];
  await renderWithProviders(
    <WithdrawForm
      lines={null}
      prefill={{ name: '', email: '' }}
      onReceipt={(response) => receipts.push(response)}
    />,
    { path: '/withdraw' },
  );
  const fill = async (label: RegExp, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await fill(/^Your name/, 'Erika Muster');
  await fill(/^E-mail address for the receipt/, 'erika@example.com');
  await fill(/^Username or contract number/, 'demo101');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const summary = await screen.findByTestId('withdraw-summary');
  const confirm = within(summary).getByRole('button', {
    name: 'Confirm withdrawal',
  });
  return { user, receipts, summary, confirm };
}

describe('withdraw form, as a guest', { timeout: 30_000 }, () => {
  it('sends nothing before the confirmation, and the same key again after an answer that was lost', async () => {
    answers = [() => errorResponse('INTERNAL')];
    const { user, receipts, summary, confirm } = await guestSummary();
    expect(sent).toEqual([]);
    await user.click(confirm);
    expect(await within(summary).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await user.click(confirm);
    await waitFor(() => expect(receipts).toHaveLength(1));
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent.map(({ body }) => body.confirmed)).toEqual([true, true]);
  });

  it('sends a changed declaration with a new key', async () => {
    answers = [() => errorResponse('RATE_LIMITED')];
    const { user, receipts, confirm } = await guestSummary();
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.type(screen.getByLabelText(/^Username or contract number/), '2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(
      await screen.findByRole('button', { name: 'Confirm withdrawal' }),
    );
    await waitFor(() => expect(receipts).toHaveLength(1));
    expect(sent.map(({ body }) => body.serviceRef)).toEqual([
      'demo101',
      'demo1012',
    ]);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });
});

import type {
  CancelRequestRequest,
  CancelRequestResponse,
} from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';

import { CancelForm } from './cancel-form';

configure({ asyncUtilTimeout: 10_000 });

let keys: (string | null)[];
let answers: (() => Response)[];

function receiptOf(body: CancelRequestRequest): CancelRequestResponse {
  return {
    error: false,
    receipt: {
      reference: 'CXL-2026-000042',
      receivedAt: '2026-11-27T18:30:00.000Z',
      kind: body.kind,
      reason: body.reason ?? '',
      name: body.name,
      email: body.email,
      contract: body.serviceRef ?? '',
      serviceid: null,
      endAt: body.endAt,
      endsAt: null,
      type: null,
    },
    pdfLink: '/dashboard/api/cancelReceipt?reference=CXL-2026-000042',
    repeated: false,
  };
}

beforeEach(() => {
  authStore.reset();
  keys = [];
  answers = [];
  server.use(
    handle('cancelRequest', (body, request) => {
      keys.push(request.headers.get('idempotency-key'));
      return answers.shift()?.() ?? receiptOf(body);
    }),
  );
});

/** A guest's form, filled in; the receipts it hands on are collected. */
async function fillGuestForm() {
  const user = userEvent.setup({ delay: null });
  const receipts: CancelRequestResponse[] = [];
  await renderWithProviders(
    <CancelForm
      subscriptions={null}
      prefill={{ name: '', email: '' }}
      onReceipt={(response) => receipts.push(response)}
    />,
    { path: '/cancel' },
  );
  const ref = screen.getByLabelText(/^Username or subscription number/);
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await fill(screen.getByLabelText(/^Your name/), 'Erika Muster');
  await fill(
    screen.getByLabelText(/^Your e-mail address/),
    'erika@example.com',
  );
  await fill(ref, 'demo101');
  const form = screen.getByRole('form', { name: 'Cancellation' });
  const submit = screen.getByRole('button', { name: 'Cancel now' });
  return { user, receipts, ref, form, submit };
}

describe('cancel form, as a guest', { timeout: 30_000 }, () => {
  it('sends the same key again after an answer that was lost, and hands on the receipt', async () => {
    answers = [() => errorResponse('INTERNAL')];
    const { user, receipts, form, submit } = await fillGuestForm();
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await user.click(submit);
    await waitFor(() => expect(receipts).toHaveLength(1));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('forgets the banner once a field is edited, and sends a changed declaration with a new key', async () => {
    answers = [() => errorResponse('RATE_LIMITED')];
    const { user, receipts, ref, form, submit } = await fillGuestForm();
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toBeVisible();
    await user.type(ref, '2');
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(submit);
    await waitFor(() => expect(receipts).toHaveLength(1));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

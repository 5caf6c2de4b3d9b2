import type { UpdateMacAddressRequest } from '@members/contract';
import { useMutation } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { StepUpHost } from '@/components/step-up/step-up-host';
import { call } from '@/lib/api-client';
import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';

import { useFormSubmission } from './use-form-submission';
import type { FormSubmission, Keyed } from './use-form-submission';

type Body = UpdateMacAddressRequest;
type Answer = Awaited<ReturnType<typeof sendMac>>;

function sendMac({ body, idempotencyKey }: Keyed<Body>) {
  return call('updateMacAddress', body, { idempotencyKey });
}

const MAC: Body = { serviceid: 101, mac: '00:1A:79:12:34:56' };

let keys: (string | null)[];
let focused: unknown[];
let hasFieldError: boolean;
let current: FormSubmission<Body, Answer>;

/** A form of one change, its submission exposed to the test. */
function Probe({ fingerprint }: { fingerprint?: (body: Body) => unknown }) {
  const mutation = useMutation({ mutationFn: sendMac });
  current = useFormSubmission(mutation, {
    fingerprint,
    form: {
      focusFailure: (error) => focused.push(error),
      hasFieldError,
    },
    errors: { RATE_LIMITED: 'subscriptions.limitReached' },
  });
  return <p data-testid="banner">{current.banner ?? ''}</p>;
}

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  keys = [];
  focused = [];
  hasFieldError = false;
});

/** Answers each updateMacAddress with the next of `answers`. */
function answerWith(...answers: (() => Response)[]) {
  server.use(
    handle('updateMacAddress', (_body, request) => {
      keys.push(request.headers.get('idempotency-key'));
      const next = answers.shift();
      if (!next) {
        throw new Error('no answer left');
      }
      return next();
    }),
  );
}

const lists = () => {
  const { activeSubs, unactiveSubs } = makeAllData().subscriptionsData;
  return Response.json({ activeSubs, unactiveSubs });
};

describe('useFormSubmission', () => {
  it('sends once while a submission is under way, and gives the answer to the form', async () => {
    answerWith(lists);
    await renderWithProviders(<Probe />);
    const answers: unknown[] = [];
    act(() => {
      current.submit(MAC, { onSuccess: (answer) => answers.push(answer) });
      current.submit(MAC);
    });
    await waitFor(() => expect(current.isSuccess).toBe(true));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(answers).toHaveLength(1);
    expect(current.banner).toBeNull();
  });

  it('sends the same key again after an unknown outcome, and a new one after an answer', async () => {
    answerWith(() => errorResponse('INTERNAL'), lists, lists);
    await renderWithProviders(<Probe />);
    act(() => current.submit(MAC));
    await waitFor(() => expect(current.error).not.toBeNull());
    act(() => current.submit(MAC));
    await waitFor(() => expect(current.isSuccess).toBe(true));
    act(() => current.submit(MAC));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('sends again after the form was reset while a change was on its way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      handle('updateMacAddress', async (_body, request) => {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length === 1) {
          await held;
        }
        return lists();
      }),
    );
    await renderWithProviders(<Probe />);
    act(() => current.submit(MAC));
    await waitFor(() => expect(current.isPending).toBe(true));
    // An edit resets the form's last outcome while the first change is sent.
    act(() => current.reset());
    await waitFor(() => expect(current.isPending).toBe(false));
    release();
    act(() => current.submit({ ...MAC, mac: '00:1A:79:12:34:57' }));
    await waitFor(() => expect(current.isSuccess).toBe(true));
    expect(keys).toHaveLength(2);
  });

  it('compares bodies by the form’s fingerprint when it gives one', async () => {
    answerWith(
      () => errorResponse('INTERNAL'),
      () => errorResponse('INTERNAL'),
      lists,
    );
    // Only the service counts: two MACs of one service are one attempt.
    await renderWithProviders(<Probe fingerprint={(body) => body.serviceid} />);
    act(() => current.submit(MAC));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(current.isPending).toBe(false));
    act(() => current.submit({ ...MAC, mac: '00:1A:79:12:34:57' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() => expect(current.isPending).toBe(false));
    act(() => current.submit({ ...MAC, serviceid: 102 }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('words a failure no field shows for the banner, the form’s own wording first', async () => {
    answerWith(
      () => errorResponse('RATE_LIMITED'),
      () => errorResponse('WHMCS_UNAVAILABLE'),
    );
    await renderWithProviders(<Probe />);
    act(() => current.submit(MAC));
    await waitFor(() => expect(current.error).not.toBeNull());
    expect(screen.getByTestId('banner').textContent).toMatch(/limit/i);
    expect(focused).toHaveLength(1);
    act(() => current.submit({ ...MAC, mac: '00:1A:79:12:34:57' }));
    await waitFor(() =>
      expect(screen.getByTestId('banner').textContent).not.toMatch(/limit/i),
    );
    expect(current.banner).toBeTruthy();
    act(() => current.reset());
    await waitFor(() => expect(current.banner).toBeNull());
  });

  it('clears a banner on an edit, and leaves a failure shown on a field', async () => {
    answerWith(
      () => errorResponse('WHMCS_UNAVAILABLE'),
      () =>
        errorResponse('VALIDATION', {
          issues: [{ path: 'mac', code: 'mac_invalid', message: 'bad' }],
        }),
    );
    await renderWithProviders(<Probe />);
    act(() => current.submit(MAC));
    await waitFor(() => expect(current.banner).toBeTruthy());
    act(() => current.clearBanner());
    await waitFor(() => expect(current.error).toBeNull());
    // Read as the probe renders again with the next failure.
    hasFieldError = true;
    act(() => current.submit(MAC));
    await waitFor(() => expect(current.error).not.toBeNull());
    act(() => current.clearBanner());
    // The field keeps showing the server's refusal until it is edited.
    expect(current.error).not.toBeNull();
  });

  it('leaves the banner empty when a field shows the failure', async () => {
    hasFieldError = true;
    answerWith(() =>
      errorResponse('VALIDATION', {
        issues: [{ path: 'mac', code: 'mac_invalid', message: 'bad' }],
      }),
    );
    await renderWithProviders(<Probe />);
    act(() => current.submit(MAC));
    await waitFor(() => expect(current.error).not.toBeNull());
    expect(current.banner).toBeNull();
    expect(focused).toEqual([current.error]);
  });

  it('asks for a step-up on STEP_UP_REQUIRED and sends the change again with its key', async () => {
    const stepUps: unknown[] = [];
    server.use(
      handle('stepUp', (body) => {
        stepUps.push(body);
        return { error: false, checkedUntil: '2026-11-24T10:10:00.000Z' };
      }),
    );
    answerWith(() => errorResponse('STEP_UP_REQUIRED'), lists);
    await renderWithProviders(
      <>
        <Probe />
        <StepUpHost />
      </>,
    );
    const answers: unknown[] = [];
    act(() =>
      current.submit(MAC, { onSuccess: (answer) => answers.push(answer) }),
    );
    const dialog = await screen.findByTestId('step-up', {}, { timeout: 5000 });
    expect(current.isPending).toBe(true);
    expect(current.banner).toBeNull();
    await userEvent.type(
      within(dialog).getByRole('textbox', {
        name: 'Code from the app or a recovery code',
      }),
      'abcde-fghij',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(current.isSuccess).toBe(true));
    expect(stepUps).toEqual([{ code: 'abcde-fghij' }]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(answers).toHaveLength(1);
    expect(focused).toEqual([]);
  });

  it('fails on STEP_UP_REQUIRED as on any refusal where no step-up dialog is mounted', async () => {
    answerWith(() => errorResponse('STEP_UP_REQUIRED'));
    await renderWithProviders(<Probe />);
    act(() => current.submit(MAC));
    await waitFor(() => expect(current.banner).toBeTruthy());
    expect(keys).toHaveLength(1);
    expect(focused).toHaveLength(1);
  });
});

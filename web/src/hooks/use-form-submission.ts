import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

import {
  isStepUpRequired,
  requestStepUp,
} from '@/components/step-up/step-up-store';
import { useAttemptKey } from '@/hooks/attempt-key';
import { useFormError } from '@/hooks/use-form-error';
import type { FormErrorOverrides } from '@/hooks/use-form-error';

/** What a change sends: its body and the attempt's Idempotency-Key. */
export interface Keyed<B> {
  body: B;
  idempotencyKey: string;
}

/** The part of a field form a submission reports to (`useFieldForm`). */
export interface SubmittingForm {
  /** Focuses the first field a failure names. */
  focusFailure: (error: unknown) => void;
  /** Whether the last failure is shown on a field rather than in the banner. */
  hasFieldError: boolean;
}

/** What happens after one submission, for the form that sent it. */
export interface SubmitHandlers<B, R> {
  onSuccess?: (answer: R, body: B) => void;
  onError?: (error: Error, body: B) => void;
}

/** What `useFormSubmission` gives a form. */
export interface FormSubmission<B, R> {
  /**
   * Sends `body` unless a submission is under way: one Idempotency-Key per
   * attempt, the same again when the same body is sent after an unknown
   * outcome (a lost answer), so the server acts once.
   */
  submit: (body: B, handlers?: SubmitHandlers<B, R>) => void;
  isPending: boolean;
  isSuccess: boolean;
  /** The last answer, until the form is reset. */
  answer: R | undefined;
  /** The last failure, or null. */
  error: Error | null;
  /**
   * The failure's message for the form's banner: null when nothing failed
   * or a field shows it.
   */
  banner: string | null;
  /** Forgets the last answer or failure (an edit, a dialog closed). */
  reset: () => void;
  /**
   * Forgets a failure the banner shows (an edit, a new try); one on the
   * fields stays until they are edited, and a change on its way is left alone.
   */
  clearBanner: () => void;
}

/**
 * Sends one attempt. A change refused until the customer confirms it is
 * them (STEP_UP_REQUIRED) waits for the step-up dialog, then goes again as
 * it was: the same body and the same key, so the customer does not make it
 * twice; refused again, or the dialog closed, it fails as it was.
 */
function useSend<B, R>(
  mutation: UseMutationResult<R, Error, Keyed<B>>,
  {
    attemptKey,
    isSending,
    form,
  }: {
    attemptKey: ReturnType<typeof useAttemptKey>;
    isSending: RefObject<boolean>;
    form: SubmittingForm | undefined;
  },
) {
  const [isSteppingUp, setIsSteppingUp] = useState(false);
  const send = (
    body: B,
    idempotencyKey: string,
    handlers: SubmitHandlers<B, R>,
    canStepUp: boolean,
  ) => {
    const fail = (error: Error) => {
      isSending.current = false;
      attemptKey.settle(error);
      form?.focusFailure(error);
      handlers.onError?.(error, body);
    };
    mutation.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (answer) => {
          isSending.current = false;
          attemptKey.settle();
          handlers.onSuccess?.(answer, body);
        },
        onError: (error) => {
          if (!canStepUp || !isStepUpRequired(error)) {
            fail(error);
            return;
          }
          setIsSteppingUp(true);
          void requestStepUp().then((isConfirmed) => {
            setIsSteppingUp(false);
            if (isConfirmed) {
              send(body, idempotencyKey, handlers, false);
            } else {
              fail(error);
            }
          });
        },
      },
    );
  };
  return { send, isSteppingUp };
}

/**
 * One way every form submits (docs/architecture.md, "Forms"): the change's
 * mutation (its api hook, which puts the answer into the query cache) sent
 * with the attempt's key, never twice at once; a change that asks for a
 * step-up sent again by itself once the customer confirmed it is them; its
 * failure on the form's fields (focused) or else worded for the banner;
 * success to the form.
 */
export function useFormSubmission<B, R>(
  mutation: UseMutationResult<R, Error, Keyed<B>>,
  {
    form,
    errors,
    fingerprint,
  }: {
    /** The field form whose fields show some failures. */
    form?: SubmittingForm;
    /** The form's own wording of some failures in its banner. */
    errors?: FormErrorOverrides;
    /**
     * What tells two bodies apart for the attempt's key, when JSON does not
     * (files, which are `{}` as JSON); the body itself by default.
     */
    fingerprint?: (body: B) => unknown;
  } = {},
): FormSubmission<B, R> {
  const attemptKey = useAttemptKey();
  const formError = useFormError(errors);
  // Set at once, not at the next render: two clicks in one frame send once.
  const isSending = useRef(false);
  // A reset while sending (an edit) drops the callbacks that would clear it.
  useEffect(() => {
    if (mutation.status === 'idle') {
      isSending.current = false;
    }
  }, [mutation.status]);
  const { send, isSteppingUp } = useSend(mutation, {
    attemptKey,
    isSending,
    form,
  });
  const submit = (body: B, handlers: SubmitHandlers<B, R> = {}) => {
    if (isSending.current || mutation.isPending || isSteppingUp) {
      return;
    }
    isSending.current = true;
    const key = attemptKey.keyFor(fingerprint ? fingerprint(body) : body);
    send(body, key, handlers, true);
  };
  const hasBanner = mutation.isError && !isSteppingUp && !form?.hasFieldError;
  const clearBanner = () => {
    if (hasBanner && !mutation.isPending) {
      mutation.reset();
    }
  };
  return {
    submit,
    isPending: mutation.isPending || isSteppingUp,
    isSuccess: mutation.isSuccess,
    answer: mutation.data,
    error: isSteppingUp ? null : mutation.error,
    banner: hasBanner ? formError(mutation.error) : null,
    reset: mutation.reset,
    clearBanner,
  };
}

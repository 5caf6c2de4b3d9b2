import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { useFormSubmission } from '@/hooks/use-form-submission';
import type { Keyed, SubmittingForm } from '@/hooks/use-form-submission';
import { useNavigate } from '@/lib/router';

/** What the last attempt left to say: its error, its banner, and the choice it was for. */
export interface CheckoutFailure {
  error: Error;
  /** The failure worded for the page's banner; null when a field shows it. */
  banner: string | null;
  choice: string;
}

/** One confirmed choice, sent: its body, and what to say after. */
export interface CheckoutAttempt<TBody, TAnswer, TDone> {
  body: TBody;
  /** The radio value the attempt is for, kept with its failure. */
  choice: string;
  /** The notification's title, and its message when nothing is due or an invoice is. */
  success: { title: string; done: string; invoice: string };
  /** What the page shows when nothing is due. */
  toDone: (answer: TAnswer) => TDone;
}

/**
 * The flow both plan pages share: one choice, confirmed once, sent once
 * through the page's submission (its attempt key, its failure on the
 * form's fields or in the banner); then what is done, or the invoice to pay.
 */
export function useCheckout<
  TConfirming,
  TDone,
  TBody,
  TAnswer extends { invoiceid: number | null },
>(
  mutation: UseMutationResult<TAnswer, Error, Keyed<TBody>>,
  { form }: { form?: SubmittingForm } = {},
) {
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const submission = useFormSubmission(mutation, { form });
  const [choice, setChoice] = useState<string | null>(null);
  const [isChoiceMissing, setIsChoiceMissing] = useState(false);
  const [confirming, setConfirming] = useState<TConfirming | null>(null);
  const [failedChoice, setFailedChoice] = useState<string | null>(null);
  const [done, setDone] = useState<TDone | null>(null);
  const failure: CheckoutFailure | null =
    submission.error && failedChoice !== null
      ? {
          error: submission.error,
          banner: submission.banner,
          choice: failedChoice,
        }
      : null;

  function handleChoice(value: string) {
    setChoice(value);
    setIsChoiceMissing(false);
    submission.reset();
  }

  function handleClose() {
    if (!submission.isPending) {
      setConfirming(null);
    }
  }

  function send(attempt: CheckoutAttempt<TBody, TAnswer, TDone>) {
    submission.submit(attempt.body, {
      onSuccess: (answer) => {
        setConfirming(null);
        notifications.show({
          color: 'teal',
          title: attempt.success.title,
          message:
            answer.invoiceid === null
              ? attempt.success.done
              : attempt.success.invoice,
        });
        if (answer.invoiceid === null) {
          setDone(attempt.toDone(answer));
        } else {
          navigate(toPath(paths.invoice(answer.invoiceid)));
        }
      },
      onError: () => {
        setConfirming(null);
        setFailedChoice(attempt.choice);
      },
    });
  }

  return {
    choice,
    isChoiceMissing,
    setIsChoiceMissing,
    confirming,
    setConfirming,
    failure,
    clearFailure: submission.reset,
    done,
    isPending: submission.isPending,
    handleChoice,
    handleClose,
    send,
  };
}

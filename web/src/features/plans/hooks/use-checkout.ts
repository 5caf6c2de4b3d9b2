import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { paths } from '@/config/paths';
import { useAttemptKey } from '@/hooks/attempt-key';
import { useLocalePath } from '@/hooks/locale-context';
import { useNavigate } from '@/lib/router';

/** What the last attempt left to say: its error, and the choice it was for. */
export interface CheckoutFailure {
  error: unknown;
  choice: string;
}

/** One confirmed choice, sent: its body, how to send it, and what to say after. */
export interface CheckoutAttempt<TBody, TAnswer, TDone> {
  body: TBody;
  send: (variables: {
    body: TBody;
    idempotencyKey: string;
  }) => Promise<TAnswer>;
  /** The radio value the attempt is for, kept with its failure. */
  choice: string;
  /** The notification's title, and its message when nothing is due or an invoice is. */
  success: { title: string; done: string; invoice: string };
  /** What the page shows when nothing is due. */
  toDone: (answer: TAnswer) => TDone;
  /** Called after a failure is kept (to focus the field it names, say). */
  onFailure?: (error: unknown) => void;
}

/**
 * The flow both plan pages share: one choice, confirmed once, sent once
 * with its attempt key; then what is done, or the invoice to pay.
 */
export function useCheckout<TConfirming, TDone>({
  isPending,
}: {
  isPending: boolean;
}) {
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const { keyFor, settle } = useAttemptKey();
  const [choice, setChoice] = useState<string | null>(null);
  const [isChoiceMissing, setIsChoiceMissing] = useState(false);
  const [confirming, setConfirming] = useState<TConfirming | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [done, setDone] = useState<TDone | null>(null);

  function handleChoice(value: string) {
    setChoice(value);
    setIsChoiceMissing(false);
    setFailure(null);
  }

  function handleClose() {
    if (!isPending) {
      setConfirming(null);
    }
  }

  async function send<TBody, TAnswer extends { invoiceid: number | null }>(
    attempt: CheckoutAttempt<TBody, TAnswer, TDone>,
  ) {
    const { body } = attempt;
    try {
      const answer = await attempt.send({
        body,
        idempotencyKey: keyFor(body),
      });
      settle();
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
    } catch (error) {
      settle(error);
      setConfirming(null);
      setFailure({ error, choice: attempt.choice });
      attempt.onFailure?.(error);
    }
  }

  return {
    choice,
    isChoiceMissing,
    setIsChoiceMissing,
    confirming,
    setConfirming,
    failure,
    setFailure,
    done,
    handleChoice,
    handleClose,
    send,
  };
}

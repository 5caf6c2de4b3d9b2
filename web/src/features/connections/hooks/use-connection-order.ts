import type {
  AddConnectionRequest,
  AddConnectionResponse,
  ConnectionChoice,
  ConnectionOptionsResponse,
} from '@members/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';

import { useFormSubmission } from '@/hooks/use-form-submission';

import { useAddConnection } from '../api/add-connection';

/** An order placed: the answer and the choice it was for. */
export interface OrderedConnections {
  answer: AddConnectionResponse;
  choice: ConnectionChoice;
}

/**
 * The add-connection flow: one choice, confirmed once, sent once through the
 * page's submission (its attempt key, its failure in the banner); then the
 * order placed.
 */
export function useConnectionOrder(options: ConnectionOptionsResponse) {
  const submission = useFormSubmission<
    AddConnectionRequest,
    AddConnectionResponse
  >(useAddConnection());
  const [choiceId, setChoiceId] = useState<number | null>(null);
  const [isChoiceMissing, setIsChoiceMissing] = useState(false);
  const [confirming, setConfirming] = useState<ConnectionChoice | null>(null);
  const [ordered, setOrdered] = useState<OrderedConnections | null>(null);
  const chosen =
    options.choices.find((choice) => choice.choiceId === choiceId) ?? null;

  function handleChoice(value: string) {
    setChoiceId(Number(value));
    setIsChoiceMissing(false);
    submission.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setIsChoiceMissing(true);
      return;
    }
    submission.reset();
    setConfirming(chosen);
  }

  function handleConfirm() {
    const choice = confirming;
    if (!choice) {
      return;
    }
    submission.submit(
      {
        serviceid: options.serviceid,
        choiceId: choice.choiceId,
        dueNow: choice.dueNow,
      },
      {
        onSuccess: (answer) => {
          setConfirming(null);
          setOrdered({ answer, choice });
        },
        onError: () => setConfirming(null),
      },
    );
  }

  function handleClose() {
    if (!submission.isPending) {
      setConfirming(null);
    }
  }

  return {
    submission,
    choiceId,
    chosen,
    isChoiceMissing,
    confirming,
    ordered,
    handleChoice,
    handleSubmit,
    handleConfirm,
    handleClose,
  };
}

import { checkTicketMessage } from '@members/contract';
import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';

import { useAttemptKey } from '@/hooks/attempt-key';
import { fieldErrorsOf } from '@/hooks/use-form-error';

import { readMarkdown, useMessageEditor } from '../components/message-editor';
import { fingerprintOf } from '../utils/fingerprint';
import {
  firstFieldWithError,
  TICKET_FIELD_ERRORS,
  TICKET_FIELDS,
} from '../utils/form-issues';
import type { FieldErrors, TicketField } from '../utils/form-issues';

/** What a ticket form's mutation takes: its fields with the files, and the attempt's key. */
export interface MessageFormVariables<TFields> {
  input: TFields & { attachments: readonly File[] };
  idempotencyKey: string;
}

/** The parts of the form's mutation (TanStack Query's) that the hook uses. */
export interface MessageFormMutation<TFields, TAnswer> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  reset: () => void;
  mutate: (
    variables: MessageFormVariables<TFields>,
    options: {
      onSuccess: (answer: TAnswer) => void;
      onError: (error: Error) => void;
    },
  ) => void;
}

/** The form's own fields, checked when it is sent. */
export interface CheckedFields<TFields> {
  /** Their problems; the message's are added by the hook. */
  errors: FieldErrors;
  /** What to send once nothing is wrong, or null when it cannot be sent. */
  fields: TFields | null;
}

/** The state of a ticket form around its message: editor, files, errors and sending. */
export interface MessageForm {
  editor: Editor | null;
  files: File[];
  /** Replaces the files and clears their error. */
  changeFiles: (files: File[]) => void;
  errors: FieldErrors;
  /** Drops one field's error (and a failure shown as a banner): it changed. */
  clearError: (field: TicketField) => void;
  /** Around the attachments: its first button takes the focus on their error. */
  attachmentsRef: RefObject<HTMLDivElement | null>;
  isSending: boolean;
  /** A failure to send that names no field, shown as a banner; else null. */
  failure: Error | null;
  /** Empties the message and the files after they were sent. */
  clear: () => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A ticket form with a rich-text message and files: checks them (the message
 * here, the other fields through `check`), focuses the first field in error
 * once the form is enabled again, sends with one Idempotency-Key per attempt
 * and puts the server's issues on their fields.
 */
export function useMessageForm<TFields extends object, TAnswer>({
  mutation,
  order,
  inputRefs = {},
  check,
  onSent,
}: {
  mutation: MessageFormMutation<TFields, TAnswer>;
  /** The fields in the order the form shows them. */
  order: readonly TicketField[];
  /** The inputs of the other fields, to focus on their errors. */
  inputRefs?: Partial<Record<TicketField, RefObject<HTMLInputElement | null>>>;
  /** Checks the other fields; `message` is the editor's Markdown. */
  check: (message: string) => CheckedFields<TFields>;
  onSent: (answer: TAnswer) => void;
}): MessageForm {
  const attemptKey = useAttemptKey();
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusTarget, setFocusTarget] = useState<TicketField | null>(null);
  const attachmentsRef = useRef<HTMLDivElement>(null);
  const isSending = mutation.isPending;

  const clearError = (field: TicketField) => {
    setErrors((current) => {
      if (!current[field]) {
        return current;
      }
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
    mutation.reset();
  };
  const editor = useMessageEditor({ onChange: () => clearError('message') });

  // Fields are disabled while sending: focus the first error once they are back.
  useEffect(() => {
    if (!focusTarget || isSending) {
      return;
    }
    const input = inputRefs[focusTarget];
    if (input) {
      input.current?.focus();
    } else if (focusTarget === 'message') {
      editor?.commands.focus();
    } else {
      attachmentsRef.current?.querySelector('button')?.focus();
    }
    setFocusTarget(null);
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) {
      return;
    }
    const message = readMarkdown(editor);
    const checked = check(message);
    const messageProblem = checkTicketMessage(message);
    const found: FieldErrors = messageProblem
      ? { ...checked.errors, message: messageProblem }
      : checked.errors;
    setErrors(found);
    const first = firstFieldWithError(found, order);
    if (first || checked.fields === null) {
      setFocusTarget(first);
      return;
    }
    const fields = checked.fields;
    mutation.mutate(
      {
        input: { ...fields, attachments: files },
        idempotencyKey: attemptKey.keyFor(fingerprintOf(fields, files)),
      },
      {
        onSuccess: (answer) => {
          attemptKey.settle();
          onSent(answer);
        },
        onError: (error) => {
          attemptKey.settle(error);
          const fromServer = fieldErrorsOf(
            error,
            TICKET_FIELDS,
            TICKET_FIELD_ERRORS,
          );
          setErrors(fromServer);
          setFocusTarget(firstFieldWithError(fromServer, order));
        },
      },
    );
  };

  const hasFieldErrors =
    Object.keys(
      fieldErrorsOf(mutation.error, TICKET_FIELDS, TICKET_FIELD_ERRORS),
    ).length > 0;

  return {
    editor,
    files,
    changeFiles: (next) => {
      setFiles(next);
      clearError('attachments');
    },
    errors,
    clearError,
    attachmentsRef,
    isSending,
    failure: mutation.isError && !hasFieldErrors ? mutation.error : null,
    clear: () => {
      editor?.commands.clearContent(true);
      setFiles([]);
      mutation.reset();
    },
    handleSubmit,
  };
}

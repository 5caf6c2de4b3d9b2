import { checkTicketMessage } from '@members/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Editor, JSONContent } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';

import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldForm, FieldRule } from '@/hooks/use-field-form';
import type { FieldErrorOverrides } from '@/hooks/use-form-error';
import { useFormSubmission } from '@/hooks/use-form-submission';
import type { FormSubmission, Keyed } from '@/hooks/use-form-submission';

import { readMarkdown, useMessageEditor } from '../components/message-editor';
import { fingerprintOf } from '../utils/fingerprint';
import { TICKET_FIELD_ERRORS } from '../utils/form-issues';
import type { MessageField } from '../utils/form-issues';

/** What a ticket form sends: its fields with the files. */
export type MessageBody<TFields> = TFields & { attachments: readonly File[] };

/** What a ticket form's mutation takes: the body, and the attempt's key. */
export type MessageFormVariables<TFields> = Keyed<MessageBody<TFields>>;

/** The form's mutation (its feature's api hook). */
export type MessageFormMutation<TFields, TAnswer> = UseMutationResult<
  TAnswer,
  Error,
  MessageFormVariables<TFields>
>;

/** The state of a ticket form around its message: editor, files and sending. */
export interface MessageForm<F extends string = never> {
  /** The form's fields (`useFieldForm`), the message and the files last. */
  fields: FieldForm<F | MessageField>;
  editor: Editor | null;
  files: File[];
  /** Replaces the files and clears their problem. */
  changeFiles: (files: File[]) => void;
  /** Around the attachments: its first button takes the focus on their problem. */
  attachmentsRef: RefObject<HTMLDivElement | null>;
  isSending: boolean;
  /** A failure to send that names no field, worded for the banner; else null. */
  banner: string | null;
  /** Empties the message and the files after they were sent. */
  clear: () => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The ticket forms' own wording for the codes that are not a field checker's. */
function ticketErrorKey(code: string): string {
  return `tickets.form.errors.${code}`;
}

/** The attachments are checked as they are chosen (`attachment-rules`). */
const NO_CHECK = (): null => null;

/**
 * The fields of a message form (`useFieldForm`): the form's own, then the
 * message read from the editor and the files, with the server's refusals.
 */
function useMessageFields<F extends string>({
  rules,
  initialValues,
  editor,
  attachmentsRef,
  error,
  onEdit,
}: {
  rules: Record<F, FieldRule>;
  initialValues?: Partial<Record<F, string>>;
  editor: Editor | null;
  attachmentsRef: RefObject<HTMLDivElement | null>;
  error: Error | null;
  onEdit: () => void;
}): FieldForm<F | MessageField> {
  return useFieldForm<F | MessageField>({
    initialValues: initialValues as Partial<Record<F | MessageField, string>>,
    rules: {
      ...rules,
      message: {
        check: checkTicketMessage,
        read: () => readMarkdown(editor),
        focus: () => editor?.commands.focus(),
      },
      attachments: {
        check: NO_CHECK,
        focus: () => attachmentsRef.current?.querySelector('button')?.focus(),
      },
    },
    error,
    // The table names the attachments only, which every ticket form has.
    overrides: TICKET_FIELD_ERRORS as FieldErrorOverrides<F | MessageField>,
    fallbackKey: ticketErrorKey,
    onEdit,
  });
}

/**
 * Focuses the first field a failure names once the fields, disabled while
 * sending, are enabled again; returns how to hand it the failure.
 */
function useFocusFailureWhenBack<F extends string>(
  fields: FieldForm<F>,
  isSending: boolean,
): (failure: Error | null) => void {
  // The failure whose field takes the focus once the fields are enabled again.
  const [failureToFocus, setFailureToFocus] = useState<Error | null>(null);
  useEffect(() => {
    if (!failureToFocus || isSending) {
      return;
    }
    fields.focusFailure(failureToFocus);
    setFailureToFocus(null);
  });

  return setFailureToFocus;
}

/**
 * The submit handler of a message form: checks the fields, then sends them
 * with the files through the form's submission.
 */
function useSendMessage<F extends string, TFields extends object, TAnswer>({
  fields,
  files,
  submission,
  toFields,
  onSent,
}: {
  fields: FieldForm<F | MessageField>;
  files: File[];
  submission: FormSubmission<MessageBody<TFields>, TAnswer>;
  toFields: (values: Record<F | MessageField, string>) => TFields;
  onSent: (answer: TAnswer) => void;
}): (event: FormEvent<HTMLFormElement>) => void {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.isPending) {
      return;
    }
    const checked = fields.check();
    if (!checked) {
      return;
    }
    submission.submit(
      { ...toFields(checked), attachments: files },
      {
        onSuccess: onSent,
      },
    );
  };
  return handleSubmit;
}

/**
 * A ticket form with a rich-text message and files, on `useFieldForm`: the
 * message is the editor's Markdown checked by the contract's checker, the
 * files take the server's refusals (413 included); it sends with one
 * Idempotency-Key per attempt and, the fields being disabled while sending,
 * focuses the first field a failure names once they are back.
 */
export function useMessageForm<
  F extends string,
  TFields extends object,
  TAnswer,
>({
  mutation,
  rules,
  initialValues,
  initialMessage,
  initialDocument,
  toFields,
  onSent,
}: {
  mutation: MessageFormMutation<TFields, TAnswer>;
  /** The form's other fields, in the order it shows them, before the message. */
  rules: Record<F, FieldRule>;
  /** What the form's other fields start with. */
  initialValues?: Partial<Record<F, string>>;
  /** A plain-text message to start from, one paragraph a line. */
  initialMessage?: string;
  /** The editor's document to start from instead (a kept draft); null: empty. */
  initialDocument?: JSONContent | null;
  /** What is sent, from the checked values (`message` the Markdown). */
  toFields: (values: Record<F | MessageField, string>) => TFields;
  onSent: (answer: TAnswer) => void;
}): MessageForm<F> {
  const [files, setFiles] = useState<File[]>([]);
  const attachmentsRef = useRef<HTMLDivElement>(null);
  const isSending = mutation.isPending;
  const editor = useMessageEditor({
    onChange: () => fields.markEdited('message'),
    initialText: initialMessage,
    initialDocument,
  });

  const fields = useMessageFields({
    rules,
    initialValues,
    editor,
    attachmentsRef,
    error: mutation.error,
    onEdit: () => submission.clearBanner(),
  });

  const setFailureToFocus = useFocusFailureWhenBack(fields, isSending);
  const submission = useFormSubmission(mutation, {
    // Files are told apart by name, size and date: as JSON a file is `{}`.
    fingerprint: ({ attachments, ...fields }) =>
      fingerprintOf(fields, attachments),
    form: {
      focusFailure: (failure) =>
        setFailureToFocus(failure instanceof Error ? failure : null),
      hasFieldError: fields.hasFieldError,
    },
  });

  const handleSubmit = useSendMessage({
    fields,
    files,
    submission,
    toFields,
    onSent,
  });

  return {
    fields,
    editor,
    files,
    changeFiles: (next) => {
      setFiles(next);
      fields.markEdited('attachments');
    },
    attachmentsRef,
    isSending,
    banner: submission.banner,
    clear: () => {
      editor?.commands.clearContent(true);
      setFiles([]);
      submission.reset();
    },
    handleSubmit,
  };
}

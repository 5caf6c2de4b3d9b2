import { useEffect, useMemo, useRef, useState } from 'react';

import { useSession } from '@/stores/session';

import {
  clearOpenTicketDraft,
  draftKeyOf,
  readOpenTicketDraft,
  saveOpenTicketDraft,
} from '../utils/open-ticket-draft';
import type {
  OpenTicketDraft,
  OpenTicketPrefill,
} from '../utils/open-ticket-draft';

import type { MessageForm } from './use-message-form';

const NO_PREFILL: OpenTicketPrefill = {
  serviceid: null,
  subject: '',
  message: '',
};

/** The open-ticket form's draft: the one found on load, and how to keep or forget it. */
export interface OpenTicketDraftStore {
  /** The draft kept from before (a reload, a language switch), or null. */
  restored: OpenTicketDraft | null;
  keep: (draft: OpenTicketDraft) => void;
  /** Forgets the draft: the ticket was sent, or the form cancelled. */
  forget: () => void;
}

/**
 * The signed-in client's draft of the open-ticket form from this prefill
 * (product rules: State), read once when the form opens.
 */
export function useOpenTicketDraft(
  prefill: OpenTicketPrefill | undefined,
): OpenTicketDraftStore {
  const clientid = useSession()?.userid ?? null;
  const { serviceid, subject, message } = prefill ?? NO_PREFILL;
  const from = useMemo(
    () => ({ serviceid, subject, message }),
    [serviceid, subject, message],
  );
  const key = clientid === null ? null : draftKeyOf(clientid, from);
  const [restored] = useState(() =>
    key === null ? null : readOpenTicketDraft(key, from),
  );
  return {
    restored,
    keep: (draft) => {
      if (key !== null) {
        saveOpenTicketDraft(key, from, draft);
      }
    },
    forget: () => {
      if (key !== null) {
        clearOpenTicketDraft(key);
      }
    },
  };
}

/**
 * Keeps the form's draft as the customer edits it: a field's new value, or
 * any change of the message. Opening the form keeps nothing.
 */
export function useKeepOpenTicketDraft(
  form: MessageForm<'deptid' | 'serviceid' | 'subject'>,
  store: OpenTicketDraftStore,
): void {
  const { values } = form.fields;
  const { editor } = form;
  const save = useRef<() => void>(() => undefined);
  // Declared first: a change runs it before the effects below save.
  useEffect(() => {
    save.current = () =>
      store.keep({
        deptid: values.deptid,
        serviceid: values.serviceid,
        subject: values.subject,
        message: editor && !editor.isEmpty ? editor.getJSON() : null,
      });
  });

  const openedWith = useRef(values);
  useEffect(() => {
    if (values !== openedWith.current) {
      save.current();
    }
  }, [values]);

  useEffect(() => {
    if (!editor) {
      return;
    }
    const onUpdate = () => save.current();
    editor.on('update', onUpdate);
    return () => {
      editor.off('update', onUpdate);
    };
  }, [editor]);
}

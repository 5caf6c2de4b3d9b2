import type { JSONContent } from '@tiptap/react';

/** What the open-ticket form starts with: a subscription, a subject, a plain-text message, maybe a department. */
export interface OpenTicketPrefill {
  serviceid: number | null;
  subject: string;
  message: string;
  /** The department a kind of request goes to (a reported channel's). */
  deptid?: number | null;
}

/**
 * What the customer wrote in the open-ticket form and has not sent: the
 * fields as typed, the message as the editor's document (its formatting
 * kept). Files are not kept (product rules: State).
 */
export interface OpenTicketDraft {
  deptid: string;
  serviceid: string;
  subject: string;
  message: JSONContent | null;
}

// Per tab, like the sign-in code's timing (`members.loginCode`): a reload, a
// tab opened from this one and a language switch find the draft; signing out
// clears it with the rest of the site's storage (Clear-Site-Data).
const KEY_PREFIX = 'members.ticketDraft.';

/** A short, stable name of a prefill (FNV-1a over its UTF-16 code units). */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function prefillText(prefill: OpenTicketPrefill): string {
  return JSON.stringify([prefill.serviceid, prefill.subject, prefill.message]);
}

/**
 * Where the draft of a client's form from one prefill is kept: each prefilled
 * link (and the plain form) has its own draft, and each client theirs.
 */
export function draftKeyOf(
  clientid: number,
  prefill: OpenTicketPrefill,
): string {
  return `${KEY_PREFIX}${clientid}.${hashOf(prefillText(prefill))}`;
}

interface StoredDraft {
  /** The prefill the draft started from: two prefills of one hash stay apart. */
  prefill: string;
  draft: OpenTicketDraft;
}

function isDraft(value: unknown): value is OpenTicketDraft {
  const draft = value as Partial<OpenTicketDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.deptid === 'string' &&
    typeof draft.serviceid === 'string' &&
    typeof draft.subject === 'string' &&
    (draft.message === null ||
      (typeof draft.message === 'object' && draft.message.type === 'doc'))
  );
}

/** The draft kept under `key` for this prefill, or null. */
export function readOpenTicketDraft(
  key: string,
  prefill: OpenTicketPrefill,
): OpenTicketDraft | null {
  try {
    const stored = JSON.parse(
      window.sessionStorage.getItem(key) ?? 'null',
    ) as Partial<StoredDraft> | null;
    if (
      stored === null ||
      stored.prefill !== prefillText(prefill) ||
      !isDraft(stored.draft)
    ) {
      return null;
    }
    return stored.draft;
  } catch {
    return null;
  }
}

/** Keeps the draft under `key`. */
export function saveOpenTicketDraft(
  key: string,
  prefill: OpenTicketPrefill,
  draft: OpenTicketDraft,
): void {
  const stored: StoredDraft = { prefill: prefillText(prefill), draft };
  try {
    window.sessionStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Storage may be off or full (private mode): the draft then lives as long as the page.
  }
}

/** Forgets the draft (sent or cancelled). */
export function clearOpenTicketDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

import type { ServerClock } from './calendar.js';
import { getEmailTemplate } from './db/catalog.js';
import { getClient } from './db/clients.js';
import type { Database } from './db/database.js';
import { insertEmail } from './db/emails.js';

/** Replaces WHMCS's Smarty-style `{$name}` merge fields with values. */
export function renderTemplate(
  text: string,
  vars: Record<string, string>,
): string {
  return text.replace(/\{\$(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(vars, name) ? (vars[name] ?? '') : match,
  );
}

/** An e-mail to record in the `emails` table. */
export interface OutgoingEmail {
  template: string;
  type: string;
  clientId: number;
  relatedId: number;
  subject: string;
  message: string;
  customVars?: Record<string, string>;
}

/** Records an e-mail as sent (the emulator's outbox is the `emails` table). */
export function recordEmail(
  db: Database,
  clock: ServerClock,
  email: OutgoingEmail,
): void {
  insertEmail(db, {
    client_id: email.clientId,
    template: email.template,
    type: email.type,
    related_id: email.relatedId,
    subject: email.subject,
    message: email.message,
    custom_vars: JSON.stringify(email.customVars ?? {}),
    date: clock.nowDateTime(),
  });
}

/**
 * Sends one of the system templates the way WHMCS does after an action (welcome
 * mail, ticket notifications, payment confirmation, password reset), in the
 * client's language when the template has a translation; silently skipped when
 * the template is missing or disabled.
 */
export function sendTemplateEmail(
  db: Database,
  clock: ServerClock,
  templateName: string,
  clientId: number,
  relatedId: number,
  vars: Record<string, string>,
): void {
  const language = getClient(db, clientId)?.language ?? '';
  const template = getEmailTemplate(db, templateName, language);
  if (!template || template.disabled) {
    return;
  }
  recordEmail(db, clock, {
    template: template.name,
    type: template.type,
    clientId,
    relatedId,
    subject: renderTemplate(template.subject, vars),
    message: renderTemplate(template.message, vars),
  });
}

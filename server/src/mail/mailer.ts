import type { Transporter } from 'nodemailer';

import type { Clock } from '../lib/clock.js';

/** A file sent with a mail; with a `cid` it is inline, shown where the HTML names `cid:<cid>`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

/** A mail to send: one recipient, text and HTML, and the images the HTML shows. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
}

/** A mail kept in the demo outbox. */
export interface OutboxMail extends OutgoingMail {
  /** ISO 8601 time it was sent. */
  date: string;
}

/** Minimal logger the mailer writes to. */
export interface MailLogger {
  info(data: object, message: string): void;
}

/** Sends mail through SMTP, or keeps it in the demo outbox. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Newest first; null when mail really goes out. */
  readOutbox(): OutboxMail[] | null;
  close(): Promise<void>;
}

/** Mails kept in the demo outbox; older ones are dropped. */
const OUTBOX_SIZE = 200;

/**
 * Creates the mailer: SMTP when `smtpUrl` is set, else the demo outbox, which
 * still builds each message with nodemailer so addresses and headers are
 * checked the same way.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outbox: boolean;
  logger?: MailLogger;
  /** The server's clock: the outbox dates its mails with it. */
  now: Clock;
}): Mailer {
  const useOutbox = options.outbox || !options.smtpUrl;
  // The mail library is loaded with the first mail: a process may send none.
  let transport: Promise<Transporter> | null = null;
  const openTransport = (): Promise<Transporter> => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      useOutbox
        ? nodemailer.createTransport({ jsonTransport: true })
        : nodemailer.createTransport(options.smtpUrl),
    );
    return transport;
  };
  const outbox: OutboxMail[] = [];

  return {
    async send(mail) {
      await (
        await openTransport()
      ).sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: (mail.attachments ?? []).map((attachment) => ({
          ...attachment,
        })),
        // One recipient only, never a list taken from input.
        envelope: { from: options.from, to: [mail.to] },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      if (useOutbox) {
        outbox.unshift({
          ...mail,
          date: new Date(options.now()).toISOString(),
        });
        outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
        options.logger?.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'demo outbox: mail kept, not sent',
        );
      }
    },
    readOutbox() {
      return useOutbox ? outbox.map((mail) => ({ ...mail })) : null;
    },
    async close() {
      (await transport)?.close();
    },
  };
}

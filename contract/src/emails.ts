/**
 * The e-mails WHMCS sent the client (`GetEmails`), as a paged list and one
 * by one. The message is WHMCS's HTML: the web app shows it only inside a
 * sandboxed frame (no scripts, remote content blocked until allowed).
 */
import { z } from 'zod';

import { dateTimeSchema, idSchema, textIdSchema } from './common.js';

/** E-mails per page of the history. */
export const EMAILS_PAGE_SIZE = 20;

/** `emails`: one page of the history, newest first; `page` counts from 1. */
export const emailsRequestSchema = z.object({
  page: z
    .string({ error: 'invalid_page' })
    .regex(/^[1-9]\d{0,5}$/, { error: 'invalid_page' })
    .transform(Number)
    .optional()
    .describe('Page number, from 1; 1 when not given'),
});
export type EmailsRequest = z.input<typeof emailsRequestSchema>;

/** One e-mail in the list. */
export const emailSummarySchema = z
  .object({
    id: idSchema,
    date: dateTimeSchema.describe('When WHMCS sent it'),
    subject: z.string(),
  })
  .meta({ id: 'EmailSummary' });
export type EmailSummary = z.infer<typeof emailSummarySchema>;

export const emailsResponseSchema = z.object({
  error: z.literal(false),
  emails: z.array(emailSummarySchema),
  page: z.int().positive(),
  pageSize: z.int().positive(),
  total: z.int().nonnegative().describe('All e-mails of the client'),
});
export type EmailsResponse = z.infer<typeof emailsResponseSchema>;

/** `email`: one of the client's e-mails. */
export const emailRequestSchema = z.object({ emailid: textIdSchema });
export type EmailRequest = z.input<typeof emailRequestSchema>;

export const sentEmailSchema = emailSummarySchema
  .extend({
    to: z.string().describe('The address it went to'),
    html: z
      .string()
      .describe(
        'The message as WHMCS stored it; show only in a sandboxed frame',
      ),
  })
  .meta({ id: 'SentEmail' });
export type SentEmail = z.infer<typeof sentEmailSchema>;

export const emailResponseSchema = z.object({
  error: z.literal(false),
  email: sentEmailSchema,
});
export type EmailResponse = z.infer<typeof emailResponseSchema>;

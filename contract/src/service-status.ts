/**
 * Service status: WHMCS's network issues, read from its public feed
 * (`networkissuesrss.php`) or, where the feed is off, only their number
 * (`GetStats` `networkissues_open`). One read per minute, whatever the
 * number of customers.
 */
import { z } from 'zod';

import { dateTimeSchema, idSchema, instantSchema } from './common.js';

/** How often the server reads WHMCS's network issues, at most. */
export const SERVICE_STATUS_TTL_SECONDS = 60;

/** WHMCS's network issue statuses. */
export const NETWORK_ISSUE_STATUSES = [
  'Reported',
  'Investigating',
  'In Progress',
  'Outage',
  'Scheduled',
  'Resolved',
] as const;

/** Where an issue stands for a customer: ongoing, planned or over. */
export type NetworkIssueState = 'open' | 'scheduled' | 'resolved';

/** The state of a WHMCS status word; an unknown word counts as ongoing. */
export function networkIssueState(status: string): NetworkIssueState {
  const word = status.trim().toLowerCase();
  if (word === 'resolved') return 'resolved';
  if (word === 'scheduled') return 'scheduled';
  return 'open';
}

export const networkIssueSchema = z
  .object({
    id: idSchema,
    title: z.string().describe('Plain text'),
    description: z
      .string()
      .describe('Plain text (WHMCS’s HTML turned to text)'),
    state: z.enum(['open', 'scheduled', 'resolved']),
    status: z
      .string()
      .nullable()
      .describe('WHMCS’s status word (Reported, Outage, …); null when unknown'),
    priority: z
      .enum(['Critical', 'High', 'Medium', 'Low'])
      .nullable()
      .describe('null when the source does not say'),
    affecting: z
      .string()
      .nullable()
      .describe('What it affects (a server or a system); null when not said'),
    startedAt: dateTimeSchema,
    endedAt: dateTimeSchema,
    updatedAt: dateTimeSchema,
  })
  .meta({ id: 'NetworkIssue' });
export type NetworkIssue = z.infer<typeof networkIssueSchema>;

/** `serviceStatus`: open and scheduled issues first, then recently resolved ones. */
export const serviceStatusResponseSchema = z.object({
  error: z.literal(false),
  issues: z.array(networkIssueSchema),
  openCount: z
    .int()
    .nonnegative()
    .describe('Ongoing issues; the only figure when the feed is off'),
  source: z
    .enum(['feed', 'stats'])
    .nullable()
    .describe('Where the figures come from; null when WHMCS could not be read'),
  checkedAt: instantSchema
    .nullable()
    .describe('When WHMCS was last read successfully'),
});
export type ServiceStatusResponse = z.infer<typeof serviceStatusResponseSchema>;

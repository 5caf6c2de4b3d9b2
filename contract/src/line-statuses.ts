/**
 * The line statuses the panels we know report, without zod: the dashboard's
 * compact line status imports these, and must not pull the schemas (and
 * zod) into the first view.
 */
export const LINE_STATUSES = [
  'Active',
  'Expired',
  'Banned',
  'Disabled',
] as const;
export type KnownLineStatus = (typeof LINE_STATUSES)[number];

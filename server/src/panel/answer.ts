import { z } from 'zod';

/**
 * The player API's login answer (`player_api.php` without `action`), taken
 * as panels send it: XC and XUI send numbers as text (`"active_cons": "1"`),
 * some forks as numbers; `exp_date` is null for a line that never expires;
 * `https_port` may be `""`. Sources: emulator/README.md, "The IPTV panel".
 */

/** A count sent as a number or as text; `""` or missing reads as 0. */
const countSchema = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      return 0;
    }
    const parsed = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(parsed) || parsed < 0) {
      ctx.addIssue({ code: 'custom', message: 'not a count' });
      return z.NEVER;
    }
    return Math.floor(parsed);
  });

/** Unix seconds as a number or as text; null, `""` and `"null"` are never. */
const secondsSchema = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (
      value === undefined ||
      value === null ||
      value === '' ||
      value === 'null'
    ) {
      return null;
    }
    const parsed = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(parsed) || parsed < 0) {
      ctx.addIssue({ code: 'custom', message: 'not unix seconds' });
      return z.NEVER;
    }
    return Math.floor(parsed);
  });

/** "1", 1 or true. */
const flagSchema = z
  .union([z.number(), z.string(), z.boolean(), z.null()])
  .optional()
  .transform(
    (value) => value === true || value === 1 || String(value).trim() === '1',
  );

/** `auth` alone: what every answer carries, the refusal included. */
export const panelAuthSchema = z.object({
  user_info: z.object({
    auth: z.union([z.number(), z.string(), z.boolean()]),
  }),
});

/** Whether an `auth` value means the panel accepted the credentials. */
export function isAuthorised(auth: number | string | boolean): boolean {
  return auth === true || Number(auth) === 1;
}

/** The login answer of an accepted line, as we read it. */
export const panelLoginAnswerSchema = z.object({
  user_info: z.object({
    status: z.string().min(1),
    exp_date: secondsSchema,
    is_trial: flagSchema,
    active_cons: countSchema,
    max_connections: countSchema,
    allowed_output_formats: z
      .array(z.string())
      .nullable()
      .optional()
      .transform((formats) => formats ?? []),
  }),
  server_info: z.object({ timestamp_now: secondsSchema }).nullable().optional(),
});

/** A line as the panel sees it. */
export interface PanelLine {
  status: string;
  /** Unix seconds; null for never. */
  expDate: number | null;
  isTrial: boolean;
  activeConnections: number;
  /** null when the panel sets none: 0 means unlimited on XC and XUI. */
  maxConnections: number | null;
  outputFormats: string[];
  /** The panel's clock when it answered (unix seconds); null when it sent none. */
  timestampNow: number | null;
}

/** Reads a parsed login answer into a {@link PanelLine}. */
export function toPanelLine(
  answer: z.output<typeof panelLoginAnswerSchema>,
): PanelLine {
  const info = answer.user_info;
  return {
    status: info.status,
    expDate: info.exp_date,
    isTrial: info.is_trial,
    activeConnections: info.active_cons,
    maxConnections: info.max_connections === 0 ? null : info.max_connections,
    outputFormats: info.allowed_output_formats,
    timestampNow: answer.server_info?.timestamp_now ?? null,
  };
}

import { z } from 'zod';

/** The public id of a session: derived from its token hash, never the token. */
export const sessionIdSchema = z
  .string({ error: 'invalid_session' })
  .regex(/^[A-Za-z0-9_-]{22}$/, { error: 'invalid_session' })
  .describe('Id of a session, as `sessions` lists it');

/** One signed-in device of the customer. */
export const deviceSessionSchema = z
  .object({
    id: sessionIdSchema,
    current: z.boolean().describe('The session of this request'),
    browser: z
      .string()
      .nullable()
      .describe('Browser and major version from the User-Agent, if known'),
    os: z
      .string()
      .nullable()
      .describe('Operating system from the User-Agent, if known'),
    ip: z.string().describe('Address the session was opened from'),
    createdAt: z.string().describe('ISO 8601 time of the sign-in'),
    lastSeenAt: z
      .string()
      .describe('ISO 8601 time of the last use (to the minute)'),
  })
  .meta({ id: 'DeviceSession' });
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** `sessions`: the signed-in customer's sessions, newest use first. */
export const sessionsResponseSchema = z.object({
  error: z.literal(false),
  sessions: z.array(deviceSessionSchema),
});
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** `endSession`: end one of the customer's sessions. */
export const endSessionRequestSchema = z.object({ id: sessionIdSchema });
export type EndSessionRequest = z.infer<typeof endSessionRequestSchema>;

/** `endOtherSessions`: how many sessions were ended. */
export const endOtherSessionsResponseSchema = z.object({
  error: z.literal(false),
  ended: z.number().int().nonnegative(),
});
export type EndOtherSessionsResponse = z.infer<
  typeof endOtherSessionsResponseSchema
>;

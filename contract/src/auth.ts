import { z } from 'zod';

import {
  checkedString,
  emailSchema,
  idSchema,
  localeSchema,
} from './common.js';
import {
  checkLoginCode,
  checkNewPassword,
  checkPassword,
} from './field-checks.js';

/** A sign-in code: exactly six digits, as a string (leading zeros count). */
export const loginCodeSchema = checkedString(
  checkLoginCode,
  'invalid_code',
).describe('The six-digit code from the e-mail');

/** A new password chosen at signup. */
export const newPasswordSchema = checkedString(
  checkNewPassword,
  'invalid_password',
);

/** A password typed to sign in; only its presence and size are checked here. */
export const passwordSchema = checkedString(checkPassword, 'invalid_password');

/** What a signed-in customer may use, from their WHMCS flags. */
export const scopeSchema = z.enum(['customer', 'affiliate', 'reseller']);
export type Scope = z.infer<typeof scopeSchema>;

/** The signed-in user as the app knows it. `userid` is the WHMCS client id. */
export const authUserSchema = z
  .object({
    userid: idSchema.describe('WHMCS client id'),
    affiliate: z.boolean().describe('The client is a WHMCS affiliate'),
    reseller: z
      .boolean()
      .describe("The client's group is one of the reseller groups"),
    scope: z.array(scopeSchema).describe('Areas this user may use'),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof authUserSchema>;

/** `sendCode`: e-mail a sign-in code. */
export const sendCodeRequestSchema = z.object({
  email: emailSchema,
  locale: localeSchema.optional().describe('Language of the e-mail'),
});
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;

/** The same answer whether or not the address has an account. */
export const sendCodeResponseSchema = z.object({
  error: z.literal(false),
  expiresIn: z.number().int().positive().describe('Seconds the code is valid'),
  resendIn: z
    .number()
    .int()
    .nonnegative()
    .describe('Seconds before another code may be asked for'),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

/** `verifyCode`: the code with the address it was sent to. */
export const verifyCodeRequestSchema = z.object({
  emailToVerif: emailSchema,
  code: loginCodeSchema,
});
export type VerifyCodeRequest = z.infer<typeof verifyCodeRequestSchema>;

/** The answer of every successful sign-in; the session cookie is set too. */
export const sessionResponseSchema = z.object({
  error: z.literal(false),
  userid: idSchema.describe('WHMCS client id'),
  token: z
    .string()
    .describe('Opaque session token, for API clients as a bearer token'),
  user: authUserSchema,
  setUpSecondFactor: z
    .boolean()
    .optional()
    .describe(
      'WHMCS asks this account for two-factor authentication, which the members area cannot check, and no second factor of ours is set up yet: the app offers to set one up (then the password works again)',
    ),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `POST /api/auth`: sign in with the WHMCS password. */
export const authRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type AuthRequest = z.infer<typeof authRequestSchema>;

/** `signup`: create an account; a confirmation link is e-mailed. */
export const signupRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  locale: localeSchema.optional().describe('Language of the e-mail'),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The same answer whether or not the address already has an account. */
export const signupResponseSchema = z.object({ error: z.literal(false) });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** `confirmSignup`: the token of the confirmation link. */
export const confirmSignupRequestSchema = z.object({
  token: z
    .string({ error: 'invalid_token' })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: 'invalid_token' }),
});
export type ConfirmSignupRequest = z.infer<typeof confirmSignupRequestSchema>;

/** `me`: who is signed in. */
export const meResponseSchema = z.object({
  error: z.literal(false),
  user: authUserSchema,
  email: emailSchema,
  firstname: z.string(),
  lastname: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

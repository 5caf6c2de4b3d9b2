import { z } from 'zod';

import {
  checkedString,
  emailSchema,
  identitySchema,
  localeSchema,
} from './common.js';
import {
  checkCountryCode,
  checkLoginCode,
  checkProfileText,
} from './field-checks.js';
import { PROFILE_TEXT_MAX_LENGTH } from './limits.js';

/**
 * The e-mail categories WHMCS sends a client (`email_preferences`), each on
 * or off. WHMCS always sends some mails whatever these say (password resets,
 * security notices); `domain` is kept as WHMCS has it although an IPTV
 * provider rarely sells domains.
 */
export const EMAIL_PREFERENCES = [
  'general',
  'invoice',
  'support',
  'product',
  'domain',
  'affiliate',
] as const;
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number];
export const emailPreferencesSchema = z
  .strictObject(
    Object.fromEntries(
      EMAIL_PREFERENCES.map((name) => [name, z.boolean()]),
    ) as Record<EmailPreference, z.ZodBoolean>,
  )
  .meta({ id: 'EmailPreferences' });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** A one-line profile field, `required` or not ({@link checkProfileText}). */
function profileText(required: boolean) {
  return checkedString(
    (value) => checkProfileText(value, { required }),
    'invalid_text',
  ).describe(`One line, at most ${PROFILE_TEXT_MAX_LENGTH} characters`);
}

/**
 * The details a customer edits, the allow-list of `UpdateClient` fields we
 * ever send: nothing else (credit, status, group, currency, notes…) can be
 * passed, and an unknown field is refused.
 */
export const profileDetailsSchema = z
  .strictObject({
    firstname: profileText(true),
    lastname: profileText(true),
    companyname: profileText(false),
    address1: profileText(false),
    address2: profileText(false),
    city: profileText(false),
    state: profileText(false),
    postcode: profileText(false),
    country: checkedString(checkCountryCode, 'invalid_country').describe(
      'ISO 3166-1 alpha-2 country code, upper case',
    ),
    phonenumber: profileText(false),
  })
  .meta({ id: 'ProfileDetails' });
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

/**
 * The details as WHMCS has them, which our checks did not write: an old
 * record may have an empty country or a longer line, and is still shown
 * (the form then asks for a fix before saving).
 */
export const storedProfileDetailsSchema = z
  .object(
    Object.fromEntries(
      Object.keys(profileDetailsSchema.shape).map((name) => [name, z.string()]),
    ) as Record<keyof ProfileDetails, z.ZodString>,
  )
  .meta({ id: 'StoredProfileDetails' });

/** The customer's details as WHMCS has them. */
export const profileSchema = z
  .object({
    details: storedProfileDetailsSchema,
    email: z.string().describe('The sign-in and billing e-mail'),
    emailPreferences: emailPreferencesSchema,
    language: localeSchema
      .nullable()
      .describe(
        'The language WHMCS writes to the client in, as our locale; null when WHMCS has one we do not offer, or none',
      ),
    pendingEmail: z
      .string()
      .nullable()
      .describe('A new e-mail waiting for its code, or null'),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** `profile` (POST): the signed-in customer's details. */
export const profileRequestSchema = identitySchema;
export type ProfileRequest = z.infer<typeof profileRequestSchema>;
export const profileResponseSchema = profileSchema;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * `updateProfile` (PUT profile): writes the details, the e-mail categories
 * and the language (written back to WHMCS, so its own mails and PDFs match)
 * through UpdateClient's allow-list. A language of null, as `profile`
 * answers it, leaves WHMCS's as it is, so a profile read can be written
 * back. Takes an Idempotency-Key.
 */
export const updateProfileRequestSchema = identitySchema
  .extend({
    details: profileDetailsSchema,
    emailPreferences: emailPreferencesSchema,
    language: localeSchema
      .nullable()
      .describe(
        'The language WHMCS writes to the client in; null leaves the one WHMCS has (none, or one we do not offer) as it is',
      ),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export const updateProfileResponseSchema = profileSchema;
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/**
 * `changeEmail`: starts moving the sign-in e-mail to `newEmail`: a code goes
 * to the new address; nothing changes until `confirmEmail`. Takes an
 * Idempotency-Key.
 */
export const changeEmailRequestSchema = identitySchema.extend({
  newEmail: emailSchema,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;
export const changeEmailResponseSchema = z.object({
  pendingEmail: z.string().describe('Where the code was sent'),
  expiresAt: z.iso.datetime().describe('When the code stops working'),
});
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

/**
 * `confirmEmail`: the code from the new address; the e-mail changes in
 * WHMCS and the old address is told. Takes an Idempotency-Key.
 */
export const confirmEmailRequestSchema = identitySchema.extend({
  code: checkedString(checkLoginCode, 'invalid_code').describe(
    'The six-digit code sent to the new address',
  ),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;
export const confirmEmailResponseSchema = profileSchema;
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/**
 * `resetPassword`: asks WHMCS to e-mail its own password-reset link
 * (ResetPassword) to the signed-in customer's address; no API sets a
 * password. Takes an Idempotency-Key.
 */
export const resetPasswordRequestSchema = identitySchema;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = z.object({
  sentTo: z.string().describe('The address WHMCS mails the link to'),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

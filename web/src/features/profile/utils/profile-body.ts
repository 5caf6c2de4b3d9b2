import type { Profile, UpdateProfileRequest } from '@members/contract';

import { ApiError } from '@/lib/api-client';

/**
 * The whole `updateProfile` request for a change of one section: WHMCS is
 * written details, e-mail categories and language together, so the other
 * sections keep the values the profile has now. A language WHMCS has that
 * the app does not offer (or none) is read as null and sent back as null,
 * which keeps it: saving the address never picks a language for the customer.
 */
export function profileBody(
  profile: Profile,
  change: Partial<Omit<UpdateProfileRequest, 'email' | 'clientid'>>,
): UpdateProfileRequest {
  return {
    details: change.details ?? profile.details,
    emailPreferences: change.emailPreferences ?? profile.emailPreferences,
    language: change.language ?? profile.language,
  };
}

/**
 * A refusal whose issues name the fields under `prefix` (`details.city`)
 * by their own names (`city`), as a form's fields are named; any other
 * failure as it is.
 */
export function issuesUnder(error: unknown, prefix: string): unknown {
  if (!(error instanceof ApiError) || error.issues === undefined) {
    return error;
  }
  return new ApiError(
    error.code,
    error.status,
    error.message,
    error.reason,
    error.retryAfter,
    error.issues.map((issue) =>
      issue.path.startsWith(prefix)
        ? { ...issue, path: issue.path.slice(prefix.length) }
        : issue,
    ),
  );
}

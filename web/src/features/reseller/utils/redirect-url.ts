import { redirectUrlProblem } from '@members/contract';

import { issueCodesOf } from '@/lib/api-client';

/**
 * Why a redirect URL would be refused (the contract's rule; an empty field
 * is `url_required`), or null when it is fine.
 */
export function checkRedirectUrl(value: string): string | null {
  return value === '' ? 'url_required' : redirectUrlProblem(value);
}

/** The message code of a refused save on the URL field, if the server names one. */
export function urlErrorOf(error: unknown): string | null {
  return issueCodesOf(error, ['redirect_url']).redirect_url ?? null;
}

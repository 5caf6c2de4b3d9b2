import { redirectUrlProblem } from '@members/contract';

/**
 * Why a redirect URL would be refused (the contract's rule; an empty field
 * is `url_required`), or null when it is fine.
 */
export function checkRedirectUrl(value: string): string | null {
  return value === '' ? 'url_required' : redirectUrlProblem(value);
}

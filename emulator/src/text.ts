/**
 * PHP's `htmlspecialchars($value, ENT_QUOTES)`: what WHMCS applies to every request
 * variable when it boots, so text is stored (and later returned) in this form.
 * Like PHP's default (`double_encode`), an `&` that already starts an entity is
 * escaped again.
 */
export function escapeLikeWhmcs(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The inverse of {@link escapeLikeWhmcs} (PHP's `htmlspecialchars_decode` with ENT_QUOTES). */
export function unescapeLikeWhmcs(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Turns typed text into stored text: escaped in the `real` reply style, as is in `docs`. */
export type TextStorer = (value: string) => string;

/** Stores text as WHMCS would (escaped). */
export const STORE_ESCAPED: TextStorer = escapeLikeWhmcs;

/** Stores text as given (the documentation's samples). */
export const STORE_AS_IS: TextStorer = (value) => value;

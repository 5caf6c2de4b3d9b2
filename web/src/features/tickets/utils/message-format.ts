/** Tags that mark a message as HTML rather than plain text or Markdown. */
const HTML_TAG =
  /<\/?(?:p|br|div|span|strong|b|em|i|u|a|ul|ol|li|blockquote|pre|code|h[1-6]|table|img)\b[^>]*>/i;

/**
 * Whether a WHMCS message is HTML. Other messages (plain text, Markdown) are
 * shown as text with their line breaks, so nothing in them can run.
 */
export function isHtmlMessage(message: string): boolean {
  return HTML_TAG.test(message);
}

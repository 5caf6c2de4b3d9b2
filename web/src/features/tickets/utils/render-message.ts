import { Marked } from 'marked';

const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * A ticket message as HTML, NOT yet safe: show it only through
 * `SanitizedHtml`. WHMCS keeps messages as Markdown or plain text (older ones
 * as HTML, which Markdown passes through); single line breaks are kept.
 */
export function messageToHtml(message: string): string {
  return markdown.parse(message.replace(/\r\n?/g, '\n').trim(), {
    async: false,
  });
}

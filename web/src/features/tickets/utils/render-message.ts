import { Marked } from 'marked';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  // WHMCS escapes what customers and staff type before it stores a message,
  // so markup in a message is always text someone typed ("shows <nothing>"):
  // it is shown as typed, never interpreted.
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

/**
 * A ticket message as HTML, NOT yet safe: show it only through
 * `SanitizedHtml`. WHMCS keeps messages as Markdown or plain text; Markdown
 * formats, markup shows as text, single line breaks are kept.
 */
export function messageToHtml(message: string): string {
  return markdown.parse(message.replace(/\r\n?/g, '\n').trim(), {
    async: false,
  });
}

import TurndownService from 'turndown';

let service: TurndownService | null = null;

function getService(): TurndownService {
  if (service) {
    return service;
  }
  const instance = new TurndownService({
    headingStyle: 'atx',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '*',
    strongDelimiter: '**',
  });
  // The editor wraps list items in paragraphs; without this rule every list
  // would come out loose (a blank line between items).
  instance.addRule('listItemParagraph', {
    filter: (node) =>
      node.nodeName === 'P' && node.parentNode?.nodeName === 'LI',
    replacement: (content, node) =>
      node.nextSibling ? `${content}\n` : content,
  });
  // Text the customer typed stays text: a literal "<b>" must not become HTML
  // when WHMCS or this app renders the Markdown.
  const escapeMarkdown = instance.escape.bind(instance);
  instance.escape = (text) => escapeMarkdown(text).replace(/</g, '\\<');
  service = instance;
  return instance;
}

/** Turns the editor's HTML into the Markdown a ticket message is sent as. */
export function toMarkdown(html: string): string {
  return getService().turndown(html).trim();
}

import { decodeHTML, decodeXML } from 'entities';

import { loadSanitize } from '../../lib/sanitize-html.js';

/** At most this many items are read from a feed. */
const MAX_ITEMS = 100;
/** At most this many characters are kept of a text. */
const MAX_TEXT = 4000;

/** One `<item>` of an RSS 2.0 feed: its texts as XML gave them (entities decoded once). */
export interface RssItem {
  title: string;
  link: string;
  pubDate: string;
  description: string;
}

/** The feed is not an RSS document we read (a DTD, no channel, an HTML page). */
export class RssFormatError extends Error {}

/**
 * An element's text: CDATA sections as they are, the rest with XML's own
 * entities decoded (the five predefined ones and numeric references only;
 * there is no DTD, so no other entity exists).
 */
function elementText(raw: string): string {
  const parts = raw.split(/(<!\[CDATA\[[\s\S]*?\]\]>)/);
  return parts
    .map((part) =>
      part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeXML(part),
    )
    .join('')
    .slice(0, MAX_TEXT);
}

function child(item: string, name: string): string {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(
    item,
  );
  return match ? elementText(match[1] ?? '') : '';
}

/**
 * The items of an RSS 2.0 document, read strictly and without an XML
 * engine: a document declaring a DTD (where outside entities could hide) is
 * refused, and only the four children we use are read from each item.
 */
export function readRssItems(xml: string): RssItem[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new RssFormatError('the feed declares a DTD');
  }
  if (!/<rss[\s>]/.test(xml) || !/<channel[\s>]/.test(xml)) {
    throw new RssFormatError('not an RSS feed');
  }
  const items: RssItem[] = [];
  for (const match of xml.matchAll(/<item(?:\s[^>]*)?>([\s\S]*?)<\/item>/g)) {
    const body = match[1] ?? '';
    items.push({
      title: child(body, 'title'),
      link: child(body, 'link'),
      pubDate: child(body, 'pubDate'),
      description: child(body, 'description'),
    });
    if (items.length === MAX_ITEMS) break;
  }
  return items;
}

const BLOCK_END =
  /<\/(p|div|li|h[1-6]|tr|ul|ol|table|blockquote)\s*>|<br\s*\/?>/gi;

/**
 * HTML turned to plain text: scripts and styles dropped with their content,
 * every other tag removed, paragraphs and line breaks kept as new lines,
 * HTML entities decoded once, blank runs collapsed.
 */
export function htmlToText(html: string): string {
  const marked = html.replace(BLOCK_END, (tag) => `${tag}\n`);
  const stripped = loadSanitize()(marked, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  });
  return decodeHTML(stripped)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

import { createRequire } from 'node:module';

import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_ALLOWED_URI_SCHEMES,
  HTML_LINK_ATTRIBUTES,
} from '@members/contract';
import type sanitize from 'sanitize-html';
import type { Attributes, IOptions, Tag } from 'sanitize-html';

const require = createRequire(import.meta.url);
let loaded: typeof sanitize | null = null;

/**
 * The HTML sanitiser (with its HTML parser) is loaded the first time WHMCS
 * HTML is cleaned, not when the server starts. It is CommonJS, so it is
 * required, which keeps cleaning synchronous.
 */
export function loadSanitize(): typeof sanitize {
  loaded ??= require('sanitize-html') as typeof sanitize;
  return loaded;
}

/**
 * Elements dropped together with everything inside them, as DOMPurify does
 * (its FORBID_CONTENTS, less `thead`, which the policy keeps): code, styles,
 * embedded documents and foreign content (svg, math) would otherwise leave
 * their text, or markup parsed differently, behind. Every other disallowed
 * element goes but keeps its text.
 */
const DROPPED_WITH_CONTENT = [
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'option',
  'plaintext',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'video',
  'xmp',
];

/**
 * Characters removed before a link's scheme is checked, as DOMPurify does:
 * browsers ignore tabs and line breaks inside a URL and spaces and controls
 * around it, so `java\tscript:` and ` javascript:` must not pass as relative.
 */
const URL_IGNORED_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

const ALLOWED_URL = new RegExp(
  `^(?:${HTML_ALLOWED_URI_SCHEMES.map((scheme) => `${scheme}:`).join('|')})`,
  'i',
);

function isAllowedHref(href: string): boolean {
  return ALLOWED_URL.test(href.replace(URL_IGNORED_CHARACTERS, ''));
}

/**
 * Runs on every element before the allow-lists: drops an `href` outside the
 * allowed schemes (sanitize-html alone would keep relative URLs) and any
 * `target` or `rel` of the source, then gives a kept link ours.
 */
function applyLinkPolicy(tagName: string, attribs: Attributes): Tag {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'target' || name === 'rel') {
      continue;
    }
    if (name === 'href' && !isAllowedHref(value)) {
      continue;
    }
    kept[name] = value;
  }
  if (tagName === 'a' && kept.href !== undefined) {
    kept.target = HTML_LINK_ATTRIBUTES.target;
    kept.rel = HTML_LINK_ATTRIBUTES.rel;
  }
  return { tagName, attribs: kept };
}

const OPTIONS: IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: {
    '*': [...HTML_ALLOWED_ATTRIBUTES],
    a: ['target', 'rel'],
  },
  allowedSchemes: [...HTML_ALLOWED_URI_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  selfClosing: ['br', 'hr'],
  transformTags: { '*': applyLinkPolicy },
};

/**
 * Cleans HTML from WHMCS with the contract's HTML policy (`html-policy.ts`),
 * the one the web app applies with DOMPurify: the allowed formatting and
 * attributes stay, links only to http, https, mailto and tel and each opening
 * in a new tab without an opener; everything else goes.
 */
export function sanitizeHtml(html: string): string {
  return loadSanitize()(html, OPTIONS);
}

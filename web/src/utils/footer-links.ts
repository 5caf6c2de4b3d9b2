import { FOOTER_LINKS_ID } from '@members/contract';
import type { FooterLinks } from '@members/contract';

/** One link of the footer, besides the cancellation. */
export interface FooterLink {
  id:
    | 'imprint'
    | 'privacy'
    | 'terms'
    | 'email'
    | 'phone'
    | 'whatsapp'
    | 'telegram';
  href: string;
  /** The contact itself (address, number), shown after the label. */
  value: string | null;
  /** Opens another site (a new tab, no referrer). */
  isExternal: boolean;
}

/**
 * The footer's links in the order people look for them: the legal pages,
 * then the support contact. Only what the provider set.
 */
export function getFooterLinks(
  links: FooterLinks | null | undefined,
): FooterLink[] {
  if (!links) {
    return [];
  }
  const { legal, support } = links;
  const out: FooterLink[] = [];
  for (const id of ['imprint', 'privacy', 'terms'] as const) {
    const href = legal[id];
    if (href) {
      out.push({ id, href, value: null, isExternal: true });
    }
  }
  if (support.email) {
    out.push({
      id: 'email',
      href: `mailto:${support.email}`,
      value: support.email,
      isExternal: false,
    });
  }
  if (support.phone) {
    out.push({
      id: 'phone',
      href: `tel:${support.phone.replace(/[^\d+]/g, '')}`,
      value: support.phone,
      isExternal: false,
    });
  }
  if (support.whatsapp) {
    out.push({
      id: 'whatsapp',
      href: support.whatsapp,
      value: null,
      isExternal: true,
    });
  }
  if (support.telegram) {
    out.push({
      id: 'telegram',
      href: support.telegram,
      value: null,
      isExternal: true,
    });
  }
  return out;
}

/** The footer links the server wrote into the sign-in page; null without. */
export function readFooterLinks(): FooterLinks | null {
  const element = document.getElementById(FOOTER_LINKS_ID);
  if (!element?.textContent) {
    return null;
  }
  try {
    // Written by our own server into our own page.
    return JSON.parse(element.textContent) as FooterLinks;
  } catch {
    return null;
  }
}

/** How an external link opens: a new tab that cannot reach back, no referrer. */
export const EXTERNAL_LINK = {
  target: '_blank',
  rel: 'noopener noreferrer',
} as const;

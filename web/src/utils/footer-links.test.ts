import { describe, expect, it } from 'vitest';

import { getFooterLinks } from './footer-links';

const none = {
  legal: { imprint: null, privacy: null, terms: null },
  support: { email: null, phone: null, whatsapp: null, telegram: null },
};

describe('getFooterLinks', () => {
  it('shows nothing the provider did not set', () => {
    expect(getFooterLinks(undefined)).toEqual([]);
    expect(getFooterLinks(none)).toEqual([]);
  });

  it('lists the legal pages, then the support contact', () => {
    const links = getFooterLinks({
      legal: {
        imprint: 'https://tv.example/imprint',
        privacy: 'https://tv.example/privacy',
        terms: null,
      },
      support: {
        email: 'help@tv.example',
        phone: '+49 (30) 123-4567',
        whatsapp: 'https://wa.me/491512345678',
        telegram: 'https://t.me/tv_help',
      },
    });
    expect(links.map((link) => [link.id, link.href])).toEqual([
      ['imprint', 'https://tv.example/imprint'],
      ['privacy', 'https://tv.example/privacy'],
      ['email', 'mailto:help@tv.example'],
      ['phone', 'tel:+49301234567'],
      ['whatsapp', 'https://wa.me/491512345678'],
      ['telegram', 'https://t.me/tv_help'],
    ]);
    expect(links.find((link) => link.id === 'phone')?.value).toBe(
      '+49 (30) 123-4567',
    );
    expect(
      links.filter((link) => link.isExternal).map((link) => link.id),
    ).toEqual(['imprint', 'privacy', 'whatsapp', 'telegram']);
  });
});

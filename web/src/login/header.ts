import {
  BASE_PATH,
  BRAND_LOGO_META,
  LOCALE_NAMES,
  PAGES,
  withLocale,
} from '@members/contract';
import type { ColorSchemeChoice, Locale } from '@members/contract';

import { LANGUAGE_ORDER, languageOf } from '@/config/languages';
import {
  COLOR_SCHEMES,
  isColorSchemeChoice,
  readColorScheme,
  saveColorScheme,
} from '@/utils/color-scheme';

import { h } from './dom';
import type { Translate } from './i18n';

/** The built-in mark: a play button. */
function mark(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('width', '14');
  svg.setAttribute('height', '14');
  svg.setAttribute('viewBox', '0 0 14 14');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M3 1.5v11l9-5.5z');
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}

/** A logo address the server wrote into the page; null without. */
function logoUrl(scheme: 'light' | 'dark'): string | null {
  return (
    document.querySelector<HTMLMetaElement>(
      `meta[name="${BRAND_LOGO_META[scheme]}"]`,
    )?.content || null
  );
}

/** When the dark logo shows: always, never, or as the system's scheme says. */
const DARK_LOGO_MEDIA: Record<ColorSchemeChoice, string> = {
  dark: 'all',
  light: 'not all',
  auto: '(prefers-color-scheme: dark)',
};

/**
 * The provider's logo, named by the provider; its dark version in the dark
 * scheme (the one chosen in the header, or the system's). An image, never
 * inlined: an SVG logo runs nothing. Null without a logo.
 */
function brandLogo(provider: string): {
  element: HTMLElement;
  follow: (choice: ColorSchemeChoice) => void;
} | null {
  const light = logoUrl('light');
  if (!light) {
    return null;
  }
  const dark = logoUrl('dark');
  const source = dark ? h('source', { srcset: dark }) : null;
  const follow = (choice: ColorSchemeChoice) =>
    source?.setAttribute('media', DARK_LOGO_MEDIA[choice]);
  follow(readColorScheme());
  const element = h(
    'picture',
    {},
    source,
    h('img', {
      class: 'logo-image',
      src: light,
      alt: provider,
      height: 32,
      'data-testid': 'brand-logo',
    }),
  );
  return { element, follow };
}

/**
 * The language menu: a button that opens a list of the same page in each
 * language. Arrow keys move through it, Escape closes it.
 */
function languageMenu(
  t: Translate,
  locale: Locale,
  search: string,
): HTMLElement {
  const button = h(
    'button',
    {
      type: 'button',
      class: 'lang-button',
      'aria-label': t('common.language.choose'),
      'aria-haspopup': 'menu',
      'aria-expanded': 'false',
      'aria-controls': 'language-menu',
      'data-testid': 'language-switcher',
    },
    locale.slice(0, 2).toUpperCase(),
  );
  const items = LANGUAGE_ORDER.map((code) =>
    h(
      'a',
      {
        role: 'menuitem',
        class: 'lang-item',
        href: `${BASE_PATH}${withLocale(code, PAGES.login)}${search}`,
        lang: languageOf(code),
        'aria-current': code === locale ? 'true' : undefined,
        tabindex: '-1',
      },
      LOCALE_NAMES[code],
    ),
  );
  const menu = h(
    'div',
    { class: 'lang-menu', id: 'language-menu', role: 'menu', hidden: true },
    ...items,
  );
  const setOpen = (isOpen: boolean, focusIndex = 0) => {
    menu.hidden = !isOpen;
    button.setAttribute('aria-expanded', String(isOpen));
    if (isOpen) {
      items[focusIndex]?.focus();
    }
  };
  button.addEventListener('click', () => setOpen(menu.hidden));
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true, event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  });
  menu.addEventListener('keydown', (event) => {
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      items[move]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') {
        button.focus();
      }
    }
  });
  document.addEventListener('click', (event) => {
    if (!menu.hidden && !menu.parentElement?.contains(event.target as Node)) {
      setOpen(false);
    }
  });
  return h('div', { class: 'lang' }, button, menu);
}

/**
 * The colour scheme switch: a native select of light, dark and the system's
 * scheme, applied at once and remembered in the `colorScheme` cookie.
 */
function colorSchemeSwitch(
  t: Translate,
  onChange: (choice: ColorSchemeChoice) => void,
): HTMLElement {
  const current = readColorScheme();
  const select = h(
    'select',
    {
      id: 'color-scheme',
      class: 'scheme-select',
      'data-testid': 'color-scheme-switch',
    },
    ...COLOR_SCHEMES.map((choice) =>
      h(
        'option',
        {
          value: choice,
          selected: choice === current ? true : undefined,
        },
        t(`common.colorScheme.${choice}`),
      ),
    ),
  );
  select.addEventListener('change', () => {
    const next = select.value;
    if (isColorSchemeChoice(next)) {
      saveColorScheme(next, { setAttribute: true });
      onChange(next);
    }
  });
  return h(
    'div',
    { class: 'scheme' },
    h(
      'label',
      { class: 'visually-hidden', for: 'color-scheme' },
      t('common.colorScheme.label'),
    ),
    select,
  );
}

/**
 * The header of the sign-in page: the provider's logo (or the mark and
 * name), the colour scheme switch and the language menu.
 */
export function header(options: {
  t: Translate;
  locale: Locale;
  provider: string;
  search: string;
}): HTMLElement {
  const logo = brandLogo(options.provider);
  return h(
    'header',
    { class: 'header' },
    h(
      'div',
      { class: 'bar' },
      h(
        'a',
        {
          class: 'brand',
          href: `${BASE_PATH}${withLocale(options.locale, PAGES.home)}`,
        },
        ...(logo
          ? [logo.element]
          : [
              h('span', { class: 'logo', 'aria-hidden': 'true' }, mark()),
              h('span', { class: 'brand-name' }, options.provider),
            ]),
      ),
      h('div', { class: 'spacer' }),
      colorSchemeSwitch(options.t, (choice) => logo?.follow(choice)),
      languageMenu(options.t, options.locale, options.search),
    ),
  );
}

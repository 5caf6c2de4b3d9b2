import { Button } from '@mantine/core';
import { LOCALE_NAMES, splitLocale, withLocale } from '@members/contract';
import type { Locale } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { LANGUAGE_ORDER, languageOf } from '@/config/languages';
import { useLocale } from '@/hooks/locale-context';
import { useLocation, useNavigate } from '@/lib/router';

import classes from './header.module.css';
import { useMenuButton } from './use-menu-button';

/**
 * Picks the language: a button that opens the list of languages (arrow
 * keys move, Escape closes); choosing one changes the URL prefix, and the
 * new locale is loaded and remembered by the locale root.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useMenuButton(LANGUAGE_ORDER.length);

  const handleSelect = (next: Locale) => {
    menu.close();
    const { path } = splitLocale(location.pathname);
    void navigate(
      `${withLocale(next, path)}${location.search}${location.hash}`,
    );
  };

  return (
    <div className={classes.language} ref={menu.rootRef}>
      <Button
        {...menu.buttonProps}
        variant="subtle"
        color="gray"
        size="compact-md"
        aria-label={t('common.language.choose')}
        data-testid="language-switcher"
      >
        {locale.slice(0, 2).toUpperCase()}
      </Button>
      <div {...menu.menuProps} className={classes.languageMenu}>
        {LANGUAGE_ORDER.map((code, index) => (
          <button
            key={code}
            ref={menu.itemRef(index)}
            type="button"
            role="menuitem"
            tabIndex={-1}
            lang={languageOf(code)}
            className={classes.languageItem}
            aria-current={code === locale ? 'true' : undefined}
            onClick={() => handleSelect(code)}
          >
            {LOCALE_NAMES[code]}
          </button>
        ))}
      </div>
    </div>
  );
}

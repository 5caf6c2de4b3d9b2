import { Button } from '@mantine/core';
import { LOCALE_NAMES, splitLocale, withLocale } from '@members/contract';
import type { Locale } from '@members/contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { LANGUAGE_ORDER } from '../../config/languages';
import { useLocale } from '../../lib/locale-context';

import classes from './header.module.css';

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
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);

  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    itemRefs.current[focusIndex]?.focus();
    const handleOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setIsOpen(false);
      }
    };
    document.addEventListener('mousedown', handleOutside);
    return () => document.removeEventListener('mousedown', handleOutside);
  }, [isOpen, focusIndex]);

  const open = (index: number) => {
    setFocusIndex(index);
    setIsOpen(true);
  };

  const handleSelect = (next: Locale) => {
    setIsOpen(false);
    const { path } = splitLocale(location.pathname);
    void navigate(
      `${withLocale(next, path)}${location.search}${location.hash}`,
    );
  };

  const handleButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 0 : LANGUAGE_ORDER.length - 1);
    }
  };

  const handleMenuKey = (event: KeyboardEvent) => {
    const last = LANGUAGE_ORDER.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setFocusIndex(move);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  };

  return (
    <div className={classes.language} ref={rootRef}>
      <Button
        ref={buttonRef}
        variant="subtle"
        color="gray"
        size="compact-md"
        aria-label={t('common.language.choose')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        data-testid="language-switcher"
        onClick={() => (isOpen ? setIsOpen(false) : open(0))}
        onKeyDown={handleButtonKey}
      >
        {locale.slice(0, 2).toUpperCase()}
      </Button>
      <div
        id={menuId}
        role="menu"
        className={classes.languageMenu}
        hidden={!isOpen}
        onKeyDown={handleMenuKey}
      >
        {LANGUAGE_ORDER.map((code, index) => (
          <button
            key={code}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            type="button"
            role="menuitem"
            tabIndex={-1}
            lang={code.slice(0, 2)}
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

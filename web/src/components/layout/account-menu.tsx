import { Button } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { useLocalePath } from '../../lib/locale-context';
import {
  IconChevronDown,
  IconDevices,
  IconLogout,
  IconUserCircle,
} from '../ui/icons';

import classes from './header.module.css';

/**
 * The account menu of the desktop header: a button that opens "Devices"
 * and "Sign out" (arrow keys move, Escape closes and gives the focus back,
 * Tab or a click outside closes).
 */
export function AccountMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const location = useLocation();
  const logout = useLogout();
  const [isOpen, setIsOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const itemCount = 2;

  useEffect(() => {
    setIsOpen(false);
  }, [location.pathname]);

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

  const handleButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 0 : itemCount - 1);
    }
  };

  const handleMenuKey = (event: KeyboardEvent) => {
    const last = itemCount - 1;
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
      event.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  };

  return (
    <div className={`${classes.language} ${className ?? ''}`} ref={rootRef}>
      <Button
        ref={buttonRef}
        variant="default"
        size="compact-md"
        className={classes.accountButton}
        leftSection={<IconUserCircle size={18} />}
        rightSection={<IconChevronDown size={14} />}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        data-testid="account-menu"
        onClick={() => (isOpen ? setIsOpen(false) : open(0))}
        onKeyDown={handleButtonKey}
        loading={logout.isPending}
      >
        {t('common.nav.account')}
      </Button>
      <div
        id={menuId}
        role="menu"
        aria-label={t('common.nav.account')}
        className={classes.languageMenu}
        hidden={!isOpen}
        onKeyDown={handleMenuKey}
      >
        <Link
          ref={(element) => {
            itemRefs.current[0] = element;
          }}
          role="menuitem"
          tabIndex={-1}
          to={toPath(paths.devices())}
          className={`${classes.languageItem} ${classes.accountItem}`}
          onClick={() => setIsOpen(false)}
        >
          <IconDevices size={16} />
          {t('common.nav.devices')}
        </Link>
        <button
          ref={(element) => {
            itemRefs.current[1] = element;
          }}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`${classes.languageItem} ${classes.accountItem}`}
          onClick={() => {
            setIsOpen(false);
            logout.mutate();
          }}
        >
          <IconLogout size={16} />
          {t('common.nav.signOut')}
        </button>
      </div>
    </div>
  );
}

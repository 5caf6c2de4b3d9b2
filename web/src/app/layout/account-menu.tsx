import { Button } from '@mantine/core';
import { PAGES } from '@members/contract';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  IconChevronDown,
  IconCreditCard,
  IconDevices,
  IconDownload,
  IconLock,
  IconLogout,
  IconMail,
  IconPlus,
  IconUserCircle,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { useLocalePath } from '@/hooks/locale-context';
import { Link, useLocation } from '@/lib/router';

import classes from './header.module.css';
import { useMenuButton } from './use-menu-button';

/** One link of the account menu: a menu item with its icon. */
function AccountMenuLink({
  itemRef,
  to,
  icon,
  label,
  onClick,
}: {
  itemRef: (element: HTMLElement | null) => void;
  to: string;
  icon: ReactNode;
  label: string;
  onClick: () => void;
}) {
  return (
    <Link
      ref={itemRef}
      role="menuitem"
      tabIndex={-1}
      to={to}
      className={`${classes.languageItem} ${classes.accountItem}`}
      onClick={onClick}
    >
      {icon}
      {label}
    </Link>
  );
}

/** The account menu's links, in their order; Sign out comes after them. */
function useAccountLinks(): { to: string; icon: ReactNode; label: string }[] {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return [
    {
      to: toPath(paths.profile()),
      icon: <IconUserCircle size={16} />,
      label: t('common.nav.profile'),
    },
    {
      to: toPath(paths.devices()),
      icon: <IconDevices size={16} />,
      label: t('common.nav.devices'),
    },
    {
      to: toPath(PAGES.security),
      icon: <IconLock size={16} />,
      label: t('common.nav.security'),
    },
    {
      to: toPath(PAGES.privacy),
      icon: <IconDownload size={16} />,
      label: t('common.nav.privacy'),
    },
    {
      to: toPath(PAGES.payment),
      icon: <IconCreditCard size={16} />,
      label: t('common.nav.payment'),
    },
    {
      to: toPath(PAGES.emails),
      icon: <IconMail size={16} />,
      label: t('common.nav.emails'),
    },
    {
      to: toPath(paths.order()),
      icon: <IconPlus size={16} />,
      label: t('common.nav.order'),
    },
  ];
}

/**
 * The account menu of the desktop header: a button that opens "My details",
 * "Devices", "Sign-in and security", "Your data", "Order another line" and
 * "Sign out" (arrow keys move, Escape closes and gives the focus back, Tab or
 * a click outside closes).
 */
export function AccountMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const logout = useLogout();
  const links = useAccountLinks();
  // The links, then Sign out.
  const menu = useMenuButton(links.length + 1);
  const { close } = menu;

  useEffect(() => {
    close();
  }, [location.pathname, close]);

  return (
    <div
      className={`${classes.language} ${className ?? ''}`}
      ref={menu.rootRef}
    >
      <Button
        {...menu.buttonProps}
        variant="default"
        size="compact-md"
        className={classes.accountButton}
        leftSection={<IconUserCircle size={18} />}
        rightSection={<IconChevronDown size={14} />}
        data-testid="account-menu"
        loading={logout.isPending}
      >
        {t('common.nav.account')}
      </Button>
      <div
        {...menu.menuProps}
        aria-label={t('common.nav.account')}
        className={classes.languageMenu}
      >
        {links.map((link, index) => (
          <AccountMenuLink
            key={link.to}
            itemRef={menu.itemRef(index)}
            to={link.to}
            icon={link.icon}
            label={link.label}
            onClick={close}
          />
        ))}
        <button
          ref={menu.itemRef(links.length)}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`${classes.languageItem} ${classes.accountItem}`}
          onClick={() => {
            close();
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

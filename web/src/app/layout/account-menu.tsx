import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { IconChevronDown } from '@/components/ui/icons/chevron-down';
import { IconUserCircle } from '@/components/ui/icons/user-circle';
import { useLogout } from '@/features/auth/api/logout';
import { useIsFirstViewPainted } from '@/hooks/use-first-paint';
import { useLocation } from '@/lib/router';

import { ACCOUNT_LINKS } from './account-links';
import classes from './header.module.css';
import { useIsWideHeader } from './use-is-wide-header';
import { useMenuButton } from './use-menu-button';

const AccountMenuItems = lazy(() =>
  import('./account-menu-items').then((module) => ({
    default: module.AccountMenuItems,
  })),
);

/**
 * The account menu of the desktop header: a button that opens the account's
 * pages and "Sign out" (arrow keys move, Escape closes and gives the focus
 * back, Tab or a click outside closes). The items load once the first view
 * is painted, and only where the menu shows (900 px and wider).
 */
export function AccountMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const logout = useLogout();
  const painted = useIsFirstViewPainted();
  const isShown = useIsWideHeader();
  // The account's pages, then Sign out.
  const menu = useMenuButton(ACCOUNT_LINKS.length + 1);
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
        {painted && isShown && (
          <Suspense fallback={null}>
            <AccountMenuItems
              itemRef={menu.itemRef}
              close={close}
              signOut={() => logout.mutate()}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

import { Button } from '@mantine/core';
import { splitLocale } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useLogout } from '@/features/auth/api/logout';
import { useLocalePath } from '@/hooks/locale-context';
import { Link, useLocation } from '@/lib/router';

import { ACCOUNT_LINKS } from './account-links';
import classes from './header.module.css';
import { NavLinks } from './nav-links';
import type { NavLink } from './nav-links';

/**
 * The links of the menu panel under 900 px: the page links, then the
 * account's pages (the account menu's) and Sign out. A chunk of its own,
 * loaded once the first view is painted.
 */
export function MobileNavLinks({ links }: { links: NavLink[] }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const location = useLocation();
  const logout = useLogout();
  const { path } = splitLocale(location.pathname);
  return (
    <>
      <NavLinks links={links} className={classes.mobileLink} />
      {ACCOUNT_LINKS.map(({ path: page, label }) => (
        <Link
          key={page}
          to={toPath(page)}
          className={classes.mobileLink}
          aria-current={path === page ? 'page' : undefined}
        >
          {t(`common.nav.${label}`)}
        </Link>
      ))}
      <Button
        mt="xs"
        fullWidth
        variant="default"
        onClick={() => logout.mutate()}
        loading={logout.isPending}
      >
        {t('common.nav.signOut')}
      </Button>
    </>
  );
}

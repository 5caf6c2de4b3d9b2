import { Button } from '@mantine/core';
import { PAGES, splitLocale } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { useLocalePath } from '@/hooks/locale-context';
import { Link, useLocation } from '@/lib/router';

import classes from './header.module.css';
import { NavLinks } from './nav-links';
import type { NavLink } from './nav-links';

/**
 * The menu panel under 900 px: the page links, then profile, devices, sign-in and security, your
 * data, order
 * and sign-out; hidden until the menu button opens it.
 */
export function MobileNavPanel({
  id,
  isOpen,
  links,
}: {
  id: string;
  isOpen: boolean;
  links: NavLink[];
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const location = useLocation();
  const logout = useLogout();
  const { path } = splitLocale(location.pathname);
  return (
    <nav
      id={id}
      className={classes.mobilePanel}
      hidden={!isOpen}
      aria-label={t('common.nav.label')}
    >
      <NavLinks links={links} className={classes.mobileLink} />
      <Link
        to={toPath(paths.profile())}
        className={classes.mobileLink}
        aria-current={path === PAGES.profile ? 'page' : undefined}
      >
        {t('common.nav.profile')}
      </Link>
      <Link
        to={toPath(paths.devices())}
        className={classes.mobileLink}
        aria-current={path === PAGES.devices ? 'page' : undefined}
      >
        {t('common.nav.devices')}
      </Link>
      <Link
        to={toPath(PAGES.security)}
        className={classes.mobileLink}
        aria-current={path === PAGES.security ? 'page' : undefined}
      >
        {t('common.nav.security')}
      </Link>
      <Link
        to={toPath(PAGES.privacy)}
        className={classes.mobileLink}
        aria-current={path === PAGES.privacy ? 'page' : undefined}
      >
        {t('common.nav.privacy')}
      </Link>
      <Link
        to={toPath(PAGES.payment)}
        className={classes.mobileLink}
        aria-current={path === PAGES.payment ? 'page' : undefined}
      >
        {t('common.nav.payment')}
      </Link>
      <Link
        to={toPath(PAGES.emails)}
        className={classes.mobileLink}
        aria-current={path === PAGES.emails ? 'page' : undefined}
      >
        {t('common.nav.emails')}
      </Link>
      <Link
        to={toPath(paths.order())}
        className={classes.mobileLink}
        aria-current={path === PAGES.order ? 'page' : undefined}
      >
        {t('common.nav.order')}
      </Link>
      <Button
        mt="xs"
        fullWidth
        variant="default"
        onClick={() => logout.mutate()}
        loading={logout.isPending}
      >
        {t('common.nav.signOut')}
      </Button>
    </nav>
  );
}

import { Burger, Button, useComputedColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PAGES, splitLocale } from '@members/contract';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { useLocalePath } from '@/hooks/locale-context';
import { Link, useLocation } from '@/lib/router';
import { useEnv } from '@/stores/env';
import { useSession } from '@/stores/session';

import { AccountMenu } from './account-menu';
import { ColorSchemeSwitch } from './color-scheme-switch';
import classes from './header.module.css';
import { LanguageSwitcher } from './language-switcher';

interface NavLink {
  key: string;
  to: string;
  label: string;
  isActive: boolean;
}

function useNavLinks(): NavLink[] {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useSession();
  const { path } = splitLocale(location.pathname);
  const hash = location.hash;
  const onHome = path === '/' || path === '';
  const links: NavLink[] = [
    {
      key: 'dashboard',
      to: '/',
      label: t('common.nav.dashboard'),
      isActive: onHome && hash !== '#invoices' && hash !== '#tickets',
    },
    {
      key: 'invoices',
      to: '/#invoices',
      label: t('common.nav.invoices'),
      isActive: (onHome && hash === '#invoices') || path === PAGES.invoice,
    },
    {
      key: 'tickets',
      to: '/#tickets',
      label: t('common.nav.tickets'),
      isActive:
        (onHome && hash === '#tickets') ||
        path === PAGES.ticket ||
        path === PAGES.openTicket,
    },
  ];
  if (user?.reseller) {
    links.push({
      key: 'reseller',
      to: PAGES.resellers,
      label: t('common.nav.reseller'),
      isActive: path === PAGES.resellers || path === PAGES.resellerSuccess,
    });
  }
  if (user?.affiliate) {
    links.push({
      key: 'affiliate',
      to: PAGES.affiliate,
      label: t('common.nav.affiliate'),
      isActive: path === PAGES.affiliate || path === PAGES.withdrawal,
    });
  }
  return links;
}

/** The page links, in the bar on wide screens and in the menu panel on phones. */
function NavLinks({
  links,
  className,
}: {
  links: NavLink[];
  className: string | undefined;
}) {
  const toPath = useLocalePath();
  return links.map((link) => (
    <Link
      key={link.key}
      to={toPath(link.to)}
      className={className}
      aria-current={link.isActive ? 'page' : undefined}
    >
      {link.label}
    </Link>
  ));
}

/**
 * The provider's logo (its dark-scheme version in the dark scheme, the app's
 * own choice or the system's), named by the provider; without a logo, the
 * built-in mark and the name. An image, never inlined: an SVG logo runs
 * nothing.
 */
function Brand({ provider }: { provider: string }) {
  const env = useEnv();
  const scheme = useComputedColorScheme('light', {
    getInitialValueInEffect: false,
  });
  const brand = env.data?.brand;
  const logo =
    scheme === 'dark' ? (brand?.logoDarkUrl ?? brand?.logoUrl) : brand?.logoUrl;
  if (logo) {
    return (
      <img
        className={classes.logoImage}
        src={logo}
        alt={provider}
        height={32}
        data-testid="brand-logo"
      />
    );
  }
  return (
    <>
      <span className={classes.logo} aria-hidden="true">
        <svg width="14" height="14" viewBox="0 0 14 14">
          <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
        </svg>
      </span>
      <span className={classes.brandName}>{provider}</span>
    </>
  );
}

/**
 * The header: brand, the page links (by the user's flags), the language
 * switcher and the account menu (devices, sign-out). Under 900 px the links,
 * devices and sign-out fold behind a menu button.
 * `withNav` is false on the login page (a header-only layout).
 */
export function Header({ withNav }: { withNav: boolean }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const location = useLocation();
  const env = useEnv();
  const links = useNavLinks();
  const logout = useLogout();
  const [isOpen, { toggle, close }] = useDisclosure(false);
  const panelId = useId();
  const { path } = splitLocale(location.pathname);

  useEffect(() => {
    close();
  }, [location.pathname, location.hash, close]);

  const provider = env.data?.providerName ?? '';

  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <Link to={toPath('/')} className={classes.brand}>
          <Brand provider={provider} />
        </Link>
        {withNav && (
          <nav className={classes.links} aria-label={t('common.nav.label')}>
            <NavLinks links={links} className={classes.link} />
          </nav>
        )}
        <div className={classes.spacer} />
        <ColorSchemeSwitch />
        <LanguageSwitcher />
        {withNav && (
          <>
            <AccountMenu className={classes.desktopOnly} />
            <Burger
              className={classes.mobileOnly}
              opened={isOpen}
              onClick={toggle}
              aria-label={t(
                isOpen ? 'common.nav.closeMenu' : 'common.nav.openMenu',
              )}
              aria-expanded={isOpen}
              aria-controls={panelId}
            />
          </>
        )}
      </div>
      {withNav && (
        <nav
          id={panelId}
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
      )}
    </header>
  );
}

import { Burger, useComputedColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocalePath } from '@/hooks/locale-context';
import { useIsFirstViewPainted } from '@/hooks/use-first-paint';
import { Link, useLocation } from '@/lib/router';
import { useEnv } from '@/stores/env';

import { AccountMenu } from './account-menu';
import { ColorSchemeSwitch } from './color-scheme-switch';
import classes from './header.module.css';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks, useNavLinks } from './nav-links';
import type { NavLink } from './nav-links';
import { useIsWideHeader } from './use-is-wide-header';

const MobileNavLinks = lazy(() =>
  import('./mobile-nav-panel').then((module) => ({
    default: module.MobileNavLinks,
  })),
);

/**
 * The menu panel under 900 px, hidden until the menu button opens it; its
 * links load after the first view is painted (the first view has no need
 * of them), where the panel's button shows.
 */
function MobileNavPanel({
  id,
  isOpen,
  links,
}: {
  id: string;
  isOpen: boolean;
  links: NavLink[];
}) {
  const { t } = useTranslation();
  const painted = useIsFirstViewPainted();
  const isWide = useIsWideHeader();
  return (
    <nav
      id={id}
      className={classes.mobilePanel}
      hidden={!isOpen}
      aria-label={t('common.nav.label')}
    >
      {((painted && !isWide) || isOpen) && (
        <Suspense fallback={null}>
          <MobileNavLinks links={links} />
        </Suspense>
      )}
    </nav>
  );
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
  const [isOpen, { toggle, close }] = useDisclosure(false);
  const panelId = useId();

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
      {withNav && <MobileNavPanel id={panelId} isOpen={isOpen} links={links} />}
    </header>
  );
}

import { Box } from '@mantine/core';
import { PAGES } from '@members/contract';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { RouteErrorBoundary } from '@/components/errors/error-view';
import { StepUpHost } from '@/components/step-up/step-up-host';
import { LazyStatusBanner } from '@/features/service-status/components/lazy-status';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { useEnv } from '@/stores/env';
import { useSession } from '@/stores/session';
import { EXTERNAL_LINK, getFooterLinks } from '@/utils/footer-links';

import { Header } from './header';
import classes from './layout.module.css';

/**
 * The footer of every page: the online cancellation (§ 312k BGB) and the
 * withdrawal function (§ 356a BGB), always in view of the page's end, never
 * behind a menu; then the provider's legal pages and support contact, when
 * set, the service status and "Your data" (the privacy centre).
 */
function Footer() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const links = getFooterLinks(useEnv().data?.brand);
  return (
    <footer className={classes.footer}>
      <div className={classes.rightsLinks}>
        <Link
          to={toPath(PAGES.cancel)}
          className={classes.cancelLink}
          data-testid="cancel-contracts-link"
        >
          {t('common.cancelContracts')}
        </Link>
        <Link
          to={toPath(PAGES.withdraw)}
          className={classes.cancelLink}
          data-testid="withdraw-contract-link"
        >
          {t('common.withdrawContract')}
        </Link>
      </div>
      <nav aria-label={t('common.footer.legal')} data-testid="footer-links">
        <ul className={classes.footerLinks}>
          {links.map((link) => (
            <li key={link.id}>
              <a
                href={link.href}
                className={classes.footerLink}
                {...(link.isExternal ? EXTERNAL_LINK : {})}
              >
                {link.value
                  ? `${t(`common.footer.${link.id}`)}: ${link.value}`
                  : t(`common.footer.${link.id}`)}
              </a>
            </li>
          ))}
          <li>
            <Link
              to={toPath(PAGES.status)}
              className={classes.footerLink}
              data-testid="service-status-link"
            >
              {t('common.nav.status')}
            </Link>
          </li>
          <li>
            <Link
              to={toPath(PAGES.privacy)}
              className={classes.footerLink}
              data-testid="privacy-centre-link"
            >
              {t('common.nav.privacy')}
            </Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}

/**
 * Header plus the page (every page but the login page). A guest (on the
 * cancel page) gets the header without the signed-in links and menus. A
 * page that fails shows the error page between the header and the footer:
 * the header leads on (a 500 has no link home) and the cancellation stays.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const isSignedIn = useSession() !== null;
  return (
    <>
      <Header withNav={isSignedIn} />
      {isSignedIn && <LazyStatusBanner />}
      <Box component="main" className={classes.main} id="main">
        <RouteErrorBoundary>
          {/* The first page's code may still be on its way: the header shows meanwhile. */}
          <Suspense fallback={null}>{children}</Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
      {isSignedIn && <StepUpHost />}
    </>
  );
}

import { PAGES, splitLocale } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useLocalePath } from '@/hooks/locale-context';
import { Link, useLocation } from '@/lib/router';
import { useSession } from '@/stores/session';

/** A page link of the header: where it goes, its label, and whether it is the page shown. */
export interface NavLink {
  key: string;
  to: string;
  label: string;
  isActive: boolean;
}

/** The header's page links, by the user's flags, each marked when it is the page shown. */
export function useNavLinks(): NavLink[] {
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
export function NavLinks({
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

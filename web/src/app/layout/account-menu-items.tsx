import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { IconCreditCard } from '@/components/ui/icons/credit-card';
import { IconDevices } from '@/components/ui/icons/devices';
import { IconDownload } from '@/components/ui/icons/download';
import { IconLock } from '@/components/ui/icons/lock';
import { IconLogout } from '@/components/ui/icons/logout';
import { IconMail } from '@/components/ui/icons/mail';
import { IconPlus } from '@/components/ui/icons/plus';
import { IconUserCircle } from '@/components/ui/icons/user-circle';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';

import { ACCOUNT_LINKS } from './account-links';
import type { AccountLink } from './account-links';
import classes from './header.module.css';

const ICONS: Record<AccountLink['label'], ComponentType<{ size?: number }>> = {
  profile: IconUserCircle,
  devices: IconDevices,
  security: IconLock,
  privacy: IconDownload,
  payment: IconCreditCard,
  emails: IconMail,
  order: IconPlus,
};

const ITEM_CLASS = `${classes.languageItem} ${classes.accountItem}`;

/**
 * The account menu's items: the account's pages with their icons, then Sign
 * out. A chunk of its own, loaded once the first view is painted.
 */
export function AccountMenuItems({
  itemRef,
  close,
  signOut,
}: {
  itemRef: (index: number) => (element: HTMLElement | null) => void;
  close: () => void;
  signOut: () => void;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <>
      {ACCOUNT_LINKS.map(({ path, label }, index) => {
        const Icon = ICONS[label];
        return (
          <Link
            key={path}
            ref={itemRef(index)}
            role="menuitem"
            tabIndex={-1}
            to={toPath(path)}
            className={ITEM_CLASS}
            onClick={close}
          >
            <Icon size={16} />
            {t(`common.nav.${label}`)}
          </Link>
        );
      })}
      <button
        ref={itemRef(ACCOUNT_LINKS.length)}
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={ITEM_CLASS}
        onClick={() => {
          close();
          signOut();
        }}
      >
        <IconLogout size={16} />
        {t('common.nav.signOut')}
      </button>
    </>
  );
}

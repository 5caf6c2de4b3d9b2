import { Text } from '@mantine/core';
import { PAGES } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { IconCreditCard } from '@/components/ui/icons/credit-card';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';

import type { AttentionItem } from '../utils/select-attention';

import classes from './attention-panel.module.css';

/** A stored card that has expired or expires soon: to the Payment page. */
export function CardRow({
  item,
}: {
  item: Extract<AttentionItem, { kind: 'card' }>;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const { method } = item;
  const name = `${method.cardType ?? ''} •••• ${method.lastFour ?? ''}`.trim();
  const [year, month] = (method.expiry ?? '').split('-');
  return (
    <li className={classes.row} data-kind="card" data-testid="attention-item">
      <span
        className={classes.icon}
        data-tone={method.expiryState === 'expired' ? 'danger' : 'warning'}
      >
        <IconCreditCard size={18} />
      </span>
      <span className={classes.text}>
        <Link to={toPath(PAGES.payment)} className={classes.title}>
          {t(
            method.expiryState === 'expired'
              ? 'dashboard.attention.cardExpired'
              : 'dashboard.attention.cardExpiring',
            { name },
          )}
        </Link>
        <Text span size="sm" c="dimmed" className={classes.detail}>
          {t('dashboard.attention.cardDetail', { date: `${month}/${year}` })}
        </Text>
      </span>
    </li>
  );
}

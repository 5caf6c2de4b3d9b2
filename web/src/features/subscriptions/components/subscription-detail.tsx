import { Paper, Title } from '@mantine/core';
import type { Subscription } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyField } from '../../../components/ui/copy-field';
import { PageHeader } from '../../../components/ui/page-header';
import {
  StatusBadge,
  useStatusLabel,
} from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale-context';
import { useFormatPrice } from '../hooks/use-format-price';

import classes from './subscription-detail.module.css';

/**
 * One subscription, read-only: plan details and the device login data, each
 * with a copy button; the parental code is masked until revealed. `actions`
 * (download) and `children` (device forms) slot in later.
 */
export function SubscriptionDetail({
  subscription,
  actions,
  children,
}: {
  subscription: Subscription;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatPrice = useFormatPrice();
  const statusLabel = useStatusLabel();
  const copyLabel = (field: string) => t('subscriptions.copyField', { field });
  const notSet = t('subscriptions.notSet');
  const regdate = formatDate(subscription.regdate, locale);
  const nextDue = formatDate(subscription.nextDueDate, locale);
  const price = formatPrice(subscription);

  const fields = {
    product: t('subscriptions.fields.product'),
    status: t('subscriptions.fields.status'),
    regdate: t('subscriptions.fields.regdate'),
    nextDueDate: t('subscriptions.fields.nextDueDate'),
    price: t('subscriptions.fields.price'),
    username: t('subscriptions.fields.username'),
    mac: t('subscriptions.fields.mac'),
    parentalCode: t('subscriptions.fields.parentalCode'),
  };

  return (
    <>
      <PageHeader
        title={subscription.name}
        badge={
          <StatusBadge
            kind="subscription"
            status={subscription.status}
            size="lg"
          />
        }
        subtitle={[subscription.groupName, price].filter(Boolean).join(' · ')}
        actions={actions}
      />
      <div className={classes.grid}>
        <Paper withBorder radius="lg" className={classes.card}>
          <Title order={2} className={classes.cardTitle}>
            {t('subscriptions.detail.device')}
          </Title>
          <div className={classes.fields}>
            <CopyField
              label={fields.username}
              value={subscription.username}
              copyLabel={copyLabel(fields.username)}
              emptyText={notSet}
              isMonospace
            />
            <CopyField
              label={fields.mac}
              value={subscription.mac}
              copyLabel={copyLabel(fields.mac)}
              emptyText={t('subscriptions.detail.noMac')}
              isMonospace
            />
            <CopyField
              label={fields.parentalCode}
              value={subscription.parentalCode}
              copyLabel={copyLabel(fields.parentalCode)}
              emptyText={notSet}
              isSecret
              revealLabel={t('subscriptions.detail.showCode')}
              hideLabel={t('subscriptions.detail.hideCode')}
            />
          </div>
        </Paper>
        <Paper withBorder radius="lg" className={classes.card}>
          <Title order={2} className={classes.cardTitle}>
            {t('subscriptions.detail.plan')}
          </Title>
          <div className={classes.fields}>
            <CopyField
              label={fields.product}
              value={subscription.name}
              copyLabel={copyLabel(fields.product)}
            />
            <CopyField
              label={fields.status}
              value={statusLabel('subscription', subscription.status)}
              copyLabel={copyLabel(fields.status)}
            />
            <CopyField
              label={fields.regdate}
              value={regdate}
              copyLabel={copyLabel(fields.regdate)}
              emptyText="—"
            />
            <CopyField
              label={fields.nextDueDate}
              value={nextDue}
              copyLabel={copyLabel(fields.nextDueDate)}
              emptyText="—"
            />
            <CopyField
              label={fields.price}
              value={price}
              copyLabel={copyLabel(fields.price)}
            />
          </div>
        </Paper>
      </div>
      {children}
    </>
  );
}

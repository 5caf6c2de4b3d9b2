import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Affiliate } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AsyncContent } from '../../../components/ui/async-content';
import type { AsyncState } from '../../../components/ui/async-content';
import { CopyField, UrlText } from '../../../components/ui/copy-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { IconLink } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { StatCard } from '../../../components/ui/stat-card';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/locale-context';

import classes from './affiliate.module.css';

function AffiliateSkeleton() {
  return (
    <div className={classes.stats}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} height={108} radius="lg" />
      ))}
    </div>
  );
}

function useCommissionText(): (affiliate: Affiliate) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return (affiliate) => {
    const type = affiliate.commissionType.toLowerCase();
    if (type === 'percentage') {
      return t('affiliate.commission.percentage', {
        value: formatNumber(Number(affiliate.commissionAmount), locale),
      });
    }
    if (type === 'fixedamount' || type === 'fixed') {
      return formatMoney(
        affiliate.commissionAmount,
        affiliate.currency,
        locale,
      );
    }
    return t('affiliate.commission.default');
  };
}

/** The affiliate's figures as WHMCS keeps them; nothing here is computed. */
function AffiliateStats({ affiliate }: { affiliate: Affiliate }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const commission = useCommissionText();
  return (
    <div className={classes.stats}>
      <StatCard
        label={t('affiliate.stats.balance')}
        value={
          <Money amount={affiliate.balance} currency={affiliate.currency} />
        }
      />
      <StatCard
        label={t('affiliate.stats.withdrawn')}
        value={
          <Money amount={affiliate.withdrawn} currency={affiliate.currency} />
        }
      />
      <StatCard
        label={t('affiliate.stats.visitors')}
        value={formatNumber(affiliate.visitors, locale)}
      />
      <StatCard
        label={t('affiliate.stats.commission')}
        value={commission(affiliate)}
        detail={t(
          affiliate.onetime
            ? 'affiliate.commission.onetime'
            : 'affiliate.commission.recurring',
        )}
      />
      <StatCard
        label={t('affiliate.stats.since')}
        value={formatDate(affiliate.since, locale) || '—'}
      />
    </div>
  );
}

/** The three referral links: the configured bases with the affiliate id. */
function ReferralLinks({
  affiliateId,
  urls,
}: {
  affiliateId: number;
  urls: string[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" className={classes.links}>
      <Title order={2} className={classes.cardTitle}>
        {t('affiliate.links.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('affiliate.links.description')}
      </Text>
      {urls === undefined ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={58} radius="md" />
          <Skeleton height={58} radius="md" />
          <Skeleton height={58} radius="md" />
        </Stack>
      ) : urls.length === 0 ? (
        <EmptyState
          icon={<IconLink size={22} />}
          title={t('affiliate.links.noneTitle')}
          description={t('affiliate.links.noneDescription')}
        />
      ) : (
        <Stack gap="sm">
          {urls.map((base, index) => {
            const url = `${base}${affiliateId}`;
            const label = t('affiliate.links.label', { number: index + 1 });
            return (
              <CopyField
                key={`${index}-${base}`}
                label={label}
                value={url}
                display={<UrlText url={url} />}
                copyLabel={t('affiliate.links.copy', { number: index + 1 })}
                isMonospace
              />
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The affiliate page: figures from WHMCS and the referral links. Withdrawal
 * slots in as `actions`.
 */
export function AffiliatePage({
  state,
  affiliateUrls,
  actions,
}: {
  state: AsyncState<Affiliate | null>;
  affiliateUrls: string[] | undefined;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('affiliate.title')}
        subtitle={t('affiliate.subtitle')}
        actions={actions}
      />
      <AsyncContent
        state={state}
        skeleton={<AffiliateSkeleton />}
        isEmpty={(affiliate) => affiliate === null}
        empty={
          <Paper withBorder radius="lg">
            <EmptyState
              icon={<IconLink size={22} />}
              title={t('affiliate.empty.title')}
              description={t('affiliate.empty.description')}
            />
          </Paper>
        }
      >
        {(affiliate) =>
          affiliate && (
            <Stack gap="xl">
              <AffiliateStats affiliate={affiliate} />
              <ReferralLinks affiliateId={affiliate.id} urls={affiliateUrls} />
            </Stack>
          )
        }
      </AsyncContent>
    </>
  );
}

import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Affiliate } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AsyncContent } from '@/components/ui/async-content';
import type { AsyncState } from '@/components/ui/async-content';
import { CopyField, UrlText } from '@/components/ui/copy-field';
import { EmptyState } from '@/components/ui/empty-state';
import { IconChevronRight } from '@/components/ui/icons/chevron-right';
import { IconLink } from '@/components/ui/icons/link';
import { IconWallet } from '@/components/ui/icons/wallet';
import { Money } from '@/components/ui/money';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { formatDate, formatMoney, formatNumber } from '@/utils/format';

import classes from './affiliate.module.css';
import { ReferralQrButton } from './referral-qr';

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

/** A figure that opens the page behind it; the whole card is the link. */
function LinkedStat({
  to,
  label,
  value,
  action,
}: {
  to: string;
  label: string;
  value: ReactNode;
  action: string;
}) {
  return (
    <Link to={to} className={classes.statLink}>
      <StatCard
        label={label}
        value={value}
        detail={
          <span className={classes.statAction}>
            {action}
            <IconChevronRight size={14} />
          </span>
        }
      />
    </Link>
  );
}

/**
 * The affiliate's figures as WHMCS keeps them; nothing here is computed. The
 * balance opens the withdrawal form, the withdrawn amount the requests.
 */
function AffiliateStats({ affiliate }: { affiliate: Affiliate }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  const commission = useCommissionText();
  return (
    <div className={classes.stats}>
      <LinkedStat
        to={toPath(paths.withdrawal())}
        label={t('affiliate.stats.balance')}
        value={
          <Money amount={affiliate.balance} currency={affiliate.currency} />
        }
        action={t('affiliate.stats.balanceAction')}
      />
      <LinkedStat
        to={`${toPath(paths.withdrawal())}#requests`}
        label={t('affiliate.stats.withdrawn')}
        value={
          <Money amount={affiliate.withdrawn} currency={affiliate.currency} />
        }
        action={t('affiliate.stats.withdrawnAction')}
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
                actions={<ReferralQrButton url={url} number={index + 1} />}
              />
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The affiliate page: figures from WHMCS, the way to a withdrawal and the
 * referral links with copy buttons and QR codes.
 */
export function AffiliatePage({
  state,
  affiliateUrls,
}: {
  state: AsyncState<Affiliate | null>;
  affiliateUrls: string[] | undefined;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const hasAffiliate = Boolean(state.data);
  return (
    <>
      <PageHeader
        title={t('affiliate.title')}
        subtitle={t('affiliate.subtitle')}
        actions={
          hasAffiliate && (
            <Button
              component={Link}
              to={toPath(paths.withdrawal())}
              leftSection={<IconWallet size={18} />}
            >
              {t('affiliate.withdraw')}
            </Button>
          )
        }
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

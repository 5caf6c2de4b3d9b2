import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fromCents, toCents } from '@members/contract';
import type { WithdrawalsResponse } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import {
  IconCircleCheck,
  IconWallet,
  IconArrowLeft,
} from '@/components/ui/icons';
import { Money } from '@/components/ui/money';
import { BackLink, PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { ApiError, errorKey } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { useMe } from '@/stores/me';

import { useWithdrawals } from '../api/get-withdrawals';

import { WithdrawalForm } from './withdrawal-form';
import type { SentWithdrawal, WithdrawalMethod } from './withdrawal-form';
import { WithdrawalList } from './withdrawal-list';
import classes from './withdrawal.module.css';

/** A customer outside the affiliate program: nothing to withdraw, and a way back. */
function NoAffiliateBalance() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Paper withBorder radius="lg" data-testid="no-affiliate-balance">
      <EmptyState
        size="md"
        icon={<IconWallet size={24} />}
        title={t('withdrawal.notAffiliate.title')}
        description={t('withdrawal.notAffiliate.description')}
        action={
          <Button
            component={Link}
            to={toPath(paths.home())}
            variant="light"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('withdrawal.notAffiliate.back')}
          </Button>
        }
      />
    </Paper>
  );
}

/** Available amount first, then how it comes from the balance. */
function BalanceSummary({ data }: { data: WithdrawalsResponse }) {
  const { t } = useTranslation();
  const reserved = Math.max(toCents(data.balance) - toCents(data.available), 0);
  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.summary}
      data-testid="withdrawal-summary"
    >
      <Text size="sm" c="dimmed" fw={600}>
        {t('withdrawal.summary.available')}
      </Text>
      <Text className={classes.available}>
        <Money amount={data.available} currency={data.currency} />
      </Text>
      <dl className={classes.figures}>
        <div>
          <dt>{t('withdrawal.summary.balance')}</dt>
          <dd>
            <Money amount={data.balance} currency={data.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('withdrawal.summary.reserved')}</dt>
          <dd>
            <Money amount={fromCents(reserved)} currency={data.currency} />
          </dd>
        </div>
      </dl>
      <Text size="xs" c="dimmed">
        {t('withdrawal.summary.reservedHelp')}
      </Text>
    </Paper>
  );
}

/** The request that just went through, with its ticket. */
function SentPanel({
  sent,
  onAnother,
}: {
  sent: SentWithdrawal;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <div className={classes.sent} role="status" data-testid="withdrawal-sent">
      <span className={classes.sentIcon}>
        <IconCircleCheck size={28} />
      </span>
      <Title order={2} className={classes.cardTitle}>
        {t('withdrawal.success.title')}
      </Title>
      <Text c="dimmed" ta="center">
        {t('withdrawal.success.description', {
          tid: sent.tid,
          amount: sent.amount,
          method: sent.method,
        })}
      </Text>
      <div className={classes.sentActions}>
        <Button component={Link} to={toPath(paths.ticket(sent.ticketid))}>
          {t('withdrawal.success.viewTicket')}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('withdrawal.success.another')}
        </Button>
      </div>
    </div>
  );
}

function WithdrawalSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true" data-testid="loading">
      <Skeleton height={360} radius="lg" />
      <Skeleton height={220} radius="lg" className={classes.summarySlot} />
    </div>
  );
}

/**
 * `/withdrawal`: the available balance, the request form and earlier
 * requests. A customer outside the affiliate program sees that there is no
 * balance (the API would refuse them).
 */
export function WithdrawalPage({
  isAffiliate,
  userid,
  methods,
  onRequested,
  onSignInAgain,
  isSigningOut = false,
}: {
  isAffiliate: boolean;
  userid: number | null;
  methods: WithdrawalMethod[] | undefined;
  onRequested?: () => void;
  onSignInAgain: () => void;
  isSigningOut?: boolean;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const withdrawals = useWithdrawals(isAffiliate);
  const me = useMe(isAffiliate);
  const [sent, setSent] = useState<SentWithdrawal | null>(null);

  const isForbidden =
    withdrawals.error instanceof ApiError &&
    withdrawals.error.code === 'FORBIDDEN';
  const header = (
    <>
      {isAffiliate && !isForbidden && (
        <BackLink to={toPath(paths.affiliate())}>
          {t('withdrawal.back')}
        </BackLink>
      )}
      <PageHeader
        title={t('withdrawal.title')}
        subtitle={t('withdrawal.subtitle')}
      />
    </>
  );

  if (!isAffiliate || isForbidden) {
    return (
      <>
        {header}
        <NoAffiliateBalance />
      </>
    );
  }

  function handleSent(next: SentWithdrawal) {
    setSent(next);
    notifications.show({
      color: 'teal',
      title: t('withdrawal.success.title'),
      message: t('withdrawal.success.notification', { tid: next.tid }),
    });
    onRequested?.();
  }

  let body;
  if (withdrawals.isError) {
    body = (
      <Paper withBorder radius="lg">
        <ErrorState
          message={t(errorKey(withdrawals.error))}
          onRetry={() => void withdrawals.refetch()}
          isRetrying={withdrawals.isFetching}
        />
      </Paper>
    );
  } else if (!withdrawals.data || methods === undefined) {
    body = <WithdrawalSkeleton />;
  } else {
    const data = withdrawals.data;
    const availableCents = toCents(data.available);
    let formCard;
    if (sent) {
      formCard = <SentPanel sent={sent} onAnother={() => setSent(null)} />;
    } else if (availableCents <= 0) {
      formCard = (
        <EmptyState
          icon={<IconWallet size={22} />}
          title={t('withdrawal.nothingAvailable.title')}
          description={t('withdrawal.nothingAvailable.description')}
        />
      );
    } else {
      formCard = (
        <>
          <Title order={2} className={classes.cardTitle}>
            {t('withdrawal.form.title')}
          </Title>
          <WithdrawalForm
            availableCents={availableCents}
            currency={data.currency}
            methods={methods}
            identity={{ userid, email: me.data?.email ?? null }}
            onSent={handleSent}
            onSignInAgain={onSignInAgain}
            isSigningOut={isSigningOut}
          />
        </>
      );
    }
    body = (
      <Stack gap={40}>
        <div className={classes.layout}>
          <Paper withBorder radius="lg" className={classes.formCard}>
            {formCard}
          </Paper>
          <div className={classes.summarySlot}>
            <BalanceSummary data={data} />
          </div>
        </div>
        <SectionCard
          id="requests"
          title={t('withdrawal.requests.title')}
          description={t('withdrawal.requests.description')}
          count={data.withdrawals.length}
        >
          <WithdrawalList
            withdrawals={data.withdrawals}
            currency={data.currency}
            highlightTicketId={sent?.ticketid}
          />
        </SectionCard>
      </Stack>
    );
  }

  return (
    <>
      {header}
      {body}
    </>
  );
}

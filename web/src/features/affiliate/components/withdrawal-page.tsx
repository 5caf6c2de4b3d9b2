import { Button, Paper, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { IconArrowLeft } from '@/components/ui/icons/arrow-left';
import { IconWallet } from '@/components/ui/icons/wallet';
import { BackLink, PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { ApiError, errorKey } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { useMe } from '@/stores/me';

import { useWithdrawals } from '../api/get-withdrawals';
import type {
  SentWithdrawal,
  WithdrawalMethod,
} from '../hooks/use-withdrawal-form';

import { WithdrawalContent } from './withdrawal-content';
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

function WithdrawalSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true" data-testid="loading">
      <Skeleton height={360} radius="lg" />
      <Skeleton height={220} radius="lg" className={classes.summarySlot} />
    </div>
  );
}

/** The withdrawal page's title, with the way back to the affiliate page when it applies. */
function WithdrawalPageHeader({ hasBackLink }: { hasBackLink: boolean }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <>
      {hasBackLink && (
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
  const withdrawals = useWithdrawals(isAffiliate);
  const me = useMe(isAffiliate);
  const [sent, setSent] = useState<SentWithdrawal | null>(null);

  const isForbidden =
    withdrawals.error instanceof ApiError &&
    withdrawals.error.code === 'FORBIDDEN';
  const header = (
    <WithdrawalPageHeader hasBackLink={isAffiliate && !isForbidden} />
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
    body = (
      <WithdrawalContent
        data={withdrawals.data}
        methods={methods}
        identity={{ userid, email: me.data?.email ?? null }}
        sent={sent}
        onSent={handleSent}
        onAnother={() => setSent(null)}
        onSignInAgain={onSignInAgain}
        isSigningOut={isSigningOut}
      />
    );
  }

  return (
    <>
      {header}
      {body}
    </>
  );
}

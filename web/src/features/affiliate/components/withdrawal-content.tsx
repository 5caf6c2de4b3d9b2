import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { fromCents, toCents } from '@members/contract';
import type { WithdrawalsResponse } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { IconCircleCheck } from '@/components/ui/icons/circle-check';
import { IconWallet } from '@/components/ui/icons/wallet';
import { Money } from '@/components/ui/money';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';

import type {
  SentWithdrawal,
  WithdrawalIdentity,
  WithdrawalMethod,
} from '../hooks/use-withdrawal-form';

import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalList } from './withdrawal-list';
import classes from './withdrawal.module.css';

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

/**
 * The withdrawal page once its data is in: the form (or the request just sent,
 * or that nothing is available) beside the balance, then earlier requests.
 */
export function WithdrawalContent({
  data,
  methods,
  identity,
  sent,
  onSent,
  onAnother,
  onSignInAgain,
  isSigningOut,
}: {
  data: WithdrawalsResponse;
  methods: WithdrawalMethod[];
  identity: WithdrawalIdentity;
  sent: SentWithdrawal | null;
  onSent: (sent: SentWithdrawal) => void;
  onAnother: () => void;
  onSignInAgain: () => void;
  isSigningOut: boolean;
}) {
  const { t } = useTranslation();
  const availableCents = toCents(data.available);
  let formCard;
  if (sent) {
    formCard = <SentPanel sent={sent} onAnother={onAnother} />;
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
          identity={identity}
          onSent={onSent}
          onSignInAgain={onSignInAgain}
          isSigningOut={isSigningOut}
        />
      </>
    );
  }
  return (
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

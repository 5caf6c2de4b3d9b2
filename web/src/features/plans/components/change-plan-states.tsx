import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PlanOptionsResponse } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { IconCircleCheck } from '@/components/ui/icons/circle-check';
import { IconLifebuoy } from '@/components/ui/icons/lifebuoy';
import { IconReceipt } from '@/components/ui/icons/receipt';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';

import { usePriceText } from '../hooks/use-price-text';

import classes from './plans.module.css';

/** The current plan, in one line. */
function CurrentPlan({ options }: { options: PlanOptionsResponse }) {
  const { t } = useTranslation();
  const price = usePriceText();
  const { current, currency } = options;
  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.current}
      data-testid="current-plan"
    >
      <div>
        <div className={classes.currentLabel}>{t('plans.change.current')}</div>
        <div className={classes.currentName}>{current.name}</div>
      </div>
      <Group gap="xs">
        {current.isTrial && (
          <Badge variant="outline" color="violet" radius="sm">
            {t('plans.change.trial')}
          </Badge>
        )}
        <Text fw={600} className={classes.choicePrice}>
          {price.perCycle(
            current.recurringAmount,
            currency,
            current.billingcycle,
          )}
        </Text>
      </Group>
    </Paper>
  );
}

/** The page's title and introduction, worded for a trial or a paid plan, and the current plan. */
export function ChangePlanIntro({ options }: { options: PlanOptionsResponse }) {
  const { t } = useTranslation();
  const { current } = options;
  return (
    <>
      <PageHeader
        title={
          current.isTrial
            ? t('plans.change.trialTitle')
            : t('plans.change.title')
        }
      />
      <Text className={classes.intro}>
        {current.isTrial
          ? t('plans.change.trialIntro')
          : t('plans.change.intro')}
      </Text>
      <CurrentPlan options={options} />
    </>
  );
}

/** An earlier change waits for its invoice: nothing else until it is paid. */
export function PendingChange({ invoiceid }: { invoiceid: number }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconReceipt size={18} />}
      title={t('plans.change.pendingTitle')}
      data-testid="plan-pending"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('plans.change.pendingText')}</Text>
        <Button
          component={Link}
          to={toPath(paths.invoice(invoiceid))}
          leftSection={<IconReceipt size={16} />}
        >
          {t('plans.change.pendingAction')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** No plan to move to: say so, and offer a ticket. */
export function NoOptions({ options }: { options: PlanOptionsResponse }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Paper withBorder radius="lg" data-testid="plan-empty">
      <EmptyState
        size="md"
        icon={<IconLifebuoy size={24} />}
        title={t('plans.change.emptyTitle')}
        description={t('plans.change.emptyText')}
        action={
          <Button
            component={Link}
            variant="light"
            to={toPath(
              paths.openTicket({
                subscriptionid: options.serviceid,
                subject: t('plans.change.ticketSubject', {
                  name: options.current.name,
                }),
              }),
            )}
          >
            {t('plans.change.emptyAction')}
          </Button>
        }
      />
    </Paper>
  );
}

/** The change is made and nothing is due: say so. */
export function ChangeDone({
  serviceid,
  plan,
}: {
  serviceid: number;
  plan: string;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Paper withBorder radius="lg" data-testid="plan-done">
      <EmptyState
        size="md"
        icon={<IconCircleCheck size={24} />}
        title={t('plans.change.doneTitle')}
        description={t('plans.change.doneText', { plan })}
        action={
          <Button component={Link} to={toPath(paths.subscription(serviceid))}>
            {t('plans.change.back')}
          </Button>
        }
      />
    </Paper>
  );
}

import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  ChangePlanRequest,
  PlanOption,
  PlanOptionsResponse,
} from '@members/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DetailPage, useRecordState } from '@/components/ui/detail-page';
import { EmptyState } from '@/components/ui/empty-state';
import { FormBanner } from '@/components/ui/form-banner';
import {
  IconCircleCheck,
  IconLifebuoy,
  IconReceipt,
} from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAttemptKey } from '@/hooks/attempt-key';
import { useLocalePath } from '@/hooks/locale-context';
import { useFormError } from '@/hooks/use-form-error';
import { ApiError } from '@/lib/api-client';
import { Link, useNavigate } from '@/lib/router';
import { useScreenTexts } from '@/lib/screen-texts';

import { useChangePlan } from '../api/change-plan';
import { usePlanOptions } from '../api/plan-options';
import { usePriceText } from '../hooks/use-price-text';
import {
  findOption,
  groupByProduct,
  isDue,
  toChoice,
} from '../utils/plan-choices';

import { PlanChoices, PlansPageSkeleton } from './plan-choices';
import classes from './plans.module.css';

/** What the last attempt left to say: its error, and the choice it was for. */
interface Failure {
  error: unknown;
  choice: string;
}

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

/** An earlier change waits for its invoice: nothing else until it is paid. */
function PendingChange({ invoiceid }: { invoiceid: number }) {
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
function NoOptions({ options }: { options: PlanOptionsResponse }) {
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
function ChangeDone({ serviceid, plan }: { serviceid: number; plan: string }) {
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

/** The failure of the last attempt, with the new price when it changed. */
function FailureBanner({
  failure,
  options,
}: {
  failure: Failure;
  options: PlanOptionsResponse;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  const message = useFormError()(failure.error);
  const isPriceChange =
    failure.error instanceof ApiError && failure.error.code === 'PRICE_CHANGED';
  const fresh = isPriceChange
    ? findOption(options.options, failure.choice)
    : null;
  return (
    <FormBanner>
      <span data-testid="plan-failure">{message}</span>
      {fresh && (
        <>
          {' '}
          <strong data-testid="plan-new-price">
            {t('plans.change.newPrice', {
              plan: fresh.name,
              price: price.perCycle(
                fresh.recurringAmount,
                options.currency,
                fresh.billingcycle,
              ),
              due: price.money(fresh.dueNow, options.currency),
            })}
          </strong>
        </>
      )}
    </FormBanner>
  );
}

function ConfirmChange({
  option,
  options,
  isPending,
  onConfirm,
  onClose,
}: {
  option: PlanOption | null;
  options: PlanOptionsResponse;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  return (
    <Modal
      opened={option !== null}
      onClose={onClose}
      title={t('plans.change.confirmTitle')}
      centered
      closeOnClickOutside={!isPending}
      closeOnEscape={!isPending}
      withCloseButton={!isPending}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      {option && (
        <Stack gap="md" data-testid="plan-confirm">
          <dl className={classes.confirmList}>
            <dt>{t('plans.change.from')}</dt>
            <dd>{options.current.name}</dd>
            <dt>{t('plans.change.to')}</dt>
            <dd>{option.name}</dd>
            <dt>{t('plans.change.newRecurring')}</dt>
            <dd>
              {price.perCycle(
                option.recurringAmount,
                options.currency,
                option.billingcycle,
              )}
            </dd>
            <dt>{t('plans.change.dueNowLabel')}</dt>
            <dd>{price.money(option.dueNow, options.currency)}</dd>
          </dl>
          <Text size="sm">
            {isDue(option.dueNow)
              ? t('plans.change.confirmDue')
              : t('plans.change.confirmNoDue')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {t('plans.change.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={isPending} data-autofocus>
              {t('plans.change.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function ChangePlanForm({ options }: { options: PlanOptionsResponse }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const price = usePriceText();
  const mutation = useChangePlan();
  const { keyFor, settle } = useAttemptKey();
  const [choice, setChoice] = useState<string | null>(null);
  const [isChoiceMissing, setIsChoiceMissing] = useState(false);
  const [confirming, setConfirming] = useState<PlanOption | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { current, currency } = options;
  const chosen = findOption(options.options, choice);

  if (done !== null) {
    return <ChangeDone serviceid={options.serviceid} plan={done} />;
  }

  function handleChoice(value: string) {
    setChoice(value);
    setIsChoiceMissing(false);
    setFailure(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setIsChoiceMissing(true);
      return;
    }
    setFailure(null);
    setConfirming(chosen);
  }

  function handleClose() {
    if (!mutation.isPending) {
      setConfirming(null);
    }
  }

  async function handleConfirm() {
    if (mutation.isPending || confirming === null) {
      return;
    }
    const option = confirming;
    const body: ChangePlanRequest = {
      serviceid: options.serviceid,
      productid: option.productid,
      billingcycle: option.billingcycle,
      dueNow: option.dueNow,
    };
    try {
      const answer = await mutation.mutateAsync({
        body,
        idempotencyKey: keyFor(body),
      });
      settle();
      setConfirming(null);
      notifications.show({
        color: 'teal',
        title: t('plans.change.successTitle'),
        message:
          answer.invoiceid === null
            ? t('plans.change.successDone', { plan: option.name })
            : t('plans.change.successInvoice', { plan: option.name }),
      });
      if (answer.invoiceid === null) {
        setDone(option.name);
      } else {
        navigate(toPath(paths.invoice(answer.invoiceid)));
      }
    } catch (error) {
      settle(error);
      setConfirming(null);
      setFailure({
        error,
        choice: toChoice(option.productid, option.billingcycle),
      });
    }
  }

  const products = groupByProduct(options.options).map((product) => ({
    key: product.productid,
    name: product.name,
    description: product.description,
    badge: product.isUpgrade ? (
      <Badge variant="light" color="green" radius="sm">
        {t('plans.change.upgrade')}
      </Badge>
    ) : undefined,
    choices: product.options.map((option) => ({
      value: toChoice(option.productid, option.billingcycle),
      title: price.cycleName(option.billingcycle),
      price: price.perCycle(
        option.recurringAmount,
        currency,
        option.billingcycle,
      ),
      detail: isDue(option.dueNow)
        ? t('plans.change.dueNow', {
            amount: price.money(option.dueNow, currency),
          })
        : t('plans.change.nothingDue'),
    })),
  }));

  let body;
  if (options.pendingInvoiceid !== null) {
    body = <PendingChange invoiceid={options.pendingInvoiceid} />;
  } else if (options.options.length === 0) {
    body = <NoOptions options={options} />;
  } else {
    body = (
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={t('plans.change.title')}
      >
        <PlanChoices
          label={t('plans.change.options')}
          products={products}
          value={chosen ? choice : null}
          onChange={handleChoice}
          error={isChoiceMissing ? t('plans.change.chooseFirst') : undefined}
          isDisabled={mutation.isPending}
          testId="plan-options"
        />
        <div className={classes.footer}>
          <Text className={classes.summary} aria-live="polite">
            {chosen
              ? t('plans.change.summary', {
                  plan: chosen.name,
                  price: price.perCycle(
                    chosen.recurringAmount,
                    currency,
                    chosen.billingcycle,
                  ),
                  due: price.money(chosen.dueNow, currency),
                })
              : ''}
          </Text>
          <Button type="submit" size="md" loading={mutation.isPending}>
            {current.isTrial
              ? t('plans.change.submitTrial')
              : t('plans.change.submit')}
          </Button>
        </div>
      </form>
    );
  }

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
      <div className={classes.stack}>
        {failure && <FailureBanner failure={failure} options={options} />}
        {body}
      </div>
      <ConfirmChange
        option={confirming}
        options={options}
        isPending={mutation.isPending}
        onConfirm={() => void handleConfirm()}
        onClose={handleClose}
      />
    </>
  );
}

/**
 * `/changePlan?subscriptionid=N`: the plan of an Active subscription now,
 * the plans its product allows with their price per cycle and what is due
 * now, one choice confirmed once; then the invoice of the difference to
 * pay. A change waiting for payment, or no plan to move to, says so.
 */
export function ChangePlanPage({
  subscriptionid,
}: {
  subscriptionid: number | null;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const hasTexts = useScreenTexts('plans').data === true;
  const query = usePlanOptions(subscriptionid);
  const state = useRecordState(query);
  if (!hasTexts) {
    return <PlansPageSkeleton />;
  }
  return (
    <DetailPage
      id={subscriptionid}
      state={state}
      back={{
        to: toPath(
          subscriptionid === null
            ? '/#subscriptions'
            : paths.subscription(subscriptionid),
        ),
        label: t('plans.change.back'),
      }}
      notFound={{
        title: t('plans.change.notFoundTitle'),
        description: t('plans.change.notFoundText'),
      }}
      skeleton={{ titleWidth: '45%', blocks: [64, 220] }}
    >
      {(options) => (
        <ChangePlanForm key={options.serviceid} options={options} />
      )}
    </DetailPage>
  );
}

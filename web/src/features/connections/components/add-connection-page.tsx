import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

import { Skeleton, Stack, Text } from '@mantine/core';
import type { ConnectionOptionsResponse } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { DetailPage, useRecordState } from '@/components/ui/detail-page';
import { FormBanner } from '@/components/ui/form-banner';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { ApiError } from '@/lib/api-client';
import { useScreenTexts } from '@/lib/screen-texts';

import { useConnectionOptions } from '../api/connection-options';
import { useConnectionOrder } from '../hooks/use-connection-order';

import { ConfirmConnection } from './confirm-connection';
import { ConnectionChoices } from './connection-choices';
import {
  ConnectionOrdered,
  CurrentConnections,
  NoChoices,
} from './connection-states';
import classes from './connections.module.css';
import { usePriceText } from './use-price-text';

/** Why the last order failed, with the new price when WHMCS asks another. */
function OrderFailure({
  error,
  banner,
  options,
  choiceId,
}: {
  error: Error;
  banner: string | null;
  options: ConnectionOptionsResponse;
  choiceId: number | null;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  const fresh =
    error instanceof ApiError && error.code === 'PRICE_CHANGED'
      ? options.choices.find((choice) => choice.choiceId === choiceId)
      : undefined;
  return (
    <FormBanner>
      <span data-testid="connection-failure">{banner}</span>
      {fresh && (
        <>
          {' '}
          <strong data-testid="connection-new-price">
            {t('connections.newPrice', {
              due: price.money(fresh.dueNow, options.currency),
            })}
          </strong>
        </>
      )}
    </FormBanner>
  );
}

function AddConnectionForm({
  options,
}: {
  options: ConnectionOptionsResponse;
}) {
  const flow = useConnectionOrder(options);
  const { submission } = flow;
  if (flow.ordered) {
    return <ConnectionOrdered {...flow.ordered} currency={options.currency} />;
  }
  return (
    <>
      <CurrentConnections options={options} />
      <div className={classes.stack}>
        {submission.error && (
          <OrderFailure
            error={submission.error}
            banner={submission.banner}
            options={options}
            choiceId={flow.choiceId}
          />
        )}
        {options.choices.length === 0 ? (
          <NoChoices options={options} />
        ) : (
          <ConnectionChoices
            options={options}
            chosen={flow.chosen}
            isChoiceMissing={flow.isChoiceMissing}
            isPending={submission.isPending}
            onChoice={flow.handleChoice}
            onSubmit={flow.handleSubmit}
          />
        )}
      </div>
      <ConfirmConnection
        choice={flow.confirming}
        options={options}
        isPending={submission.isPending}
        onConfirm={flow.handleConfirm}
        onClose={flow.handleClose}
      />
    </>
  );
}

/**
 * `/addConnection?subscriptionid=N`: the connections of a subscription now,
 * the higher counts its plan offers with what is due now and the new price
 * per cycle, one choice confirmed once; then the invoice to pay. A line
 * that cannot add one (not Active, no such option, the most already) says so.
 */
export function AddConnectionPage({
  subscriptionid,
}: {
  subscriptionid: number | null;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const hasTexts = useScreenTexts('connections').data === true;
  const state = useRecordState(useConnectionOptions(subscriptionid));
  if (!hasTexts) {
    return (
      <Stack gap="lg" aria-busy="true" data-testid="loading">
        <Skeleton height={36} width="45%" />
        <Skeleton height={64} radius="lg" />
        <Skeleton height={220} radius="lg" />
      </Stack>
    );
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
        label: t('connections.back'),
      }}
      notFound={{
        title: t('connections.notFoundTitle'),
        description: t('connections.notFoundText'),
      }}
      skeleton={{ titleWidth: '45%', blocks: [64, 220] }}
    >
      {(options) => (
        <>
          <PageHeader title={t('connections.title')} />
          <Text className={classes.intro}>{t('connections.intro')}</Text>
          <AddConnectionForm key={options.serviceid} options={options} />
        </>
      )}
    </DetailPage>
  );
}

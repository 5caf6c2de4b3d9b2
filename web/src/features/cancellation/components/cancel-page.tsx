import '@mantine/core/styles/Loader.css';

import { Center, Loader, Paper, Text } from '@mantine/core';
import type { AllDataResponse, CancelRequestResponse } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import classes from '@/components/ui/declaration.module.css';
import { PageHeader } from '@/components/ui/page-header';

import type { CancelPrefill } from '../hooks/use-cancel-form';
import { cancellableSubscriptions } from '../utils/cancel-rules';

import { CancelForm } from './cancel-form';
import { CancelReceipt } from './cancel-receipt';

/** What a signed-in customer's form starts with; undefined while it loads. */
export interface SignedInCancel {
  prefill: CancelPrefill;
  subscriptions: AllDataResponse['subscriptionsData'] | undefined;
}

/**
 * The cancel page (§ 312k BGB), for everyone: a guest names the contract,
 * a signed-in customer chooses one of their own; after the one button the
 * receipt replaces the form.
 */
export function CancelPage({
  signedIn,
  isLoading,
}: {
  /** The signed-in customer's data; null for a guest. */
  signedIn: SignedInCancel | null;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const [response, setResponse] = useState<CancelRequestResponse | null>(null);
  // A new form after "cancel another contract": its fields start afresh.
  const [round, setRound] = useState(0);

  const lists = signedIn?.subscriptions;
  const subscriptions = signedIn
    ? cancellableSubscriptions([
        ...(lists?.activeSubs ?? []),
        ...(lists?.unactiveSubs ?? []),
      ])
    : null;

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('cancel.title')}
        subtitle={
          response
            ? undefined
            : t(signedIn ? 'cancel.signedInAs' : 'cancel.intro')
        }
      />
      {response ? (
        <CancelReceipt
          response={response}
          isGuest={signedIn === null}
          onAnother={() => {
            setResponse(null);
            setRound((current) => current + 1);
          }}
        />
      ) : (
        <Paper withBorder radius="lg" className={classes.card}>
          {isLoading ? (
            <Center py="xl">
              <Loader aria-label={t('common.loading')} />
            </Center>
          ) : (
            <CancelForm
              key={round}
              subscriptions={subscriptions}
              prefill={signedIn?.prefill ?? { name: '', email: '' }}
              onReceipt={setResponse}
            />
          )}
          {!isLoading && subscriptions?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('cancel.noSubscriptions')}
            </Text>
          )}
        </Paper>
      )}
    </div>
  );
}

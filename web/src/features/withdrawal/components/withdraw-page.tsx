import '@mantine/core/styles/Loader.css';

import { Center, Loader, Paper, Text } from '@mantine/core';
import type { WithdrawableLine, WithdrawResponse } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import classes from '@/components/ui/declaration.module.css';
import { FormBanner } from '@/components/ui/form-banner';
import { PageHeader } from '@/components/ui/page-header';
import { useFormError } from '@/hooks/use-form-error';

import type { WithdrawPrefill } from '../hooks/use-withdraw-form';

import { WithdrawForm } from './withdraw-form';
import { WithdrawReceipt } from './withdraw-receipt';

/** What a signed-in customer's form starts with; lines undefined while they load. */
export interface SignedInWithdraw {
  prefill: WithdrawPrefill;
  lines: readonly WithdrawableLine[] | undefined;
  /** Why the lines could not be loaded, if they could not. */
  linesError: Error | null;
}

/**
 * The withdraw page (§ 356a BGB), for everyone: a guest names the contract,
 * a signed-in customer picks one of their own lines; two steps, then the
 * receipt replaces the form.
 */
export function WithdrawPage({
  signedIn,
  isLoading,
}: {
  /** The signed-in customer's data; null for a guest. */
  signedIn: SignedInWithdraw | null;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const formError = useFormError();
  const [response, setResponse] = useState<WithdrawResponse | null>(null);
  // A new form after "withdraw from another contract": its fields start afresh.
  const [round, setRound] = useState(0);
  const lines = signedIn ? (signedIn.lines ?? []) : null;
  const hasNoLines =
    lines !== null && lines.every((line) => line.withdrawnAt !== null);

  function body() {
    if (isLoading) {
      return (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      );
    }
    if (signedIn?.linesError) {
      return <FormBanner>{formError(signedIn.linesError)}</FormBanner>;
    }
    return (
      <>
        <WithdrawForm
          key={round}
          lines={lines}
          prefill={signedIn?.prefill ?? { name: '', email: '' }}
          onReceipt={setResponse}
        />
        {hasNoLines && (
          <Text size="sm" c="dimmed">
            {t('withdraw.form.noLines')}
          </Text>
        )}
      </>
    );
  }

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('withdraw.title')}
        subtitle={
          response
            ? undefined
            : t(signedIn ? 'withdraw.signedInAs' : 'withdraw.intro')
        }
      />
      {response ? (
        <WithdrawReceipt
          response={response}
          isGuest={signedIn === null}
          onAnother={() => {
            setResponse(null);
            setRound((current) => current + 1);
          }}
        />
      ) : (
        <Paper withBorder radius="lg" className={classes.card}>
          {body()}
        </Paper>
      )}
    </div>
  );
}

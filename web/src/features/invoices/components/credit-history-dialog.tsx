import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import type { CreditHistoryResponse } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import { FormBanner } from '@/components/ui/form-banner';
import { Money } from '@/components/ui/money';
import { useLocale } from '@/hooks/locale-context';
import { errorKey } from '@/lib/api-client';
import { useScreenTexts } from '@/lib/screen-texts';
import { formatMoney } from '@/utils/format';

import { useAddFunds, useCreditHistory } from '../api/credit-history';

import { CreditEntries } from './credit-entries';
import classes from './funds.module.css';

/** Adding funds: the limits first, then on to WHMCS's payment page. */
function AddFunds({ history }: { history: CreditHistoryResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [isShown, setShown] = useState(false);
  const addFunds = useAddFunds();
  const { addFunds: limits, credit } = history;
  const money = (amount: string) =>
    formatMoney(amount, credit.currency, locale);
  if (!limits.enabled) {
    return null;
  }
  if (!limits.canAdd) {
    return (
      <Text size="sm" c="dimmed" data-testid="add-funds-full">
        {t('funds.full', { maximum: money(limits.maximumBalance) })}
      </Text>
    );
  }
  if (!isShown) {
    return (
      <Button
        variant="light"
        onClick={() => setShown(true)}
        data-testid="add-funds"
      >
        {t('funds.add')}
      </Button>
    );
  }
  const isBusy = addFunds.isPending || addFunds.isSuccess;
  return (
    <Stack gap="sm" className={classes.limits} data-testid="add-funds-limits">
      <Text size="sm">
        {t('funds.limits', {
          minimum: money(limits.minimum),
          maximum: money(limits.maximum),
          maximumBalance: money(limits.maximumBalance),
        })}
      </Text>
      {addFunds.isError && (
        <FormBanner>{t(errorKey(addFunds.error))}</FormBanner>
      )}
      <Button
        onClick={() => addFunds.mutate()}
        loading={isBusy}
        data-testid="add-funds-continue"
      >
        {t('funds.continue')}
      </Button>
    </Stack>
  );
}

function HistoryBody() {
  const { t } = useTranslation();
  const history = useCreditHistory();
  if (history.isPending) {
    return <Loader size="sm" aria-label={t('funds.loading')} />;
  }
  if (history.isError) {
    return (
      <ErrorState
        message={t(errorKey(history.error))}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }
  const { credit, entries } = history.data;
  return (
    <Stack gap="md">
      <Text data-testid="credit-balance">
        {t('funds.balance')}{' '}
        <Money amount={credit.amount} currency={credit.currency} fw={600} />
      </Text>
      <CreditEntries entries={entries} currency={credit.currency} />
      <AddFunds history={history.data} />
    </Stack>
  );
}

/**
 * The account credit's history in a dialog: the balance, every movement
 * (newest first) and, where WHMCS allows it, adding funds on its own
 * payment page. Loaded with its texts when first opened.
 */
export function CreditHistoryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const texts = useScreenTexts('funds');
  return (
    <Modal
      opened
      onClose={onClose}
      title={texts.data ? t('funds.title') : ''}
      size="lg"
      data-testid="credit-history"
    >
      {texts.data ? <HistoryBody /> : <Loader size="sm" />}
    </Modal>
  );
}

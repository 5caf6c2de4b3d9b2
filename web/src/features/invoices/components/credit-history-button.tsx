import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { IconHistory } from '@/components/ui/icons/history';

/** The dialog and its texts load when first opened, not with the dashboard. */
const CreditHistoryDialog = lazy(() =>
  import('./credit-history-dialog').then((module) => ({
    default: module.CreditHistoryDialog,
  })),
);

/** "Credit history": opens the account credit's movements and adding funds. */
export function CreditHistoryButton() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconHistory size={16} />}
        onClick={() => setOpen(true)}
        data-testid="credit-history-open"
      >
        {t('invoices.credit.history')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <CreditHistoryDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

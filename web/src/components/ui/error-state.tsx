import { Button, EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { IconAlertTriangle } from './icons/alert-triangle';

/** A failure message with a retry button. */
export function ErrorState({
  message,
  onRetry,
  isRetrying = false,
}: {
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      py="xl"
      px="md"
      size="sm"
      variant="light"
      color="red"
      icon={<IconAlertTriangle size={22} />}
      description={message}
    >
      {onRetry && (
        <EmptyState.Actions>
          <Button
            variant="default"
            onClick={onRetry}
            loading={isRetrying}
            data-testid="retry"
          >
            {t('common.actions.retry')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

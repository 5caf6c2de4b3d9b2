import { Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { IconAlertCircle } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { useConfirmSignup } from '../api/confirm-signup';
import { useErrorMessage } from '../hooks/use-error-message';

import { CardHeader } from './card-header';

function isLinkRejected(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    ['CODE_INVALID', 'VALIDATION', 'NOT_FOUND'].includes(error.code)
  );
}

/**
 * Arrival from the signup e-mail (`?confirm=<token>`): confirms once and
 * signs in, and the guard then leaves the page; a link that fails is
 * explained, and its token is taken out of the address.
 */
export function ConfirmSignup({
  token,
  onBack,
}: {
  token: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const describeError = useErrorMessage();
  const confirm = useConfirmSignup();
  const [, setSearchParams] = useSearchParams();
  const hasStarted = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    // On success the guard replaces this address; after a failure the token goes here.
    mutate(
      { token },
      {
        onError: () =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.delete('confirm');
              return next;
            },
            { replace: true },
          ),
      },
    );
  }, [mutate, token, setSearchParams]);

  if (confirm.isError) {
    const isRejected = isLinkRejected(confirm.error);
    return (
      <>
        <CardHeader
          icon={<IconAlertCircle size={26} />}
          isDanger
          title={t('login.confirm.failedTitle')}
          description={
            <span role="alert">
              {isRejected
                ? t('login.confirm.invalid')
                : describeError(confirm.error)}
            </span>
          }
        />
        <Stack gap="sm">
          {!isRejected && (
            <Button size="md" fullWidth onClick={() => mutate({ token })}>
              {t('login.confirm.retry')}
            </Button>
          )}
          <Button
            size="md"
            fullWidth
            variant={isRejected ? 'filled' : 'default'}
            onClick={onBack}
          >
            {t('login.confirm.back')}
          </Button>
        </Stack>
      </>
    );
  }

  return (
    <Stack align="center" gap="md" py="xl">
      <Loader size="lg" aria-hidden="true" />
      <Text fw={600} role="status">
        {t('login.confirm.pending')}
      </Text>
    </Stack>
  );
}

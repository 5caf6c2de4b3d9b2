import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  isAlreadyRegistered,
  isCeremonyCancelled,
} from '@/components/step-up/webauthn';
import { FormBanner } from '@/components/ui/form-banner';
import { IconLock } from '@/components/ui/icons/lock';
import { ApiError } from '@/lib/api-client';

import { useSignInAgain } from '../api/sign-in-again';

/** Whether the server wants a recent sign-in before this change. */
function isReauthRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'REAUTH_REQUIRED';
}

/** Why a change needs a new sign-in, and the way to sign in again. */
export function ReauthNote() {
  const { t } = useTranslation();
  const signInAgain = useSignInAgain();
  return (
    <FormBanner
      color="yellow"
      title={t('security.reauth.title')}
      icon={<IconLock size={18} />}
    >
      <Stack gap="xs" align="flex-start">
        <span>{t('security.reauth.text')}</span>
        <Button
          size="xs"
          variant="default"
          loading={signInAgain.isPending}
          onClick={() => signInAgain.mutate()}
        >
          {t('security.reauth.action')}
        </Button>
      </Stack>
    </FormBanner>
  );
}

/**
 * Why the last try of a change did not happen: a new sign-in first, the
 * browser's dialog closed (a quiet note, nothing failed), or the banner.
 */
export function FailureNote({
  error,
  banner,
  cancelledText,
}: {
  error: Error | null;
  banner: string | null;
  /** What a closed browser dialog means here. */
  cancelledText?: string;
}) {
  const { t } = useTranslation();
  if (isReauthRequired(error)) {
    return <ReauthNote />;
  }
  if (cancelledText && isCeremonyCancelled(error)) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {cancelledText}
      </Text>
    );
  }
  if (isAlreadyRegistered(error)) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('security.passkeys.alreadyAdded')}
      </Text>
    );
  }
  return banner ? <FormBanner>{banner}</FormBanner> : null;
}

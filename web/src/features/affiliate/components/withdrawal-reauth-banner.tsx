import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { FormBanner } from '@/components/ui/form-banner';
import { IconLock } from '@/components/ui/icons/lock';

/** The banner that asks the customer to sign in again before a withdrawal. */
export function WithdrawalReauthBanner({
  onSignInAgain,
  isSigningOut,
}: {
  onSignInAgain: () => void;
  isSigningOut: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormBanner
      color="yellow"
      icon={<IconLock size={18} />}
      title={t('withdrawal.reauth.title')}
    >
      <Text size="sm">{t('withdrawal.reauth.description')}</Text>
      <Button mt="sm" size="sm" onClick={onSignInAgain} loading={isSigningOut}>
        {t('withdrawal.reauth.action')}
      </Button>
    </FormBanner>
  );
}

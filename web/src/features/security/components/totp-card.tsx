import { Badge, Button, Stack } from '@mantine/core';
import type {
  RecoveryCodesResponse,
  SecurityResponse,
  TotpSetupResponse,
} from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormBanner } from '@/components/ui/form-banner';
import { IconQrCode } from '@/components/ui/icons/qr-code';
import { SectionCard } from '@/components/ui/section-card';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useTotpSetup } from '../api/totp';

import { FailureNote } from './failure-note';
import { RecoveryCodes } from './recovery-codes';
import classes from './security.module.css';
import { TotpOn } from './totp-on';
import { TotpSetup } from './totp-setup';

/** The app when it is off: the button that starts setting it up. */
function TotpOff({
  isExpired,
  onSetup,
}: {
  /** The last setup was not confirmed in time. */
  isExpired: boolean;
  onSetup: (setup: TotpSetupResponse) => void;
}) {
  const { t } = useTranslation();
  const start = useFormSubmission(useTotpSetup());
  return (
    <Stack gap="sm">
      <div>
        <Badge variant="light" color="gray" radius="sm">
          {t('security.totp.off')}
        </Badge>
      </div>
      <div className={classes.actions}>
        <Button
          leftSection={<IconQrCode size={16} />}
          loading={start.isPending}
          onClick={() => start.submit({}, { onSuccess: onSetup })}
        >
          {t('security.totp.setUp')}
        </Button>
      </div>
      {isExpired && !start.isPending && !start.error && (
        <FormBanner color="yellow">{t('errors.SETUP_EXPIRED')}</FormBanner>
      )}
      <FailureNote error={start.error} banner={start.banner} />
    </Stack>
  );
}

/**
 * The authenticator app: set up by QR code and a first code, then the
 * recovery codes shown once; when on, new codes or turning it off.
 */
export function TotpCard({ security }: { security: SecurityResponse }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [isExpired, setIsExpired] = useState(false);
  const startSetup = (next: TotpSetupResponse) => {
    setIsExpired(false);
    setSetup(next);
  };
  const showCodes = (answer: RecoveryCodesResponse) => {
    setSetup(null);
    setCodes(answer.recoveryCodes);
  };
  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />;
  } else if (setup) {
    body = (
      <TotpSetup
        setup={setup}
        onEnabled={showCodes}
        onExpired={() => {
          setSetup(null);
          setIsExpired(true);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  } else if (security.totp.enabled) {
    body = <TotpOn security={security} onCodes={showCodes} />;
  } else {
    body = <TotpOff isExpired={isExpired} onSetup={startSetup} />;
  }
  return (
    <SectionCard
      title={t('security.totp.title')}
      icon={<IconQrCode size={20} />}
      description={t('security.totp.description')}
    >
      <div className={classes.body}>{body}</div>
    </SectionCard>
  );
}

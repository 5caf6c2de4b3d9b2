import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Divider.css';

import { Button, Divider, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import actions from '@/components/ui/confirm-dialog.module.css';
import { FormBanner } from '@/components/ui/form-banner';
import { IconKey } from '@/components/ui/icons/key';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useScreenTexts } from '@/lib/screen-texts';

import { checkSecondFactorCode } from './code-check';
import { settleStepUp } from './step-up-store';
import { useStepUpWithCode, useStepUpWithPasskey } from './use-step-up';
import { isCeremonyCancelled, supportsPasskeys } from './webauthn';

const CODE_RULE = {
  check: checkSecondFactorCode,
  prepare: (value: string) => value.trim(),
};

/** The passkey way: the browser's dialog; its own cancel is a quiet note. */
function PasskeyStep({ isBusy }: { isBusy: boolean }) {
  const { t } = useTranslation();
  const passkey = useFormSubmission(useStepUpWithPasskey());
  const isCancelled = isCeremonyCancelled(passkey.error);
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconKey size={16} />}
        loading={passkey.isPending}
        disabled={isBusy}
        onClick={() =>
          passkey.submit({}, { onSuccess: () => settleStepUp(true) })
        }
      >
        {t('security.stepUp.usePasskey')}
      </Button>
      {isCancelled && (
        <Text size="sm" c="dimmed" role="status">
          {t('security.stepUp.passkeyCancelled')}
        </Text>
      )}
      {passkey.banner && !isCancelled && (
        <FormBanner>{passkey.banner}</FormBanner>
      )}
    </Stack>
  );
}

/**
 * Confirms it is the customer before a sensitive change: a code from the
 * authenticator app or a recovery code, or a passkey. Confirmed, the change
 * that asked goes again by itself; closed, it stays refused.
 */
function StepUpForm() {
  const { t } = useTranslation();
  const stepUp = useStepUpWithCode();
  const form = useFieldForm({
    rules: { code: CODE_RULE },
    error: stepUp.error,
    ownMessages: { invalid_code: t('security.stepUp.invalidCode') },
    onEdit: () => {
      if (stepUp.isError) {
        stepUp.reset();
      }
    },
  });
  const submission = useFormSubmission(stepUp, { form });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.check();
    if (checked) {
      submission.submit(
        { code: checked.code },
        { onSuccess: () => settleStepUp(true) },
      );
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit} data-testid="step-up">
      <Stack gap="md">
        <Text size="sm">{t('security.stepUp.intro')}</Text>
        {supportsPasskeys() && (
          <>
            <PasskeyStep isBusy={submission.isPending} />
            <Divider label={t('security.stepUp.or')} labelPosition="center" />
          </>
        )}
        <CheckedTextInput
          form={form}
          field="code"
          label={t('security.stepUp.codeLabel')}
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="characters"
          data-autofocus
        />
        {submission.banner && <FormBanner>{submission.banner}</FormBanner>}
        <div className={actions.actions}>
          <Button
            variant="default"
            disabled={submission.isPending}
            onClick={() => settleStepUp(false)}
          >
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={submission.isPending}>
            {t('security.stepUp.confirm')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The step-up dialog, once its texts are here. */
export function StepUpDialog() {
  const { t } = useTranslation();
  const texts = useScreenTexts('security');
  // Without its texts the dialog cannot ask: the change stays refused.
  useEffect(() => {
    if (texts.isError) {
      settleStepUp(false);
    }
  }, [texts.isError]);
  return (
    <Modal
      opened={texts.isSuccess}
      onClose={() => settleStepUp(false)}
      title={texts.isSuccess ? t('security.stepUp.title') : ''}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      {texts.isSuccess && <StepUpForm />}
    </Modal>
  );
}

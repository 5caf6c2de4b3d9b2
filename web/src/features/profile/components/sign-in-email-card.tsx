import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PinInput.css';
import '@mantine/core/styles/Alert.css';

import { Alert, Button, Group, PinInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  checkEmail,
  checkLoginCode,
  LOCALE_TAGS,
  LOGIN_CODE_LENGTH,
} from '@members/contract';
import type { Locale, Profile } from '@members/contract';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { FormBanner } from '@/components/ui/form-banner';
import { IconCircleCheck } from '@/components/ui/icons';
import { useLocale } from '@/hooks/locale-context';
import { useFieldForm } from '@/hooks/use-field-form';
import { fieldErrorsOf, useFormError } from '@/hooks/use-form-error';

import { useChangeEmail, useConfirmEmail } from '../api/profile';

import classes from './profile.module.css';

/** Where the change stands: the address, the new one typed, its code, done. */
type Step =
  | { name: 'view' }
  | { name: 'address' }
  | { name: 'code'; email: string; expiresAt: string | null }
  | { name: 'done'; email: string; old: string };

/** The address already taken shows on the address field. */
const ADDRESS_OVERRIDES = { EMAIL_IN_USE: { newEmail: 'email_in_use' } };
/** A wrong or expired code shows on the code. */
const CODE_OVERRIDES = { EMAIL_CODE_INVALID: { code: 'email_code_invalid' } };

function timeOf(value: string | null, locale: Locale): string {
  const date = value === null ? null : new Date(value);
  if (date === null || Number.isNaN(date.getTime())) {
    return '';
  }
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    timeStyle: 'short',
  }).format(date);
}

/** Step 1: the new address; a code goes to it. */
function AddressForm({
  onSent,
  onCancel,
}: {
  onSent: (email: string, expiresAt: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const failureMessage = useFormError();
  const mutation = useChangeEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFieldForm<'newEmail'>({
    rules: { newEmail: { check: checkEmail, prepare: (v) => v.trim() } },
    error: mutation.error,
    overrides: ADDRESS_OVERRIDES,
    ownMessages: { email_in_use: t('errors.EMAIL_IN_USE') },
    onEdit: () => setFormError(null),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    setFormError(null);
    const checked = form.check();
    if (!checked) {
      return;
    }
    try {
      const answer = await mutation.mutateAsync({
        newEmail: checked.newEmail,
      });
      onSent(answer.pendingEmail, answer.expiresAt);
    } catch (failure) {
      if (
        Object.keys(fieldErrorsOf(failure, ['newEmail'], ADDRESS_OVERRIDES))
          .length
      ) {
        form.focusFailure(failure);
        return;
      }
      setFormError(failureMessage(failure));
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className={classes.form}
      aria-label={t('profile.signIn.change')}
      aria-busy={mutation.isPending || undefined}
    >
      <CheckedTextInput
        form={form}
        field="newEmail"
        type="email"
        label={t('profile.signIn.newEmail')}
        description={t('profile.signIn.newEmailHelp')}
        autoComplete="email"
        inputMode="email"
        required
        readOnly={mutation.isPending}
        autoFocus
      />
      {formError && <FormBanner>{formError}</FormBanner>}
      <div className={classes.actions}>
        <Button
          type="submit"
          loading={mutation.isPending}
          className={classes.submit}
        >
          {t('profile.signIn.sendCode')}
        </Button>
        <Button
          variant="default"
          onClick={onCancel}
          disabled={mutation.isPending}
        >
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Step 2: the six-digit code from the new address. */
function CodeForm({
  email,
  expiresAt,
  onConfirmed,
  onSent,
  onOtherAddress,
}: {
  email: string;
  expiresAt: string | null;
  onConfirmed: (profile: Profile) => void;
  onSent: (email: string, expiresAt: string) => void;
  onOtherAddress: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const failureMessage = useFormError();
  const confirm = useConfirmEmail();
  const resend = useChangeEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const codeRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const errorId = useId();
  const form = useFieldForm<'code'>({
    rules: {
      code: {
        check: checkLoginCode,
        focus: () => {
          const boxes = [...(codeRef.current?.querySelectorAll('input') ?? [])];
          (boxes.find((box) => box.value === '') ?? boxes[0])?.focus();
        },
      },
    },
    error: confirm.error,
    overrides: CODE_OVERRIDES,
    ownMessages: { email_code_invalid: t('errors.EMAIL_CODE_INVALID') },
    onEdit: () => setFormError(null),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) {
      return;
    }
    setFormError(null);
    const checked = form.check();
    if (!checked) {
      return;
    }
    try {
      onConfirmed(await confirm.mutateAsync({ code: checked.code }));
    } catch (failure) {
      if (
        Object.keys(fieldErrorsOf(failure, ['code'], CODE_OVERRIDES)).length
      ) {
        form.focusFailure(failure);
        return;
      }
      setFormError(failureMessage(failure));
    }
  }

  async function handleResend() {
    setFormError(null);
    try {
      const answer = await resend.mutateAsync({ newEmail: email });
      form.clear();
      onSent(answer.pendingEmail, answer.expiresAt);
      form.focus('code');
    } catch (failure) {
      setFormError(failureMessage(failure));
    }
  }

  const message = form.messageOf('code');
  const time = timeOf(expiresAt, locale);
  const isPending = confirm.isPending || resend.isPending;

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className={classes.form}
      aria-label={t('profile.signIn.code')}
      aria-busy={isPending || undefined}
    >
      <Text size="sm" aria-live="polite">
        {time
          ? t('profile.signIn.codeSent', {
              length: LOGIN_CODE_LENGTH,
              email,
              time,
            })
          : t('profile.signIn.codeSentNoTime', {
              length: LOGIN_CODE_LENGTH,
              email,
            })}
      </Text>
      <div ref={codeRef} role="group" aria-labelledby={labelId}>
        <Text id={labelId} component="div" size="sm" fw={500} mb={6}>
          {t('profile.signIn.code')}
        </Text>
        <PinInput
          length={LOGIN_CODE_LENGTH}
          type="number"
          inputMode="numeric"
          oneTimeCode
          value={form.values.code}
          onChange={(value) => form.setValue('code', value)}
          error={message !== undefined}
          readOnly={isPending}
          className={classes.code}
          size="md"
          gap="xs"
          getInputProps={(index) => ({
            'aria-label': t('profile.signIn.digit', {
              position: index + 1,
              length: LOGIN_CODE_LENGTH,
            }),
            'aria-invalid': message !== undefined,
            'aria-describedby': message ? errorId : undefined,
          })}
          data-testid="email-code"
        />
        {message && (
          <Text id={errorId} className={classes.codeError} mt={6}>
            {message}
          </Text>
        )}
      </div>
      {formError && <FormBanner>{formError}</FormBanner>}
      <div className={classes.actions}>
        <Button
          type="submit"
          loading={confirm.isPending}
          disabled={resend.isPending}
          className={classes.submit}
        >
          {t('profile.signIn.confirm')}
        </Button>
        <Button
          variant="default"
          onClick={() => void handleResend()}
          loading={resend.isPending}
          disabled={confirm.isPending}
        >
          {t('profile.signIn.resend')}
        </Button>
        <Button variant="subtle" onClick={onOtherAddress} disabled={isPending}>
          {t('profile.signIn.otherAddress')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The sign-in e-mail and its change in two steps: the new address gets a
 * code (`changeEmail`), the code confirms it (`confirmEmail`); WHMCS then
 * has the new address and the old one is told.
 */
export function SignInEmailCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(() =>
    profile.pendingEmail
      ? { name: 'code', email: profile.pendingEmail, expiresAt: null }
      : { name: 'view' },
  );

  const onSent = (email: string, expiresAt: string) =>
    setStep({ name: 'code', email, expiresAt });

  return (
    <div data-testid="profile-sign-in">
      {step.name !== 'done' && (
        <div className={classes.form}>
          <div>
            <Text size="sm" c="dimmed">
              {t('profile.signIn.current')}
            </Text>
            <Text className={classes.email} data-testid="sign-in-email">
              {profile.email}
            </Text>
          </div>
          {step.name === 'view' && (
            <Group>
              <Button
                variant="default"
                onClick={() => setStep({ name: 'address' })}
              >
                {t('profile.signIn.change')}
              </Button>
            </Group>
          )}
        </div>
      )}
      {step.name === 'address' && (
        <AddressForm
          onSent={onSent}
          onCancel={() => setStep({ name: 'view' })}
        />
      )}
      {step.name === 'code' && (
        <CodeForm
          email={step.email}
          expiresAt={step.expiresAt}
          onSent={onSent}
          onConfirmed={(updated) => {
            setStep({ name: 'done', email: updated.email, old: profile.email });
            notifications.show({
              color: 'teal',
              title: t('profile.saved'),
              message: t('profile.signIn.savedMessage', {
                email: updated.email,
              }),
            });
          }}
          onOtherAddress={() => setStep({ name: 'address' })}
        />
      )}
      {step.name === 'done' && (
        <div className={classes.form}>
          <Alert
            color="teal"
            variant="light"
            role="status"
            title={t('profile.signIn.changedTitle')}
            icon={<IconCircleCheck size={18} />}
            data-testid="email-changed"
          >
            {t('profile.signIn.changed', { email: step.email, old: step.old })}
          </Alert>
        </div>
      )}
    </div>
  );
}

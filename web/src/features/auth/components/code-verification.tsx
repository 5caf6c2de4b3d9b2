import {
  Anchor,
  Button,
  Group,
  PinInput,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { LOGIN_CODE_LENGTH } from '@members/contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { IconArrowLeft, IconMail } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale-context';
import { useSendCode } from '../api/send-code';
import { useVerifyCode } from '../api/verify-code';
import { authStore } from '../auth-store';
import { useErrorMessage } from '../hooks/use-error-message';
import { useNow } from '../hooks/use-now';
import {
  clearCodeTimer,
  getSecondsLeft,
  readCodeTimer,
} from '../utils/code-timer';
import { formatClock } from '../utils/format-duration';

import { CardHeader } from './card-header';
import { FormAlert } from './form-alert';
import classes from './login-card.module.css';

function isCodeRejected(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'CODE_INVALID' || error.code === 'VALIDATION')
  );
}

function validityColor(share: number): string {
  if (share <= 0.1) {
    return 'red';
  }
  if (share <= 0.25) {
    return 'orange';
  }
  return 'brand';
}

/**
 * The code step: six boxes that submit themselves when full, the time the
 * code stays valid, a resend after the cooldown, and a way back.
 */
export function CodeVerification({
  email,
  onCancel,
}: {
  email: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describeError = useErrorMessage();
  const verify = useVerifyCode();
  const resend = useSendCode();
  const [code, setCode] = useState('');
  const [timer, setTimer] = useState(() => readCodeTimer(email));
  const [error, setError] = useState<unknown>(null);
  const [isResent, setIsResent] = useState(false);
  const firstBoxRef = useRef<HTMLInputElement>(null);
  // A fixed id: Mantine's generated one changes after mount and would remount the boxes.
  const pinId = useId();
  const now = useNow(timer !== null);
  const left = timer ? getSecondsLeft(timer, now) : null;

  useEffect(() => {
    firstBoxRef.current?.focus();
  }, []);

  useEffect(() => {
    if (timer?.redirectPath && !authStore.getState().redirectPath) {
      authStore.rememberPath(timer.redirectPath);
    }
  }, [timer]);

  const submit = (value: string) => {
    if (value.length !== LOGIN_CODE_LENGTH || verify.isPending) {
      return;
    }
    setError(null);
    setIsResent(false);
    verify.mutate(
      { emailToVerif: email, code: value },
      {
        onError: (failure) => {
          setError(failure);
          if (isCodeRejected(failure)) {
            setCode('');
            firstBoxRef.current?.focus();
          }
        },
      },
    );
  };

  const handleCodeChange = (value: string) => {
    setCode(value);
    if (value.length === LOGIN_CODE_LENGTH) {
      submit(value);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(code);
  };

  const handleResend = () => {
    setError(null);
    setIsResent(false);
    resend.mutate(
      { email, locale },
      {
        onSuccess: () => {
          setTimer(readCodeTimer(email));
          setIsResent(true);
          setCode('');
          firstBoxRef.current?.focus();
        },
        onError: setError,
      },
    );
  };

  const handleCancel = () => {
    clearCodeTimer();
    authStore.cancelCode();
    onCancel();
  };

  const isExpired = left !== null && left.expiresIn === 0;
  const canResend = left === null || left.resendIn === 0;
  const share = timer && left ? left.expiresIn / timer.expiresIn : 0;

  return (
    <>
      <CardHeader
        icon={<IconMail size={26} />}
        title={t('login.code.title')}
        description={
          <>
            {t('login.code.sentTo', { length: LOGIN_CODE_LENGTH })}
            <br />
            <span className={classes.address}>{email}</span>
          </>
        }
      />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          <PinInput
            ref={firstBoxRef}
            id={pinId}
            classNames={{
              root: classes.pin,
              pinInput: classes.pinBox,
              input: classes.pinDigit,
            }}
            length={LOGIN_CODE_LENGTH}
            type="number"
            inputMode="numeric"
            oneTimeCode
            size="lg"
            gap="xs"
            placeholder=""
            value={code}
            onChange={handleCodeChange}
            error={Boolean(error) && isCodeRejected(error)}
            readOnly={verify.isPending}
            name="code"
            aria-label={t('login.code.label')}
            getInputProps={(index) => ({
              'aria-label': t('login.code.digit', {
                position: index + 1,
                length: LOGIN_CODE_LENGTH,
              }),
            })}
          />
          {timer && left && (
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c={isExpired ? 'red.7' : 'dimmed'}>
                  {isExpired
                    ? t('login.code.expired')
                    : t('login.code.validity')}
                </Text>
                <Text
                  size="xs"
                  fw={600}
                  c={isExpired ? 'red.7' : 'dimmed'}
                  className={classes.clock}
                >
                  {formatClock(left.expiresIn)}
                </Text>
              </Group>
              <Progress
                value={Math.round(share * 1000) / 10}
                color={validityColor(share)}
                size={6}
                radius="xl"
                aria-label={t('login.code.validity')}
                transitionDuration={900}
              />
            </Stack>
          )}
          {Boolean(error) && <FormAlert>{describeError(error)}</FormAlert>}
          {isResent && (
            <FormAlert kind="success">{t('login.code.resent')}</FormAlert>
          )}
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={verify.isPending}
            disabled={code.length !== LOGIN_CODE_LENGTH}
          >
            {t('login.code.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap="xs" align="center" className={classes.footer}>
        <Text size="sm" c="dimmed">
          {t('login.code.noCode')}
        </Text>
        <Button
          variant="light"
          size="sm"
          onClick={handleResend}
          disabled={!canResend}
          loading={resend.isPending}
        >
          {canResend || !left
            ? t('login.code.resend')
            : t('login.code.resendIn', { time: formatClock(left.resendIn) })}
        </Button>
        <Anchor
          component="button"
          type="button"
          className={classes.linkButton}
          onClick={handleCancel}
        >
          <Group gap={6} component="span" wrap="nowrap">
            <IconArrowLeft size={16} />
            {t('login.code.otherAddress')}
          </Group>
        </Anchor>
      </Stack>
    </>
  );
}

import { PinInput, Text } from '@mantine/core';
import { LOGIN_CODE_LENGTH } from '@members/contract';
import { useId } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './profile.module.css';

/** The labelled boxes of the e-mail code, with the code's error under them. */
export function EmailCodeInput({
  groupRef,
  value,
  onChange,
  message,
  isReadOnly,
}: {
  groupRef: Ref<HTMLDivElement>;
  value: string;
  onChange: (value: string) => void;
  message: string | undefined;
  isReadOnly: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  return (
    <div ref={groupRef} role="group" aria-labelledby={labelId}>
      <Text id={labelId} component="div" size="sm" fw={500} mb={6}>
        {t('profile.signIn.code')}
      </Text>
      <PinInput
        length={LOGIN_CODE_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        value={value}
        onChange={onChange}
        error={message !== undefined}
        readOnly={isReadOnly}
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
  );
}

import { Button } from '@mantine/core';
import type { UploadLimits } from '@members/contract';
import { useRef } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { IconPlus } from '@/components/ui/icons/plus';

import { acceptAttribute } from '../utils/attachment-rules';

import classes from './attachment-picker.module.css';

/** The button that opens the file dialog, and the hidden file input it clicks. */
export function AttachmentChooser({
  inputId,
  hintId,
  limits,
  isDisabled,
  onChange,
}: {
  inputId: string;
  hintId: string;
  limits: UploadLimits;
  isDisabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconPlus size={16} />}
        onClick={() => inputRef.current?.click()}
        disabled={isDisabled}
        aria-describedby={hintId}
        className={classes.chooseButton}
      >
        {t('tickets.attachments.choose')}
      </Button>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={acceptAttribute(limits)}
        className={classes.input}
        onChange={onChange}
        disabled={isDisabled}
        tabIndex={-1}
        aria-describedby={hintId}
      />
    </>
  );
}

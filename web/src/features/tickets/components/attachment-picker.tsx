import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';

import { Input } from '@mantine/core';
import type { UploadLimits } from '@members/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { IconPaperclip } from '@/components/ui/icons/paperclip';

import { useAttachmentPicker } from '../hooks/use-attachment-picker';

import { AttachmentChooser } from './attachment-chooser';
import { AttachmentList } from './attachment-list';
import classes from './attachment-picker.module.css';
import { AttachmentPrompt } from './attachment-prompt';

/**
 * Files for a ticket message: picked with a button or dropped on the area,
 * checked against the server's limits (shown up front) before they are
 * listed, each with its size and a remove button.
 */
export function AttachmentPicker({
  files,
  onChange,
  limits,
  error,
  isDisabled = false,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  limits: UploadLimits;
  /** A translated error from the form (e.g. the server refused a file). */
  error?: string | null;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const picker = useAttachmentPicker({
    files,
    onChange,
    limits,
    error,
    isDisabled,
  });
  const { messages } = picker;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isFull = files.length >= limits.maxFiles;

  return (
    <div className={classes.field}>
      <Input.Label id={`${id}-label`} htmlFor={`${id}-input`}>
        {t('tickets.attachments.label')}
      </Input.Label>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        className={classes.drop}
        data-dragging={picker.isDragging || undefined}
        data-error={messages.length > 0 || undefined}
        onDragEnter={picker.handleDragOver}
        onDragOver={picker.handleDragOver}
        onDragLeave={picker.stopDragging}
        onDrop={picker.handleDrop}
        data-testid="attachment-drop"
      >
        <span className={classes.dropIcon} aria-hidden="true">
          <IconPaperclip size={20} />
        </span>
        <AttachmentPrompt hintId={hintId} limits={limits} />
        <AttachmentChooser
          inputId={`${id}-input`}
          hintId={hintId}
          limits={limits}
          isDisabled={isDisabled || isFull}
          onChange={picker.handleInputChange}
        />
      </div>
      {messages.length > 0 && (
        <div id={errorId} role="alert" className={classes.errors}>
          {messages.map((message) => (
            <Input.Error key={message} component="p">
              {message}
            </Input.Error>
          ))}
        </div>
      )}
      {files.length > 0 && (
        <AttachmentList
          files={files}
          onRemove={picker.handleRemove}
          isDisabled={isDisabled}
        />
      )}
    </div>
  );
}

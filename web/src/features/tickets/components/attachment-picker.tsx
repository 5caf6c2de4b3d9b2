import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';

import { ActionIcon, Button, Input, Text } from '@mantine/core';
import type { UploadLimits } from '@members/contract';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { IconPaperclip, IconPlus, IconClose } from '@/components/ui/icons';
import { useLocale } from '@/hooks/locale-context';

import {
  acceptAttribute,
  addFiles,
  allowedExtensions,
} from '../utils/attachment-rules';
import type { RejectedFile } from '../utils/attachment-rules';
import { formatFileSize } from '../utils/format-file-size';

import classes from './attachment-picker.module.css';

function hasFiles(event: DragEvent<HTMLElement>): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

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
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isFull = files.length >= limits.maxFiles;

  const handleAdd = (incoming: File[]) => {
    if (incoming.length === 0) {
      return;
    }
    const result = addFiles(files, incoming, limits);
    setRejected(result.rejected);
    onChange(result.files);
  };

  const handleInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    handleAdd(Array.from(event.currentTarget.files ?? []));
    event.currentTarget.value = '';
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event) || isDisabled) {
      return;
    }
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDragging(true);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) {
      return;
    }
    event.preventDefault();
    setIsDragging(false);
    if (!isDisabled) {
      handleAdd(Array.from(event.dataTransfer.files));
    }
  };

  const handleRemove = (file: File) => {
    setRejected([]);
    onChange(files.filter((kept) => kept !== file));
  };

  const types = allowedExtensions(limits)
    .map((extension) => extension.toUpperCase())
    .join(', ');
  const messages = [
    ...rejected.map((entry) =>
      t(`tickets.attachments.problems.${entry.problem}`, {
        name: entry.name,
        size: formatFileSize(limits.maxFileBytes, locale),
        count: limits.maxFiles,
      }),
    ),
    ...(error ? [error] : []),
  ];

  return (
    <div className={classes.field}>
      <Input.Label id={`${id}-label`} htmlFor={`${id}-input`}>
        {t('tickets.attachments.label')}
      </Input.Label>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        className={classes.drop}
        data-dragging={isDragging || undefined}
        data-error={messages.length > 0 || undefined}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        data-testid="attachment-drop"
      >
        <span className={classes.dropIcon} aria-hidden="true">
          <IconPaperclip size={20} />
        </span>
        <div className={classes.dropText}>
          <Text size="sm" fw={600}>
            {t('tickets.attachments.prompt')}
            <span className={classes.dragHint}>
              {' '}
              {t('tickets.attachments.dragHint')}
            </span>
          </Text>
          <Text size="xs" c="dimmed" id={hintId}>
            {t('tickets.attachments.limits', {
              types,
              size: formatFileSize(limits.maxFileBytes, locale),
              count: limits.maxFiles,
            })}
          </Text>
        </div>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconPlus size={16} />}
          onClick={() => inputRef.current?.click()}
          disabled={isDisabled || isFull}
          aria-describedby={hintId}
          className={classes.chooseButton}
        >
          {t('tickets.attachments.choose')}
        </Button>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          multiple
          accept={acceptAttribute(limits)}
          className={classes.input}
          onChange={handleInputChange}
          disabled={isDisabled || isFull}
          tabIndex={-1}
          aria-describedby={hintId}
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
        <ul
          className={classes.list}
          aria-label={t('tickets.attachments.chosen', { count: files.length })}
        >
          {files.map((file) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className={classes.file}
            >
              <IconPaperclip size={14} className={classes.fileIcon} />
              <span className={classes.fileName}>{file.name}</span>
              <Text span size="xs" c="dimmed" className={classes.fileSize}>
                {formatFileSize(file.size, locale)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={() => handleRemove(file)}
                disabled={isDisabled}
                aria-label={t('tickets.attachments.remove', {
                  name: file.name,
                })}
              >
                <IconClose size={14} />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { ActionIcon, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { IconClose } from '@/components/ui/icons/close';
import { IconPaperclip } from '@/components/ui/icons/paperclip';
import { useLocale } from '@/hooks/locale-context';

import { formatFileSize } from '../utils/format-file-size';

import classes from './attachment-picker.module.css';

/** The files chosen for a ticket message, each with its size and a remove button. */
export function AttachmentList({
  files,
  onRemove,
  isDisabled,
}: {
  files: File[];
  onRemove: (file: File) => void;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
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
            onClick={() => onRemove(file)}
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
  );
}

import { Text } from '@mantine/core';
import type { UploadLimits } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';

import { allowedExtensions } from '../utils/attachment-rules';
import { formatFileSize } from '../utils/format-file-size';

import classes from './attachment-picker.module.css';

/** What the drop area says: pick or drop files, and the limits they must keep to. */
export function AttachmentPrompt({
  hintId,
  limits,
}: {
  hintId: string;
  limits: UploadLimits;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const types = allowedExtensions(limits)
    .map((extension) => extension.toUpperCase())
    .join(', ');
  return (
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
  );
}

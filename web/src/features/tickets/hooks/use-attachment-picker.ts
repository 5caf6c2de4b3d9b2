import type { UploadLimits } from '@members/contract';
import { useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';

import { addFiles } from '../utils/attachment-rules';
import type { RejectedFile } from '../utils/attachment-rules';
import { formatFileSize } from '../utils/format-file-size';

function hasFiles(event: DragEvent<HTMLElement>): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * The attachment picker's state: files added from the input or a drop are
 * checked against the limits, and the refused ones, with the form's error,
 * become the messages shown.
 */
export function useAttachmentPicker({
  files,
  onChange,
  limits,
  error,
  isDisabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  limits: UploadLimits;
  error?: string | null;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const [isDragging, setIsDragging] = useState(false);

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

  return {
    isDragging,
    stopDragging: () => setIsDragging(false),
    messages,
    handleInputChange,
    handleDragOver,
    handleDrop,
    handleRemove,
  };
}

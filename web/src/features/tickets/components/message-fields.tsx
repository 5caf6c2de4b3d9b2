import { Skeleton } from '@mantine/core';
import type { UploadLimits } from '@members/contract';

import { FormBanner } from '@/components/ui/form-banner';

import type { MessageForm } from '../hooks/use-message-form';

import { AttachmentPicker } from './attachment-picker';
import { MessageEditor } from './message-editor';

/**
 * The message part of a ticket form: the editor, the files (a placeholder
 * while the upload limits load) and a failure that names no field.
 */
export function MessageFields<F extends string>({
  form,
  label,
  description,
  uploads,
}: {
  form: MessageForm<F>;
  label: string;
  description?: string;
  uploads: UploadLimits | undefined;
}) {
  return (
    <>
      <MessageEditor
        editor={form.editor}
        label={label}
        description={description}
        error={form.fields.messageOf('message')}
        isDisabled={form.isSending}
      />
      <div ref={form.attachmentsRef}>
        {uploads ? (
          <AttachmentPicker
            files={form.files}
            onChange={form.changeFiles}
            limits={uploads}
            error={form.fields.messageOf('attachments')}
            isDisabled={form.isSending}
          />
        ) : (
          <Skeleton height={72} radius="md" />
        )}
      </div>
      {form.banner && <FormBanner>{form.banner}</FormBanner>}
    </>
  );
}

import { Badge, Text } from '@mantine/core';
import type { TicketReply } from '@members/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { IconDownload } from '@/components/ui/icons/download';
import { IconPaperclip } from '@/components/ui/icons/paperclip';
import { SanitizedHtml } from '@/components/ui/sanitized-html';
import { useLocale } from '@/hooks/locale-context';
import { formatDateTime } from '@/utils/format';

import { ticketAttachmentUrl } from '../api/ticket-attachment-url';
import { messageToHtml } from '../utils/render-message';

import classes from './ticket-thread.module.css';

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * One message of a ticket, styled by who wrote it. The text is Markdown
 * rendered and sanitised; its files download through our API.
 */
export function TicketMessage({
  ticketid,
  reply,
}: {
  ticketid: number;
  reply: TicketReply;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isStaff = reply.from === 'staff';
  const author = isStaff
    ? reply.name || t('tickets.thread.staff')
    : t('tickets.thread.you');
  const html = useMemo(() => messageToHtml(reply.message), [reply.message]);

  return (
    <article
      className={classes.message}
      data-author={reply.from}
      aria-label={t(
        isStaff ? 'tickets.thread.staffMessage' : 'tickets.thread.yourMessage',
        { name: author },
      )}
    >
      <header className={classes.messageHeader}>
        <span className={classes.avatar} aria-hidden="true">
          {initialOf(author)}
        </span>
        <span className={classes.author}>
          <Text span fw={700} size="sm">
            {author}
          </Text>
          {isStaff && (
            <Badge size="xs" variant="filled" radius="sm">
              {t('tickets.thread.staff')}
            </Badge>
          )}
        </span>
        <Text span size="xs" c="dimmed" className={classes.date}>
          {formatDateTime(reply.date, locale)}
        </Text>
      </header>
      <div className={classes.body} data-testid="message-text">
        <SanitizedHtml html={html} />
      </div>
      {reply.attachments.length > 0 && (
        <div className={classes.attachments}>
          <Text size="xs" c="dimmed" fw={600}>
            {t('tickets.thread.attachments', {
              count: reply.attachments.length,
            })}
          </Text>
          <ul className={classes.attachmentList}>
            {reply.attachments.map((attachment) => (
              <li key={`${attachment.replyid}-${attachment.index}`}>
                <a
                  className={classes.attachment}
                  href={ticketAttachmentUrl(ticketid, attachment)}
                  download={attachment.filename}
                  aria-label={t('tickets.thread.download', {
                    name: attachment.filename,
                  })}
                >
                  <IconPaperclip size={14} />
                  <span className={classes.attachmentName}>
                    {attachment.filename}
                  </span>
                  <IconDownload size={14} className={classes.downloadIcon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

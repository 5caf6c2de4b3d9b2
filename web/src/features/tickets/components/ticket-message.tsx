import { Badge, Text } from '@mantine/core';
import type { TicketReply } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { IconPaperclip } from '../../../components/ui/icons';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/locale-context';
import { isHtmlMessage } from '../utils/message-format';

import classes from './ticket-thread.module.css';

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * One message of a ticket, styled by who wrote it. HTML is sanitised; plain
 * text and Markdown are shown as text with their line breaks.
 */
export function TicketMessage({ reply }: { reply: TicketReply }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isStaff = reply.from === 'staff';
  const author = isStaff
    ? reply.name || t('tickets.thread.staff')
    : t('tickets.thread.you');

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
      {isHtmlMessage(reply.message) ? (
        <SanitizedHtml html={reply.message} />
      ) : (
        <Text size="sm" className={classes.plain}>
          {reply.message.replace(/\r\n?/g, '\n').trim()}
        </Text>
      )}
      {reply.attachments.length > 0 && (
        <div className={classes.attachments}>
          <Text size="xs" c="dimmed" fw={600}>
            {t('tickets.thread.attachments', {
              count: reply.attachments.length,
            })}
          </Text>
          <ul className={classes.attachmentList}>
            {reply.attachments.map((attachment) => (
              <li
                key={`${attachment.replyid}-${attachment.index}`}
                className={classes.attachment}
              >
                <IconPaperclip size={14} />
                <span>{attachment.filename}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

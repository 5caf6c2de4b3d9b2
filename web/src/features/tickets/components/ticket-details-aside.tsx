import '@mantine/core/styles/DataList.css';

import { DataList, Paper, Title } from '@mantine/core';
import type { Ticket } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from '@/components/ui/status-badge';
import { useLocale } from '@/hooks/locale-context';
import { formatDateTime } from '@/utils/format';

import classes from './ticket-thread.module.css';

/** The ticket's details beside its thread: number, department, status and dates. */
export function TicketDetailsAside({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="lg" className={classes.aside}>
      <Title order={2} className={classes.asideTitle}>
        {t('tickets.detail.details')}
      </Title>
      <DataList orientation="vertical" gap="sm" withDivider>
        <DataList.Item>
          <DataList.ItemLabel>{t('tickets.fields.number')}</DataList.ItemLabel>
          <DataList.ItemValue>#{ticket.tid}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            {t('tickets.fields.department')}
          </DataList.ItemLabel>
          <DataList.ItemValue>{ticket.department || '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('tickets.fields.status')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <StatusBadge kind="ticket" status={ticket.status} />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('tickets.fields.opened')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {formatDateTime(ticket.date, locale) || '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            {t('tickets.fields.lastUpdate')}
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {formatDateTime(ticket.lastreply ?? ticket.date, locale) || '—'}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
    </Paper>
  );
}

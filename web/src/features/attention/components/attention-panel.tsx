import { Button, Skeleton, Text } from '@mantine/core';
import type { AllDataResponse, InvoiceSummary } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCalendar,
  IconCircleCheck,
  IconLifebuoy,
  IconReceipt,
  IconSpeakerphone,
} from '@/components/ui/icons';
import lists from '@/components/ui/lists.module.css';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { useBillingToday } from '@/hooks/use-billing-today';
import { Link } from '@/lib/router';
import { useSession } from '@/stores/session';
import { formatDate, formatDateTime, formatMoney } from '@/utils/format';

import { useAnnouncementsSeen } from '../hooks/use-announcements-seen';
import { newestDate, selectAttention } from '../utils/select-attention';
import type { AttentionItem } from '../utils/select-attention';

import classes from './attention-panel.module.css';

type Tone = 'danger' | 'warning' | 'info';

function invoiceNumber(invoice: InvoiceSummary): string {
  return invoice.invoicenum.trim() || `#${invoice.invoiceid}`;
}

/** One row: an icon, a sentence that links to the thing, a detail line, an action. */
function Row({
  tone,
  icon,
  title,
  to,
  onNavigate,
  detail,
  action,
  kind,
}: {
  tone: Tone;
  icon: ReactNode;
  title: string;
  to: string;
  onNavigate?: () => void;
  detail: string;
  action?: ReactNode;
  kind: AttentionItem['kind'];
}) {
  return (
    <li className={classes.row} data-kind={kind} data-testid="attention-item">
      <span className={classes.icon} data-tone={tone}>
        {icon}
      </span>
      <span className={classes.text}>
        <Link to={to} className={classes.title} onClick={onNavigate}>
          {title}
        </Link>
        <Text span size="sm" c="dimmed" className={classes.detail}>
          {detail}
        </Text>
      </span>
      {action && <span className={classes.action}>{action}</span>}
    </li>
  );
}

/**
 * "Needs attention" at the top of the dashboard: what the customer should
 * do, ranked (see `selectAttention`), each with its way to do it; a calm
 * "all is well" when nothing is left. It reads the `allData` answer only.
 * The pay buttons come from the invoices feature through `renderPay` and
 * `renderPayAll` (composed by the dashboard route).
 */
export function AttentionPanel({
  data,
  isLoading,
  renderPay,
  renderPayAll,
}: {
  data: AllDataResponse | undefined;
  isLoading: boolean;
  renderPay: (invoice: InvoiceSummary, label: string) => ReactNode;
  renderPayAll: (unpaid: InvoiceSummary[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  const today = useBillingToday();
  const clientid = useSession()?.userid ?? null;
  const { seenUpTo, markSeen } = useAnnouncementsSeen(data, clientid);

  if (!data) {
    return isLoading ? (
      <SectionCard
        id="attention"
        title={t('dashboard.attention.title')}
        icon={<IconAlertCircle size={18} />}
      >
        <div className={classes.loading} data-testid="loading">
          <Skeleton height={16} width="60%" />
          <Skeleton height={12} width="40%" />
        </div>
      </SectionCard>
    ) : null;
  }

  const { items, unpaid, isPartial } = selectAttention(data, today, seenUpTo);
  const money = (invoice: InvoiceSummary) =>
    formatMoney(invoice.total, invoice.currency, locale);
  const payLabel = (invoice: InvoiceSummary) =>
    t('dashboard.attention.payLabel', { number: invoiceNumber(invoice) });
  const invoicesPath = `${toPath(paths.home())}#invoices`;

  const renderItem = (item: AttentionItem) => {
    switch (item.kind) {
      case 'overdue':
      case 'unpaid': {
        const isOverdue = item.kind === 'overdue';
        const number = invoiceNumber(item.invoice);
        return (
          <Row
            key={`invoice-${item.invoice.invoiceid}`}
            kind={item.kind}
            tone={isOverdue ? 'danger' : 'warning'}
            icon={
              isOverdue ? (
                <IconAlertTriangle size={18} />
              ) : (
                <IconReceipt size={18} />
              )
            }
            title={
              isOverdue
                ? t('dashboard.attention.overdue', { count: item.days, number })
                : t('dashboard.attention.unpaid', { number })
            }
            to={toPath(paths.invoice(item.invoice.invoiceid))}
            detail={t('dashboard.attention.amountDue', {
              amount: money(item.invoice),
              date: formatDate(item.invoice.duedate, locale),
            })}
            action={renderPay(item.invoice, payLabel(item.invoice))}
          />
        );
      }
      case 'renewal': {
        const { subscription, invoice } = item;
        const name =
          subscription.name.trim() ||
          t('subscriptions.unnamed', { id: subscription.id });
        const title =
          item.days < 0
            ? t('dashboard.attention.renewalEnded', { name })
            : item.days === 0
              ? t('dashboard.attention.renewalToday', { name })
              : t('dashboard.attention.renewalSoon', {
                  name,
                  count: item.days,
                });
        const date = formatDate(subscription.nextDueDate, locale);
        return (
          <Row
            key={`renewal-${subscription.id}`}
            kind={item.kind}
            tone="warning"
            icon={<IconCalendar size={18} />}
            title={title}
            to={toPath(paths.subscription(subscription.id))}
            detail={
              invoice
                ? t('dashboard.attention.renewWithInvoice', {
                    line: subscription.username,
                    date,
                    number: invoiceNumber(invoice),
                    amount: money(invoice),
                  })
                : t('dashboard.attention.renewByInvoice', {
                    line: subscription.username,
                    date,
                  })
            }
            action={
              invoice ? (
                renderPay(invoice, payLabel(invoice))
              ) : (
                <Button
                  component={Link}
                  to={invoicesPath}
                  variant="light"
                  size="xs"
                >
                  {t('dashboard.attention.seeInvoices')}
                </Button>
              )
            }
          />
        );
      }
      case 'ticket':
        return (
          <Row
            key={`ticket-${item.ticket.ticketid}`}
            kind={item.kind}
            tone="info"
            icon={<IconLifebuoy size={18} />}
            title={t('dashboard.attention.ticket', {
              subject: item.ticket.subject,
            })}
            to={toPath(paths.ticket(item.ticket.ticketid))}
            detail={t('dashboard.attention.ticketDetail', {
              tid: item.ticket.tid,
              date: formatDateTime(item.ticket.lastreply, locale),
            })}
          />
        );
      case 'announcements': {
        const [newest] = item.announcements;
        const newestSeen = newestDate(item.announcements);
        return (
          <Row
            key="announcements"
            kind={item.kind}
            tone="info"
            icon={<IconSpeakerphone size={18} />}
            title={t('dashboard.attention.announcements', {
              count: item.announcements.length,
            })}
            to={`${toPath(paths.home())}#announcements`}
            onNavigate={() => {
              if (newestSeen) {
                markSeen(newestSeen);
              }
            }}
            detail={newest?.title ?? ''}
          />
        );
      }
    }
  };

  return (
    <SectionCard
      id="attention"
      title={t('dashboard.attention.title')}
      icon={<IconAlertCircle size={18} />}
      count={items.length}
    >
      {items.length === 0 ? (
        <p className={classes.calm} data-testid="attention-calm">
          <span className={classes.icon} data-tone={isPartial ? 'info' : 'ok'}>
            <IconCircleCheck size={18} />
          </span>
          {isPartial
            ? t('dashboard.attention.partial')
            : t('dashboard.attention.allWell')}
        </p>
      ) : (
        <>
          {renderPayAll(unpaid)}
          <ul className={lists.divided}>{items.map(renderItem)}</ul>
        </>
      )}
    </SectionCard>
  );
}

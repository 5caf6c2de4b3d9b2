import { Button, Text } from '@mantine/core';
import type { InvoiceSummary, Locale } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';
import { IconCalendar } from '@/components/ui/icons/calendar';
import { IconLifebuoy } from '@/components/ui/icons/lifebuoy';
import { IconReceipt } from '@/components/ui/icons/receipt';
import { IconSpeakerphone } from '@/components/ui/icons/speakerphone';
import { paths } from '@/config/paths';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { formatDate, formatDateTime, formatMoney } from '@/utils/format';

import { newestDate } from '../utils/select-attention';
import type { AttentionItem } from '../utils/select-attention';

import classes from './attention-panel.module.css';
import { CardRow } from './card-row';

type Tone = 'danger' | 'warning' | 'info';

/** How the invoices feature's pay button is drawn for an invoice. */
type RenderPay = (invoice: InvoiceSummary, label: string) => ReactNode;

function invoiceNumber(invoice: InvoiceSummary): string {
  return invoice.invoicenum.trim() || `#${invoice.invoiceid}`;
}

function invoiceMoney(invoice: InvoiceSummary, locale: Locale): string {
  return formatMoney(invoice.total, invoice.currency, locale);
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

/** An overdue or unpaid invoice, with its pay button. */
function InvoiceRow({
  item,
  renderPay,
}: {
  item: Extract<AttentionItem, { kind: 'overdue' | 'unpaid' }>;
  renderPay: RenderPay;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  const isOverdue = item.kind === 'overdue';
  const number = invoiceNumber(item.invoice);
  return (
    <Row
      kind={item.kind}
      tone={isOverdue ? 'danger' : 'warning'}
      icon={
        isOverdue ? <IconAlertTriangle size={18} /> : <IconReceipt size={18} />
      }
      title={
        isOverdue
          ? t('dashboard.attention.overdue', { count: item.days, number })
          : t('dashboard.attention.unpaid', { number })
      }
      to={toPath(paths.invoice(item.invoice.invoiceid))}
      detail={t('dashboard.attention.amountDue', {
        amount: invoiceMoney(item.invoice, locale),
        date: formatDate(item.invoice.duedate, locale),
      })}
      action={renderPay(
        item.invoice,
        t('dashboard.attention.payLabel', { number }),
      )}
    />
  );
}

/** A subscription due for renewal: its invoice's pay button, else the way to the invoices. */
function RenewalRow({
  item,
  renderPay,
}: {
  item: Extract<AttentionItem, { kind: 'renewal' }>;
  renderPay: RenderPay;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
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
              amount: invoiceMoney(invoice, locale),
            })
          : t('dashboard.attention.renewByInvoice', {
              line: subscription.username,
              date,
            })
      }
      action={
        invoice ? (
          renderPay(
            invoice,
            t('dashboard.attention.payLabel', {
              number: invoiceNumber(invoice),
            }),
          )
        ) : (
          <Button
            component={Link}
            to={`${toPath(paths.home())}#invoices`}
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

/** A ticket that waits for the customer's answer. */
function TicketRow({
  item,
}: {
  item: Extract<AttentionItem, { kind: 'ticket' }>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  return (
    <Row
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
}

/** The announcements not seen yet; following the link marks them seen. */
function AnnouncementsRow({
  item,
  markSeen,
}: {
  item: Extract<AttentionItem, { kind: 'announcements' }>;
  markSeen: (date: string) => void;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const [newest] = item.announcements;
  const newestSeen = newestDate(item.announcements);
  return (
    <Row
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

/** The React key of an attention item's row: the thing it is about. */
export function attentionKey(item: AttentionItem): string {
  switch (item.kind) {
    case 'overdue':
    case 'unpaid':
      return `invoice-${item.invoice.invoiceid}`;
    case 'renewal':
      return `renewal-${item.subscription.id}`;
    case 'card':
      return `card-${item.method.id}`;
    case 'ticket':
      return `ticket-${item.ticket.ticketid}`;
    case 'announcements':
      return 'announcements';
  }
}

/** One row of the attention panel, worded and linked for its kind of item. */
export function AttentionRow({
  item,
  renderPay,
  markSeen,
}: {
  item: AttentionItem;
  renderPay: RenderPay;
  markSeen: (date: string) => void;
}) {
  switch (item.kind) {
    case 'overdue':
    case 'unpaid':
      return <InvoiceRow item={item} renderPay={renderPay} />;
    case 'renewal':
      return <RenewalRow item={item} renderPay={renderPay} />;
    case 'card':
      return <CardRow item={item} />;
    case 'ticket':
      return <TicketRow item={item} />;
    case 'announcements':
      return <AnnouncementsRow item={item} markSeen={markSeen} />;
  }
}

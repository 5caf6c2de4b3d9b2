import { useTranslation } from 'react-i18next';

import { DetailPage, useRecordState } from '@/components/ui/detail-page';
import { useLocalePath } from '@/hooks/locale-context';

import { useInvoice } from '../api/get-invoice';
import { useFreshInvoice } from '../hooks/use-fresh-invoice';

import { ApplyCreditCard } from './apply-credit-card';
import { InvoiceActions, PayBar } from './invoice-actions';
import { InvoiceDetail } from './invoice-detail';

/**
 * The invoice page: the invoice with its PDF and, while unpaid, Pay now (in
 * a bar at the bottom on phones) and the offer to apply account credit; or a not-found state for a bad id or one
 * the server does not know (or that is not the customer's).
 */
export function InvoicePage({ invoiceid }: { invoiceid: number | null }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const query = useInvoice(invoiceid);
  useFreshInvoice(query.data);
  return (
    <DetailPage
      id={invoiceid}
      state={useRecordState(query)}
      back={{ to: toPath('/#invoices'), label: t('invoices.back') }}
      notFound={{
        title: t('invoices.notFound.title'),
        description: t('invoices.notFound.description'),
      }}
      skeleton={{ titleWidth: '45%', blocks: [72, 280] }}
    >
      {(invoice) => (
        <>
          <InvoiceDetail
            invoice={invoice}
            actions={<InvoiceActions invoice={invoice} />}
          />
          <ApplyCreditCard invoice={invoice} />
          <PayBar invoice={invoice} />
        </>
      )}
    </DetailPage>
  );
}

import { useIdParam } from '@/components/ui/parse-id';
import { InvoicePage } from '@/features/invoices/components/invoice-page';

/** `/invoice?invoiceid=N`: one invoice. */
export function Component() {
  return <InvoicePage invoiceid={useIdParam('invoiceid')} />;
}

import { useSearchParams } from 'react-router';

import { parseId } from '@/components/ui/parse-id';
import { InvoicePage } from '@/features/invoices/components/invoice-page';

/** `/invoice?invoiceid=N`: one invoice. */
export function Component() {
  const [searchParams] = useSearchParams();
  return <InvoicePage invoiceid={parseId(searchParams.get('invoiceid'))} />;
}

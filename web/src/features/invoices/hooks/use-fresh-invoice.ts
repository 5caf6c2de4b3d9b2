import { isPayableInvoice } from '@members/contract';
import type { AllDataResponse, Invoice } from '@members/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { allDataQueryOptions } from '@/stores/all-data';

import { invoiceQueryOptions } from '../api/get-invoice';

/**
 * Keeps an invoice fresh when the customer comes back to it, from the
 * payment page or another tab: an unpaid one is fetched again whenever the
 * page is shown or regains focus, and the dashboard's invoice list is
 * refreshed as soon as it disagrees with the invoice.
 */
export function useFreshInvoice(invoice: Invoice | undefined) {
  const queryClient = useQueryClient();
  const invoiceid = invoice?.invoiceid;
  const status = invoice?.status;

  useEffect(() => {
    if (invoiceid === undefined || status === undefined) {
      return;
    }
    const listed = queryClient
      .getQueryData<AllDataResponse>(allDataQueryOptions().queryKey)
      ?.invoicesData.find((entry) => entry.invoiceid === invoiceid);
    if (listed && listed.status !== status) {
      void queryClient.invalidateQueries({
        queryKey: allDataQueryOptions().queryKey,
      });
    }
  }, [invoiceid, status, queryClient]);

  useEffect(() => {
    if (
      invoiceid === undefined ||
      status === undefined ||
      !isPayableInvoice({ status })
    ) {
      return;
    }
    const refresh = () => {
      void queryClient.invalidateQueries({
        queryKey: invoiceQueryOptions(invoiceid).queryKey,
      });
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') {
        refresh();
      }
    };
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        refresh();
      }
    };
    window.addEventListener('focus', refresh);
    window.addEventListener('pageshow', handlePageShow);
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      window.removeEventListener('focus', refresh);
      window.removeEventListener('pageshow', handlePageShow);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [invoiceid, status, queryClient]);
}

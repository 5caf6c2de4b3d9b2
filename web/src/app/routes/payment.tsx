import { PaymentPage } from '@/features/payments/components/payment-page';

/** `/payment`: stored payment methods and automatic payment. */
export function Component() {
  return <PaymentPage />;
}

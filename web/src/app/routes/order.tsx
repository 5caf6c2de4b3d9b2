import { OrderPage } from '@/features/plans/components/order-page';

/** `/order`: order another line. */
export function Component() {
  return <OrderPage />;
}

import { useTranslation } from 'react-i18next';

import { describeGateway } from '../utils/invoice-display';

/** How a payment gateway is named to the customer: translated when known, else as set up. */
export function useGatewayName(): (gateway: string) => string {
  const { t } = useTranslation();
  return (gateway) => {
    const described = describeGateway(gateway);
    if (!described) {
      return '—';
    }
    return 'key' in described
      ? t(`invoices.paymentMethods.${described.key}`)
      : described.name;
  };
}

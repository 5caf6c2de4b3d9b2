import type {
  CatalogueProduct,
  CatalogueResponse,
  PlanOption,
  PlanOptionsResponse,
} from '@members/contract';

import { EUR } from './fixtures';

/** A plan a subscription may move to. */
export function makePlanOption(
  overrides: Partial<PlanOption> = {},
): PlanOption {
  return {
    productid: 2,
    name: 'IPTV Premium',
    description: '4 screens, HD and 4K channels',
    billingcycle: 'monthly',
    recurringAmount: '14.99',
    dueNow: '3.50',
    isUpgrade: true,
    ...overrides,
  };
}

/** What subscription 102 (IPTV Basic, monthly) may move to. */
export function makePlanOptions(
  overrides: Partial<PlanOptionsResponse> = {},
): PlanOptionsResponse {
  return {
    serviceid: 102,
    currency: EUR,
    current: {
      productid: 1,
      name: 'IPTV Basic',
      billingcycle: 'Monthly',
      recurringAmount: '9.99',
      isTrial: false,
    },
    options: [
      makePlanOption(),
      makePlanOption({
        billingcycle: 'annually',
        recurringAmount: '149.00',
        dueNow: '12.40',
      }),
      makePlanOption({
        productid: 4,
        name: 'IPTV Lite',
        description: '1 screen, SD channels',
        recurringAmount: '5.99',
        dueNow: '0.00',
        isUpgrade: false,
      }),
    ],
    pendingInvoiceid: null,
    ...overrides,
  };
}

/** A product of the catalogue. */
export function makeCatalogueProduct(
  overrides: Partial<CatalogueProduct> = {},
): CatalogueProduct {
  return {
    productid: 1,
    groupName: 'IPTV',
    name: 'IPTV Basic',
    description: '2 screens, HD channels',
    cycles: [
      { billingcycle: 'monthly', price: '9.99', setupFee: '0.00' },
      { billingcycle: 'annually', price: '99.00', setupFee: '0.00' },
    ],
    ...overrides,
  };
}

/** What a customer may order. */
export function makeCatalogue(
  overrides: Partial<CatalogueResponse> = {},
): CatalogueResponse {
  return {
    currency: EUR,
    products: [
      makeCatalogueProduct(),
      makeCatalogueProduct({
        productid: 2,
        name: 'IPTV Premium',
        description: '4 screens, HD and 4K channels',
        cycles: [{ billingcycle: 'monthly', price: '14.99', setupFee: '5.00' }],
      }),
    ],
    ...overrides,
  };
}

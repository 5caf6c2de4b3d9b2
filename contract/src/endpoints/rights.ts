import {
  emptyRequestSchema,
  pdfResponseSchema,
  zipResponseSchema,
} from '../common.js';
import {
  marketingConsentRequestSchema,
  privacyResponseSchema,
  requestErasureRequestSchema,
  requestErasureResponseSchema,
} from '../privacy.js';
import { ENDPOINT_ROUTES } from '../routes.js';
import {
  withdrawableLinesResponseSchema,
  withdrawReceiptRequestSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
} from '../withdrawal.js';

/** The consumer's rights: withdrawal (§ 356a BGB) and the privacy centre. */
export const rightsEndpoints = {
  withdraw: {
    ...ENDPOINT_ROUTES.withdraw,
    request: withdrawRequestSchema,
    response: withdrawResponseSchema,
  },
  withdrawReceipt: {
    ...ENDPOINT_ROUTES.withdrawReceipt,
    request: withdrawReceiptRequestSchema,
    response: pdfResponseSchema,
  },
  withdrawableLines: {
    ...ENDPOINT_ROUTES.withdrawableLines,
    request: emptyRequestSchema,
    response: withdrawableLinesResponseSchema,
  },
  privacy: {
    ...ENDPOINT_ROUTES.privacy,
    request: emptyRequestSchema,
    response: privacyResponseSchema,
  },
  marketingConsent: {
    ...ENDPOINT_ROUTES.marketingConsent,
    request: marketingConsentRequestSchema,
    response: privacyResponseSchema,
  },
  requestErasure: {
    ...ENDPOINT_ROUTES.requestErasure,
    request: requestErasureRequestSchema,
    response: requestErasureResponseSchema,
  },
  dataExport: {
    ...ENDPOINT_ROUTES.dataExport,
    request: emptyRequestSchema,
    response: zipResponseSchema,
  },
} as const;

export { resolveApiEndpoint } from './call-request.js';
export {
  createWhmcsClient,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS,
} from './client.js';
export type {
  WhmcsActionMethods,
  WhmcsClient,
  WhmcsClientOptions,
  WhmcsLogger,
  WhmcsParamsArgs,
} from './client.js';
export {
  decodeCustomFields,
  encodeAttachments,
  encodeCustomFields,
  encodeSerializedArray,
} from './custom-fields.js';
export type { PhpArrayValue, TicketAttachmentFile } from './custom-fields.js';
export {
  isCertainlyUnwritten,
  toErrorKind,
  WHMCS_MESSAGES,
  WhmcsBadReplyError,
  WhmcsCircuitOpenError,
  WhmcsClientError,
  WhmcsError,
  WhmcsHttpError,
  WhmcsNetworkError,
  WhmcsTimeoutError,
} from './errors.js';
export type { WhmcsErrorKind } from './errors.js';
export { actionGroupOf, guardWhmcsClient } from './guarded-client.js';
export type { GuardOptions, WhmcsCallListener } from './guarded-client.js';
export type { WhmcsParams, WhmcsParamValue } from './form-params.js';
export {
  collectPages,
  DEFAULT_MAX_PAGES,
  DEFAULT_PAGE_SIZE,
  iteratePages,
} from './paginate.js';
export type { PaginatedActionName, PaginateOptions } from './paginate.js';
export { whmcsActions } from './registry.js';
export type {
  WhmcsActionName,
  WhmcsActionParams,
  WhmcsActionReply,
} from './registry.js';
export {
  compareWhmcsVersions,
  isSupportedWhmcsVersion,
  MIN_WHMCS_VERSION,
  parseWhmcsVersion,
} from './version.js';
export type { WhmcsReleaseStage, WhmcsVersion } from './version.js';
export type { AddClientParams, AddClientReply } from './actions/add-client.js';
export type {
  AddInvoicePaymentParams,
  AddInvoicePaymentReply,
} from './actions/add-invoice-payment.js';
export type {
  AddTicketReplyParams,
  AddTicketReplyReply,
} from './actions/add-ticket-reply.js';
export type {
  ApplyCreditParams,
  ApplyCreditReply,
} from './actions/apply-credit.js';
export type {
  CreateSsoTokenParams,
  CreateSsoTokenReply,
} from './actions/create-sso-token.js';
export type {
  GetActivityLogParams,
  GetActivityLogReply,
} from './actions/get-activity-log.js';
export type { GetEmailsParams, GetEmailsReply } from './actions/get-emails.js';
export type {
  GetPayMethodsParams,
  GetPayMethodsReply,
  WhmcsPayMethod,
} from './actions/get-pay-methods.js';
export type {
  UpdatePayMethodParams,
  UpdatePayMethodReply,
} from './actions/update-pay-method.js';
export type {
  DeletePayMethodParams,
  DeletePayMethodReply,
} from './actions/delete-pay-method.js';
export type {
  GetCreditsParams,
  GetCreditsReply,
} from './actions/get-credits.js';
export type {
  GetConfigurationValueParams,
  GetConfigurationValueReply,
} from './actions/get-configuration-value.js';
export type {
  GetAffiliatesParams,
  GetAffiliatesReply,
} from './actions/get-affiliates.js';
export type {
  GetAnnouncementsParams,
  GetAnnouncementsReply,
} from './actions/get-announcements.js';
export type {
  GetClientGroupsParams,
  GetClientGroupsReply,
} from './actions/get-client-groups.js';
export type {
  GetClientsDetailsParams,
  GetClientsDetailsReply,
} from './actions/get-clients-details.js';
export type {
  GetClientsProductsParams,
  GetClientsProductsReply,
  WhmcsService,
} from './actions/get-clients-products.js';
export type {
  GetCurrenciesParams,
  GetCurrenciesReply,
} from './actions/get-currencies.js';
export type {
  GetInvoiceParams,
  GetInvoiceReply,
} from './actions/get-invoice.js';
export type {
  GetInvoicesParams,
  GetInvoicesReply,
} from './actions/get-invoices.js';
export type {
  AcceptOrderParams,
  AcceptOrderReply,
} from './actions/accept-order.js';
export type { AddOrderParams, AddOrderReply } from './actions/add-order.js';
export type {
  GetOrdersParams,
  GetOrdersReply,
  WhmcsOrder,
} from './actions/get-orders.js';
export type {
  GetPromotionsParams,
  GetPromotionsReply,
  WhmcsPromotion,
} from './actions/get-promotions.js';
export type {
  UpgradeProductChange,
  UpgradeProductParams,
  UpgradeProductReply,
} from './actions/upgrade-product.js';
export type {
  GetPaymentMethodsParams,
  GetPaymentMethodsReply,
} from './actions/get-payment-methods.js';
export type {
  GetProductsParams,
  GetProductsReply,
} from './actions/get-products.js';
export type {
  GetSupportDepartmentsParams,
  GetSupportDepartmentsReply,
} from './actions/get-support-departments.js';
export type {
  GetTicketAttachmentParams,
  GetTicketAttachmentReply,
} from './actions/get-ticket-attachment.js';
export type {
  GetTicketParams,
  GetTicketReply,
  WhmcsTicketReply,
} from './actions/get-ticket.js';
export type {
  GetTicketsParams,
  GetTicketsReply,
} from './actions/get-tickets.js';
export type {
  AddCancelRequestParams,
  AddCancelRequestReply,
  WhmcsCancelType,
} from './actions/add-cancel-request.js';
export type {
  GetCancelledPackagesParams,
  GetCancelledPackagesReply,
} from './actions/get-cancelled-packages.js';
export type {
  LogActivityParams,
  LogActivityReply,
} from './actions/log-activity.js';
export type {
  ModuleChangePwParams,
  ModuleChangePwReply,
} from './actions/module-change-pw.js';
export type {
  OpenTicketParams,
  OpenTicketReply,
} from './actions/open-ticket.js';
export type { SendEmailParams, SendEmailReply } from './actions/send-email.js';
export type {
  UnsettableServiceField,
  UpdateClientProductParams,
  UpdateClientProductReply,
} from './actions/update-client-product.js';
export type {
  UpdateClientParams,
  UpdateClientReply,
} from './actions/update-client.js';
export type {
  UpdateTicketParams,
  UpdateTicketReply,
} from './actions/update-ticket.js';
export type {
  ValidateLoginParams,
  ValidateLoginReply,
} from './actions/validate-login.js';
export type {
  WhmcsDetailsParams,
  WhmcsDetailsReply,
} from './actions/whmcs-details.js';

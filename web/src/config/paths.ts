import { PAGES } from '@members/contract';

/** Links to the app's pages (routes in `@members/contract` `PAGES`), each with its query. */
export const paths = {
  home: () => PAGES.home,
  login: () => PAGES.login,
  invoice: (invoiceid: number) => `${PAGES.invoice}?invoiceid=${invoiceid}`,
  subscription: (subscriptionid: number) =>
    `${PAGES.subscription}?subscriptionid=${subscriptionid}`,
  ticket: (ticketid: number) => `${PAGES.ticket}?ticketid=${ticketid}`,
  openTicket: () => PAGES.openTicket,
  affiliate: () => PAGES.affiliate,
  resellers: () => PAGES.resellers,
  withdrawal: () => PAGES.withdrawal,
  devices: () => PAGES.devices,
};

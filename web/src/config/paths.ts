import { PAGES } from '@members/contract';

/** Links to the app's pages (routes in `@members/contract` `PAGES`), each with its query. */
export const paths = {
  home: () => PAGES.home,
  login: () => PAGES.login,
  profile: () => PAGES.profile,
  invoice: (invoiceid: number) => `${PAGES.invoice}?invoiceid=${invoiceid}`,
  subscription: (subscriptionid: number) =>
    `${PAGES.subscription}?subscriptionid=${subscriptionid}`,
  ticket: (ticketid: number) => `${PAGES.ticket}?ticketid=${ticketid}`,
  /**
   * The open-ticket form, its subscription, subject and message filled in when
   * given. The subscription is `subscriptionid`, never `serviceid`: that is the
   * entry link to the subscription's page (product rules: Entry links), which
   * a reload or a language switch would follow, losing the form.
   */
  openTicket: (
    prefill: {
      subscriptionid?: number;
      subject?: string;
      message?: string;
    } = {},
  ) => {
    const query = new URLSearchParams();
    if (prefill.subscriptionid !== undefined) {
      query.set('subscriptionid', String(prefill.subscriptionid));
    }
    if (prefill.subject) {
      query.set('subject', prefill.subject);
    }
    if (prefill.message) {
      query.set('message', prefill.message);
    }
    const search = query.toString();
    return search ? `${PAGES.openTicket}?${search}` : PAGES.openTicket;
  },
  affiliate: () => PAGES.affiliate,
  resellers: () => PAGES.resellers,
  withdrawal: () => PAGES.withdrawal,
  devices: () => PAGES.devices,
  changePlan: (subscriptionid: number) =>
    `${PAGES.changePlan}?subscriptionid=${subscriptionid}`,
  order: () => PAGES.order,
  addConnection: (subscriptionid: number) =>
    `${PAGES.addConnection}?subscriptionid=${subscriptionid}`,
};

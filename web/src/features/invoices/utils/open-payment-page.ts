/** Leaves the members area for the billing system's payment page. */
export function openPaymentPage(link: string): void {
  window.location.assign(link);
}

/** Leaves the site for Stripe's payment page (its own module so tests can replace it). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

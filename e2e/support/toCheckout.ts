import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CheckoutPage, PlaceOrderPage, PricingPage } from './pages';

/** What the order summary says until the delivery address is saved. */
export const ENTER_ADDRESS = 'Please enter your delivery and billing information to see order details.';

/**
 * From a saved book to the checkout: the price for the contact, then a Hardcover in its first size.
 * The cookie banner is answered unless the visitor already has (`cookies: 'leave'`).
 */
export async function toCheckout(page: Page, requestUuid: string, { cookies = 'reject' }: { cookies?: 'reject' | 'leave' } = {}) {
  const pricing = new PricingPage(page);
  await pricing.open(`/initiate-order?requestUuid=${requestUuid}`, { cookies });
  await expect(pricing.heading).toHaveText("Almost there! Let's get your book's price");
  await expect(pricing.field('Name')).toHaveValue('Meera Rao');
  await pricing.field('Phone number').fill('98123-45678');
  await expect(pricing.field('Phone number')).toHaveValue('9812345678');
  await pricing.showPrice();
  await expect(page).toHaveURL(/\/place-order$/);

  const placeOrder = new PlaceOrderPage(page);
  await placeOrder.dedication.fill('For Anaya,\nwith love from Nani');
  const hardcover = placeOrder.option('Hardcover');
  await expect(hardcover.getByText('Best Choice')).toBeVisible();
  // Each print type is shown with this book's own cover on it.
  await expect(hardcover.getByRole('img')).toHaveAttribute('src', new RegExp(`^/api/generated/${requestUuid}/[\\w-]+-hardcover\\.webp$`));
  await hardcover.getByRole('button', { name: 'Checkout' }).click();
  await expect(hardcover.getByRole('alert')).toHaveText('Please select a size before proceeding');
  await hardcover.getByLabel('Size').selectOption({ index: 1 });
  await expect(hardcover.getByText('₹1,499.00', { exact: true })).toBeVisible();
  await expect(hardcover.getByText('25% OFF')).toBeVisible();
  await hardcover.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Order placed successfully! Redirecting to checkout page...')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 5000 });
  return new CheckoutPage(page);
}

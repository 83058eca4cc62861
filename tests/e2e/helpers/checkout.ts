import type { Page } from 'playwright-core';

/**
 * On the order confirmation page: fills the inline address form when the shopper has no address yet (a new
 * shopper's first checkout asks for it in place), then waits for the payment method the page proposes once
 * the methods and the balance are known; submitting before then asks for one.
 */
export async function ensureAddress(page: Page) {
  const form = page.getByRole('form', { name: 'New shipping address' });
  const chosen = page.getByRole('radiogroup', { name: 'Shipping address' });
  await form.or(chosen).first().waitFor();
  if (await form.isVisible()) {
    await form.getByLabel('Consignee name').fill('Ada Lovelace');
    await form.getByLabel('Country', { exact: true }).fill('United States');
    await form.getByLabel('Post code').fill('10001');
    await form.getByLabel('Detailed address').fill('12 Analytical Row, London');
    await form.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('radio', { name: /Ada Lovelace/ }).waitFor();
  }
  await page.locator('input[name="payType"]:checked').waitFor({ state: 'attached' });
}

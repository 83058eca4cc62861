import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { expectAxeClean, sellerSignIn } from '../helpers/console';
import { fillProductBasics, fillTwoSpecs, openNewProduct, saveAndFindProduct } from '../helpers/product-editor';

/**
 * The merchant console's catalogue in Chromium against the real stack (fresh demo database): a shop owner
 * adds a shop category, fills the product form with 2 specs × 3 values (its checks told next to the fields),
 * uploads its pictures through the form and orders the gallery by keyboard and by dragging, writes the
 * description in the rich-text editor (bold, a list, a link, a picture), saves the product, finds it in the
 * list, puts it on the shelf, takes it off and back on, and edits it (a stale edit keeps the merchant's
 * input). axe judges every screen.
 */
const { stack, newPage } = chromiumOnStack();
const NAME = `Journey trail jacket ${Date.now().toString(36)}`;
/** A 1×1 PNG: the upload pipeline stores each under a name of its own. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const signIn = (page: Page) => sellerSignIn(page, stack.baseUrl, /\/seller\/(account|products|dashboard)/);

/** Picks the first choice of a select that has one beyond the placeholder. */
describe('merchant console catalogue', () => {
  it('creates a product with 2 specs × 3 values, finds it, and moves it on and off the shelf', async () => {
    const page = await newPage();
    await signIn(page);

    // A shop category to file the product under.
    await page.getByRole('link', { name: 'Shop categories' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop categories' }).waitFor();
    await page.getByLabel('New category name').fill('Journey outerwear');
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByRole('table').getByText('Journey outerwear').waitFor();
    await expectAxeClean(page, '/seller/categories');

    await openNewProduct(page, expectAxeClean);

    // Saving an empty form tells each missing field next to it, in words.
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Enter a name of 1 to 128 characters.').waitFor();
    await page.getByText('Add a main picture.').waitFor();

    await fillProductBasics(page, { name: NAME, intro: 'Light, warm and ready for the trail.', keywords: 'jacket, trail, journey' });
    await page.getByLabel('Journey outerwear').check();

    await fillTwoSpecs(page, ['Colour', ['Red', 'Blue', 'Green']], ['Size', ['S', 'M', 'L']], { stock: '12', price: '49.90', otPrice: '59.90' });
    expect(await page.getByLabel('Price of Green · L', { exact: true }).inputValue()).toBe('49.90');
    // A price with three decimals is told next to its cell.
    await page.getByLabel('Price of Green · L', { exact: true }).fill('54.905');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('A price from 0.01 to 999999.99, at most two decimals.').waitFor();
    await page.getByLabel('Price of Green · L', { exact: true }).fill('54.90');
    // The description in the rich-text editor: a bold word, a list, a link and a picture uploaded from the toolbar.
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Windproof');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' shell.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Packs into its own pocket');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Care guide');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Enter a web address (https://…), an email address or a page of this site.').waitFor();
    await page.getByLabel('Link address').fill('example.com/care');
    await page.getByRole('button', { name: 'Apply' }).click();
    await description.locator('a[href="https://example.com/care"]').waitFor();
    await description.press('End');
    // The editor takes the moved caret from the browser's selectionchange, a task later than the key: wait until the
    // selection is collapsed and a frame has passed, or Enter would replace the still-selected link text.
    await page.waitForFunction(() => document.getSelection()?.isCollapsed === true);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByLabel('Insert picture').setInputFiles(picture('detail.png'));
    await description.locator('img[src^="/crmebimage/"]').waitFor();
    await description.locator('a', { hasText: 'Care guide' }).waitFor();

    // Pictures go up through the form's own upload: a wrong type is told next to the field, then the main one and three for the gallery.
    await page.getByLabel('Upload main picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByText('Use a JPG or PNG picture.').waitFor();
    await page.getByLabel('Upload main picture').setInputFiles(picture('main.png'));
    await page.getByRole('img', { name: 'Main picture' }).waitFor();
    await page.getByLabel(/Upload picture/).setInputFiles([picture('front.png'), picture('back.png'), picture('side.png')]);
    await page.getByRole('img', { name: 'Gallery picture 3' }).waitFor();
    const gallery = async () => page.getByRole('img', { name: /^Gallery picture \d+$/ }).evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
    const uploaded = await gallery();
    expect(uploaded.every((src) => /^\/crmebimage\/product\/\d{8}\/[0-9a-f]{32}\.png$/.test(src ?? ''))).toBe(true);
    await expectAxeClean(page, '/seller/products/new (filled)');

    // From the keyboard: lift the first picture with Space, move it one place on, drop it; the move is announced.
    const announced = (text: string) => page.locator('[id^=DndLiveRegion]').filter({ hasText: text }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Move picture 1', exact: true }).focus();
    await page.keyboard.press('Space');
    await announced('Picture 1 is over position 1 of 3.');
    await page.keyboard.press('ArrowRight');
    await announced('Picture 1 is over position 2 of 3.');
    await page.keyboard.press('Space');
    await announced('Picture 1 dropped at position 2 of 3.');
    await expect.poll(gallery).toEqual([uploaded[1], uploaded[0], uploaded[2]]);
    // With the pointer: drag the last picture's handle onto the first.
    await page.getByRole('button', { name: 'Move picture 3', exact: true }).scrollIntoViewIfNeeded();
    const from = (await page.getByRole('button', { name: 'Move picture 3', exact: true }).boundingBox())!;
    const to = (await page.getByRole('button', { name: 'Move picture 1', exact: true }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Past the few pixels that tell a drag from a click, then over the first picture, a frame at a time.
    await page.mouse.move(from.x + from.width / 2 - 12, from.y + from.height / 2, { steps: 4 });
    await page.waitForTimeout(100);
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await page.waitForTimeout(200);
    await page.mouse.up();
    await expect.poll(gallery).toEqual([uploaded[2], uploaded[1], uploaded[0]]);
    const order = await gallery();

    // A saved product is on sale at once: find it by name, take it off the shelf and put it back.
    const row = await saveAndFindProduct(page, stack.baseUrl, NAME);
    await row.getByText('On sale', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Take off shelf' }).click();
    await page.getByText(`“${NAME}” is off the shelf.`).waitFor();
    await page.getByRole('tab', { name: /Off shelf/ }).click();
    await row.getByText('Off shelf', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Put on shelf' }).click();
    await page.getByText(`“${NAME}” is on sale.`).waitFor();
    await page.getByRole('tab', { name: /On sale/ }).click();
    await row.getByText('On sale', { exact: true }).waitFor();
    await expectAxeClean(page, '/seller/products (after shelf moves)');

    // The edit form loads the saved matrix back.
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit product' }).waitFor();
    expect(await page.getByLabel('Price of Green · L', { exact: true }).inputValue()).toBe('54.90');
    expect(await page.getByLabel('Stock of Blue · M').inputValue()).toBe('12');
    // The gallery keeps the order it was saved in, and the description its formatting, cleaned by the service.
    expect((await gallery()).map((src) => new URL(src!, stack.baseUrl).pathname)).toEqual(order);
    const saved = page.getByRole('textbox', { name: 'Description' });
    await saved.locator('strong', { hasText: 'Windproof' }).waitFor();
    await saved.locator('li', { hasText: 'Packs into its own pocket' }).waitFor();
    expect(await saved.locator('a', { hasText: 'Care guide' }).getAttribute('href')).toBe('https://example.com/care');
    expect(await saved.locator('img').getAttribute('src')).toMatch(/\/crmebimage\/product\/\d{8}\/[0-9a-f]{32}\.png$/);
    await expectAxeClean(page, '/seller/products/:id');
    await page.getByLabel('Price of Red · S', { exact: true }).fill('47.50');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Product saved.').waitFor();
    await page.getByLabel('Search by name').fill(NAME);
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    // Someone else saves while the form is open: the save is refused in words and the input stays.
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit product' }).waitFor();
    const id = Number(/\/products\/(\d+)/.exec(page.url())![1]);
    const other = await page.evaluate(async (productId) => {
      const info = ((await (await fetch(`/api/admin/merchant/product/info/${productId}`, { headers: { 'X-CSRF': '1' } })).json()) as Record<string, unknown>);
      const res = await fetch('/api/admin/merchant/product/update', {
        method: 'POST',
        headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...info, storeInfo: 'Saved by a colleague.', sliderImage: typeof info.sliderImage === 'string' ? info.sliderImage : JSON.stringify(info.sliderImage) }),
      });
      return { status: res.status, text: await res.text() };
    }, id);
    expect(other.status, other.text).toBe(200);
    await page.getByLabel('Short introduction *').fill('My own introduction.');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByRole('alert').filter({ hasText: 'Someone else saved this product while you were editing it.' }).waitFor();
    expect(await page.getByLabel('Short introduction *').inputValue()).toBe('My own introduction.');
    await expectAxeClean(page, '/seller/products/:id (conflict)');
    await page.getByRole('button', { name: 'Keep my changes and save again' }).click();
    await page.waitForURL(`${stack.baseUrl}/seller/products`);

    // The recycle bin: in, restored, in again, and deleted for good after a confirmation.
    await page.getByLabel('Search by name').fill(NAME);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await row.getByRole('button', { name: 'Move to recycle bin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to the recycle bin?' });
    await expectAxeClean(page, '/seller/products (confirm)');
    await dialog.getByRole('button', { name: 'Move to recycle bin' }).click();
    await page.getByText(`“${NAME}” is in the recycle bin.`).waitFor();
    await page.getByRole('tab', { name: /Recycle bin/ }).click();
    await row.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`“${NAME}” is restored, off the shelf until you put it on sale.`).waitFor();
    await page.getByRole('tab', { name: /Off shelf/ }).click();
    await row.getByRole('button', { name: 'Move to recycle bin' }).click();
    await dialog.getByRole('button', { name: 'Move to recycle bin' }).click();
    await page.getByRole('tab', { name: /Recycle bin/ }).click();
    await row.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByRole('dialog', { name: 'Delete for good?' }).getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText(`“${NAME}” is deleted.`).waitFor();
    await page.getByText(`No product matches “${NAME}”.`).waitFor();
  });

  it('renames, reorders and deletes shop categories, and refuses one that holds products', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${stack.baseUrl}/seller/categories`);
    await page.getByLabel('New category name').fill('Journey gifts');
    await page.getByRole('button', { name: 'Add category' }).click();
    const rows = page.getByRole('table').getByRole('row');
    const gifts = rows.filter({ hasText: 'Journey gifts' });
    await gifts.waitFor();
    await gifts.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('New name for Journey gifts').fill('Journey presents');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Category renamed.').waitFor();
    const presents = rows.filter({ hasText: 'Journey presents' });
    const before = await rows.allTextContents();
    const at = before.findIndex((r) => r.includes('Journey presents'));
    await presents.getByRole('button', { name: 'Move Journey presents up' }).click();
    await page.getByText('Order saved.').waitFor();
    await expect.poll(async () => (await rows.allTextContents()).findIndex((r) => r.includes('Journey presents'))).toBe(at - 1);

    // A category that still holds products is refused, in words next to it.
    const held = rows.filter({ hasText: /Products: [1-9]/ }).first();
    await held.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this category?' }).getByRole('button', { name: 'Delete' }).click();
    await held.getByText('This category still holds products. Move them to another category first.').waitFor();
    await expectAxeClean(page, '/seller/categories (refused)');

    await presents.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this category?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Category deleted.').waitFor();
    expect(await presents.count()).toBe(0);
  });
});

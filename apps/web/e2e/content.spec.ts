import { expect, test } from '@playwright/test';
import { skipAnnouncementPopup } from './support/content';
import { ANNOUNCEMENT_PAGE_SIZE, CONTENT_PATHS, type NoticePage } from '@wps/shared-types';

test.describe('site content', () => {
  test('the announcement popup shows once per session', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Pengumuman Penting' });
    await expect(popup.getByText('Bonus alu-aluan 100%')).toBeVisible();
    await popup.getByRole('button', { name: 'Tutup' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup).toHaveCount(0);
  });
  test.describe('with the popup seen', () => {
    test.beforeEach(async ({ context }) => {
      await skipAnnouncementPopup(context);
    });

    test('the home carousel shows the banners and its dots switch them', async ({ page }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Sepanduk' });
      await expect(carousel.getByRole('img', { name: 'Welcome Bonus 100%' })).toBeVisible();
      await carousel.getByRole('button', { name: 'Tunjukkan sepanduk 3' }).click();
      const third = carousel.getByRole('link', { name: 'Mega Jackpot Slots' });
      await expect(third).toBeVisible();
      await third.click();
      await expect(page).toHaveURL(/\/rng$/);
      await expect(carousel.getByRole('img', { name: 'Slots Weekly Cashback' })).toBeVisible();
    });

    test('a notice title in the marquee opens the notice modal at that notice', async ({
      page,
    }) => {
      await page.goto('/');
      const marquee = page.getByRole('region', { name: 'Notis' });
      const titles = marquee.getByRole('button');
      await expect(titles.first()).toBeVisible();
      const second = (await titles.nth(1).textContent()) ?? '';
      // The titles scroll until focus or the pointer stops them; the keyboard path is tested here.
      await titles.nth(1).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Pengumuman' });
      await expect(dialog.getByRole('heading', { name: second })).toBeVisible();
      await dialog.getByRole('button', { name: 'Sebelumnya' }).click();
      await expect(dialog.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Tutup' }).click();
      await expect(dialog).toBeHidden();
    });

    test('/noticePage lists the notices with a detail pane', async ({ page, request }) => {
      // The seed has fewer notices than a page: paging itself is covered by the API and unit tests.
      const answer = await request.get(CONTENT_PATHS.notices, {
        params: { language: 'MS', pageNo: 1, pageSize: ANNOUNCEMENT_PAGE_SIZE },
      });
      const { value } = (await answer.json()) as { value: NoticePage };
      await page.goto('/noticePage');
      const list = page.getByRole('list', { name: 'Senarai pengumuman' });
      await expect(list.getByRole('button')).toHaveCount(value.list.length);
      const last = value.list[value.list.length - 1]!;
      await list.getByRole('button', { name: last.title }).click();
      await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeVisible();
      await expect(page.getByText(last.content)).toBeVisible();
    });
  });
});

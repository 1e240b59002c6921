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

    test('/noticePage pages the notices nine at a time, with a detail pane', async ({
      page,
      request,
    }) => {
      const notices = async (pageNo: number) => {
        const answer = await request.get(CONTENT_PATHS.notices, {
          params: { language: 'MS', pageNo, pageSize: ANNOUNCEMENT_PAGE_SIZE },
        });
        return ((await answer.json()) as { value: NoticePage }).value;
      };
      const [first, second] = [await notices(1), await notices(2)];
      // The seed holds more notices than a page (prisma/seed/announcements.json).
      expect(first.totalPages).toBe(2);
      expect(first.list).toHaveLength(ANNOUNCEMENT_PAGE_SIZE);
      expect(second.list.length).toBeGreaterThan(0);
      const titles = (list: NoticePage['list']) => list.map((notice) => notice.title);

      await page.goto('/noticePage');
      const list = page.getByRole('list', { name: 'Senarai pengumuman' });
      const pager = page.getByRole('navigation', { name: 'Halaman' });
      await expect(list.getByRole('button')).toHaveText(titles(first.list));
      await expect(pager.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const last = first.list[first.list.length - 1];
      await list.getByRole('button', { name: last.title }).click();
      await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeVisible();
      await expect(page.getByText(last.content)).toBeVisible();

      await pager.getByRole('button', { name: 'Halaman seterusnya' }).click();
      await expect(list.getByRole('button')).toHaveText(titles(second.list));
      // A new page shows its first notice until another is chosen.
      await expect(
        page.getByRole('heading', { level: 2, name: second.list[0].title }),
      ).toBeVisible();
      await expect(pager.getByRole('button', { name: 'Halaman seterusnya' })).toBeDisabled();

      await pager.getByRole('button', { name: 'Halaman 1' }).click();
      await expect(list.getByRole('button')).toHaveText(titles(first.list));
      await expect(pager.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    });
  });
});

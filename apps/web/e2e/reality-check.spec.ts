import { expect, test, type Page } from '@playwright/test';
import { PROTECTION_PATHS, formatMoney, type PlaySessionStatus } from '@wps/shared-types';
import { skipAnnouncementPopup } from './support/content';
import { balanceOf, logIn, openSlot, spin } from './support/slot';
import { updateSite } from './support/site-settings';

// Seeded members of this file alone (prisma/seed/demo-accounts.json): a loss limit cannot be
// removed for 24 hours, and each run starts from a new database.
const CHECKED = { account: 'demo_play_check', password: 'Demo1234', nickname: 'Reality Check' };
const LIMITED = { account: 'demo_play_limit', password: 'Demo1234', nickname: 'Loss Limit' };
const INTERVAL_MINUTES = 5;

/** A call of the member's own API with the session the page logged in with. */
async function memberCall(page: Page, path: string, body: unknown) {
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const response = await page.request.put(path, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The figure under a label of the reality check. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('dialog', { name: 'Semakan realiti' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('player protection in the game frame', () => {
  // Logins, a game launch and several rounds: slow on a busy 2-core machine.
  test.slow();
  test.beforeAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: false });
  });
  test.afterAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test("shows the session's time and net result at the member's interval; continue plays on, stop leaves", async ({
    page,
  }) => {
    // The page's timers run on a clock the test moves on; the server keeps real time.
    await page.clock.install();
    await logIn(page, CHECKED);
    await memberCall(page, PROTECTION_PATHS.realityCheck, { minutes: INTERVAL_MINUTES });

    const isSessionCall = (url: string) => new URL(url).pathname === PROTECTION_PATHS.playSession;
    const opening = page.waitForResponse((response) => isSessionCall(response.url()));
    const slot = await openSlot(page);
    await opening;
    const before = await balanceOf(slot);
    await spin(page, slot);
    await spin(page, slot);

    const fetchedWhenDue = page.waitForResponse((response) => isSessionCall(response.url()));
    await page.clock.fastForward(`0${INTERVAL_MINUTES}:00`);
    const check = page.getByRole('dialog', { name: 'Semakan realiti' });
    await expect(check).toBeVisible();
    const { value } = (await (await fetchedWhenDue).json()) as { value: PlaySessionStatus };
    // Two spins since the login: the session's result is what they moved the balance by.
    await expect
      .poll(async () => (await balanceOf(slot)) - before)
      .toBe(Math.round(Number(value.netResult) * 100));
    await expect(figure(page, 'Keputusan bersih')).toHaveText(formatMoney(value.netResult, 'RM'));
    await expect(figure(page, 'Masa bermain')).toHaveText(`${value.minutesPlayed} minit`);

    await check.getByRole('button', { name: 'Teruskan bermain' }).click();
    await expect(check).toBeHidden();
    await expect(slot.getByRole('button', { name: 'Putar' })).toBeEnabled();

    // The next check comes a whole interval later.
    await page.clock.fastForward(`0${INTERVAL_MINUTES}:00`);
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: 'Berhenti bermain' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a bet past the daily loss limit is refused, and the frame says which limit', async ({
    page,
  }) => {
    await logIn(page, LIMITED);
    await memberCall(page, PROTECTION_PATHS.limits, { kind: 'LOSS_DAY', value: '1.00' });
    const slot = await openSlot(page);
    // A stake within the limit is taken; one that could take the day's loss past it is not,
    // whatever the first spin paid.
    expect((await spin(page, slot)).status()).toBe(200);
    await slot.getByLabel('Jumlah taruhan').selectOption({ label: 'RM 2.00' });
    const refused = await spin(page, slot);
    expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([
      400,
      'PLAY_LIMIT_REACHED',
    ]);
    await expect(slot.getByRole('alert')).toHaveText(
      'Pertaruhan ini akan melebihi had kerugian atau pertaruhan anda. Lihat Permainan bertanggungjawab.',
    );
    // The frame learns it from the site, as it would for any vendor's game.
    const notice = page.getByRole('alert').filter({ hasText: 'Pertaruhan anda ditolak' });
    await expect(notice).toHaveText(
      /Pertaruhan anda ditolak: ia akan melebihi had kerugian harian anda sebanyak RM 1\.00\./,
      { timeout: 20_000 },
    );
    await notice.getByRole('button', { name: 'Tutup' }).click();
    await expect(notice).toBeHidden();
  });
});

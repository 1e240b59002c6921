import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { skipAnnouncementPopup } from './support/content';

// The card games page's rooms (spec 2 §7 "PVP rooms: relay, token"): a visitor is asked to log in;
// a free-play player sees the seeded rooms with their stakes and seats, joins one, plays it in the
// game frame and finds itself seated when it comes back. Free play makes a fresh account, so no
// other browser test's player sits in these rooms.

// The free-play login and the lobby's chunks can take longer than the default wait on a loaded
// machine; the test waits for what the player sees, never for a time.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a player sees the card rooms, joins the VIP Niu Niu table and comes back to its seat', async ({
  page,
  context,
}) => {
  // Three page loads, a free-play login and a game launch on a machine shared by several runs.
  test.setTimeout(360_000);
  await skipAnnouncementPopup(context);
  await page.goto('/pvp');
  const rooms = page.getByRole('region', { name: 'Bilik Kad' });
  await expect(rooms.getByText('Log masuk untuk melihat bilik kad')).toBeVisible();
  await rooms.getByRole('button', { name: 'Log Masuk' }).click();
  const login = page.getByRole('dialog', { name: 'Log Masuk' });
  await login.getByRole('button', { name: 'Main Percuma' }).click();
  await expect(login).toBeHidden();
  await page.goto('/pvp');

  const table = rooms.getByRole('table');
  // Nine seeded rooms in catalogue order, with the game, level, stake and seats taken.
  await expect(table.getByRole('row')).toHaveCount(10);
  const vip = table.getByRole('row', { name: /Niu Niu Turbo VIP/ });
  await expect(vip.getByRole('cell')).toHaveText(['VIP', 'RM 100.00', '0 / 5', 'Sertai']);
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('RM 2.00');
  await expectNoSeriousAxeViolations(page, 'section[aria-labelledby="pvp-rooms-title"]');

  await vip.getByRole('button', { name: 'Sertai Niu Niu Turbo VIP' }).click();
  await expect(page).toHaveURL(/\/game\?url=.+&name=Niu%20Niu%20Turbo$/);
  await expect(page.locator('iframe[title="Niu Niu Turbo"]')).toBeVisible();

  await page.goto('/pvp');
  const seated = rooms.getByRole('row', { name: /Niu Niu Turbo VIP/ });
  await expect(seated.getByRole('cell').nth(2)).toHaveText('1 / 5');
  await expect(
    seated.getByRole('button', { name: 'Kembali ke tempat saya di Niu Niu Turbo VIP' }),
  ).toBeEnabled();
  await expect(
    rooms
      .getByRole('row', { name: /Niu Niu Turbo Pertengahan/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('0 / 5');
});

import { expect, test } from '@playwright/test';
import { openMemberCentre } from './support/access';
import { consolePage, openConsoleSection, signInToConsole } from './support/console';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { logIn, openSlot, spinAtTopStake } from './support/slot';

// The seeded member kept for this test: no other browser test signs in or plays with it, so its
// progress is this test's sign-in and spins.
const MEMBER = { account: 'demo_missions', password: 'Demo1234', nickname: 'Mission Member' };

test.beforeAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: false });
});
test.afterAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

test('a member signs in, plays RM 500 of slots, sees two missions to claim, claims them once and finds itself on the leaderboard', async ({
  page,
  context,
}) => {
  test.slow();
  await skipAnnouncementPopup(context);
  await logIn(page, MEMBER);
  const slot = await openSlot(page);
  await spinAtTopStake(page, slot, 5);

  const centre = await openMemberCentre(page, MEMBER.nickname);
  // Today's sign-in and RM 500.00 of slots: two missions completed, not claimed.
  const entry = centre.getByRole('button', { name: /^Aktiviti Misi/ });
  await expect(entry.getByLabel('2 baharu')).toHaveText('2');
  await entry.click();

  const signIn = centre.getByRole('listitem', { name: 'Log masuk hari ini' });
  await expect(signIn.getByTestId('mission-progress')).toHaveText('1 / 1');
  const slots = centre.getByRole('listitem', { name: 'Pusing ganti slot 500' });
  await expect(slots.getByTestId('mission-progress')).toHaveText('RM 500.00 / RM 500.00');
  const weekly = centre.getByRole('listitem', { name: 'Deposit 300 minggu ini' });
  await expect(weekly.getByTestId('mission-progress')).toHaveText('RM 0.00 / RM 300.00');
  await expect(weekly.getByRole('button')).toHaveCount(0);

  await slots.getByRole('button', { name: 'Tuntut RM 5.00' }).click();
  await expect(slots.getByText('RM 5.00 telah dimasukkan ke dompet utama anda.')).toBeVisible();
  await expect(slots.getByText('Sudah dituntut untuk tempoh ini')).toBeVisible();
  await expect(slots.getByRole('button', { name: /^Tuntut/ })).toHaveCount(0);
  await signIn.getByRole('button', { name: 'Tuntut RM 1.00' }).click();
  await expect(signIn.getByText('Sudah dituntut untuk tempoh ini')).toBeVisible();
  await expect(entry.getByLabel(/baharu/)).toHaveCount(0);

  const board = centre.getByRole('region', { name: 'Papan pendahulu' });
  await expect(board.getByTestId('my-rank')).toHaveText(/^Kedudukan anda: \d+ \(RM 500\.00\)$/);
  await expect(board.getByRole('cell', { name: 'de***ns' })).toBeVisible();
});

test('finance adds a weekly mission in the console; it is listed after a reload', async ({
  browser,
}) => {
  const console = await consolePage(browser);
  await signInToConsole(console, 'finance');
  await openConsoleSection(console, 'Missions');
  const missions = console.getByRole('table', { name: 'Missions' });
  await expect(missions.getByRole('cell', { name: 'Sign in today', exact: true })).toBeVisible();
  const form = console.getByRole('form', { name: 'New mission' });
  await form.getByLabel('Title (MS)').fill('Main 50 pusingan ikan');
  await form.getByLabel('Title (EN)').fill('Play 50 fishing rounds');
  await form.getByLabel('Title (CN)').fill('捕鱼 50 局');
  await form.getByLabel('Period').selectOption('WEEKLY');
  await form.getByLabel('Counts').selectOption('GAME_ROUNDS');
  await form.getByLabel('Target').fill('2.5');
  await form.getByLabel('Reward').fill('3');
  await form.getByRole('button', { name: 'Add the mission' }).click();
  await expect(form.getByText('Above 0: whole for days, deposits and rounds')).toBeVisible();
  await form.getByLabel('Target').fill('50');
  await form.getByRole('button', { name: 'Add the mission' }).click();
  await expect(console.getByText('Mission saved.')).toBeVisible();
  await console.reload();
  const row = console
    .getByRole('table', { name: 'Missions' })
    .getByRole('row', { name: /Play 50 fishing rounds/ });
  await expect(row).toContainText('Weekly');
  await expect(row).toContainText('50.00');
  await console.context().close();
});

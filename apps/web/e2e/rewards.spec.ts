import { expect, test } from '@playwright/test';
import { accountMenuButton, openMemberCentre } from './support/access';
import { consolePage, openConsoleSection, signInToConsole } from './support/console';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { logIn, openSlot, spinAtTopStake } from './support/slot';

// One story in three tests, in order (one worker): finance issues demo_rewards a reward, the
// member claims it and the seeded one (RM 12.00, turnover x2), plays for the seeded daily raffle
// (RM 50.00 of valid bets a day) and claims the prize; finance forfeits the issued bonus.
const MEMBER = { account: 'demo_rewards', password: 'Demo1234', nickname: 'Rewards Member' };

test.beforeAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: false });
});
test.afterAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

async function openConsoleRewards(browser: Parameters<typeof consolePage>[0]) {
  const console = await consolePage(browser);
  await signInToConsole(console, 'finance');
  await openConsoleSection(console, 'Rewards', 'Issued rewards');
  return console;
}

test('finance issues rewards to a member, cancels one unclaimed and edits the raffle', async ({
  browser,
}) => {
  const console = await openConsoleRewards(browser);
  const form = console.getByRole('form', { name: 'Issue a reward' });
  const issue = async (title: string, amount: string, multiplier: string) => {
    await form.getByLabel('Account, rank level or label').fill('demo_rewards');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Amount', { exact: true }).fill(amount);
    await form.getByLabel('Turnover requirement (times the amount)').fill(multiplier);
    await form.getByRole('button', { name: 'Issue reward' }).click();
  };
  await form.getByLabel('Account, rank level or label').fill('nobody_at_all');
  await form.getByLabel('Title').fill('Nobody');
  await form.getByLabel('Amount', { exact: true }).fill('15');
  await form.getByRole('button', { name: 'Issue reward' }).click();
  await expect(form.getByRole('alert')).toContainText('No member account');

  await issue('Loyalty gift', '15', '20');
  await expect(form.getByText('Issued to 1 member(s).')).toBeVisible();
  await issue('Birthday gift', '9', '1');
  await expect(form.getByText('Issued to 1 member(s).')).toBeVisible();
  const birthday = console.getByRole('row', { name: /Birthday gift/ });
  await expect(birthday).toContainText('0 of 1 (0 cancelled)');
  await birthday.getByRole('button', { name: 'Cancel unclaimed' }).click();
  await console
    .getByRole('dialog', { name: 'Cancel the unclaimed rewards' })
    .getByRole('button', { name: 'Cancel unclaimed' })
    .click();
  await expect(birthday).toContainText('0 of 1 (1 cancelled)');

  await console.getByRole('link', { name: 'Raffles' }).click();
  const raffle = console.getByRole('row', { name: /Daily lucky draw/ });
  await expect(raffle).toContainText('In progress');
  await raffle.getByRole('button', { name: 'Edit raffle' }).click();
  await console.getByLabel('Draws per period').fill('0');
  await console.getByRole('button', { name: 'Save raffle' }).click();
  await expect(console.getByText('Check this value.')).toBeVisible();
  await console.getByLabel('Draws per period').fill('1');
  await console.getByLabel('Minimum in the period').fill('60');
  await console.getByRole('button', { name: 'Save raffle' }).click();
  await expect(raffle).toContainText('RM 60.00');
  await console.context().close();
});

test('a member claims rewards, plays for a raffle draw, claims the prize and sees the bonuses', async ({
  page,
  context,
}) => {
  test.slow();
  await skipAnnouncementPopup(context);
  await logIn(page, MEMBER);
  // The avatar's badge counts the two rewards waiting and the one unread message: the welcome
  // letter of the member's first login.
  await expect(accountMenuButton(page, MEMBER.nickname)).toContainText('3');

  const centre = await openMemberCentre(page, MEMBER.nickname);
  const rewardEntry = centre.getByRole('button', { name: /^Pusat Ganjaran/ });
  await expect(rewardEntry.getByLabel('2 baharu')).toBeVisible();
  await rewardEntry.click();
  const reload = centre.getByRole('listitem', { name: 'Weekend reload' });
  await expect(reload).toContainText('Syarat pusing ganti 2.00x.');
  await reload.getByRole('button', { name: 'Tuntut RM 12.00' }).click();
  await expect(centre.getByText('RM 12.00 telah dimasukkan ke dompet utama anda.')).toBeVisible();
  await expect(rewardEntry.getByLabel('1 baharu')).toBeVisible();
  await centre
    .getByRole('listitem', { name: 'Loyalty gift' })
    .getByRole('button', { name: 'Tuntut RM 15.00' })
    .click();
  await expect(centre.getByText('RM 15.00 telah dimasukkan ke dompet utama anda.')).toBeVisible();
  await expect(rewardEntry.getByLabel(/baharu/)).toHaveCount(0);
  const raffle = centre.getByRole('listitem', { name: 'Daily lucky draw' });
  await expect(raffle).toContainText('Wager RM 50.00 of valid bets');
  await expect(raffle.getByRole('button', { name: 'Cabut sekarang' })).toHaveCount(0);

  // Two RM 100.00 spins: RM 200.00 of valid turnover today.
  const slot = await openSlot(page);
  await spinAtTopStake(page, slot, 2);

  await openMemberCentre(page, MEMBER.nickname);
  await centre.getByRole('button', { name: /^Pusat Ganjaran/ }).click();
  await expect(raffle).toContainText('baki cabutan: 1');
  await raffle.getByRole('button', { name: 'Cabut sekarang' }).click();
  await expect(raffle.getByText(/^Anda memenangi RM (2|5|18) \(RM/)).toBeVisible();
  await expect(raffle.getByRole('button', { name: 'Cabut sekarang' })).toHaveCount(0);
  const prize = centre.getByRole('listitem', { name: /^Daily lucky draw: RM/ });
  await prize.getByRole('button', { name: /^Tuntut RM/ }).click();
  await expect(prize).toHaveCount(0);
  const history = centre.getByRole('region', { name: 'Ganjaran lepas' });
  await expect(history.getByRole('row', { name: /Weekend reload/ })).toContainText('Dituntut');

  await centre.getByRole('button', { name: 'Butiran Bonus', exact: true }).click();
  // RM 200.00 wagered, oldest requirement first: the reload's 24.00, then 176.00 of the gift's
  // 300.00; the prize came after and its turnover is still ahead.
  await expect(centre.getByRole('row', { name: /RM 12\.00/ })).toContainText(
    'RM 24.00 (100%)Selesai',
  );
  await expect(centre.getByRole('row', { name: /RM 15\.00/ })).toContainText(
    'RM 176.00 (58%)Aktif',
  );
  await expect(centre.getByRole('row', { name: /Hadiah cabutan bertuah/ })).toContainText(
    'RM 0.00 (0%)Aktif',
  );
});

test('finance forfeits the member’s active bonus and sees it on the member page', async ({
  browser,
}) => {
  const console = await openConsoleRewards(browser);
  await console.getByRole('link', { name: 'Bonuses', exact: true }).click();
  await console.getByLabel('Member account').fill('demo_rewards');
  await console.getByRole('button', { name: 'Search' }).click();
  const gift = console.getByRole('row', { name: /RM 15\.00/ });
  await expect(gift).toContainText('RM 176.00 / RM 300.00');
  await gift.getByRole('button', { name: 'Forfeit' }).click();
  const dialog = console.getByRole('dialog', { name: 'Forfeit the bonus' });
  await dialog.getByLabel('Reason').fill('Duplicate account');
  await dialog.getByRole('button', { name: 'Forfeit' }).click();
  await expect(gift).toContainText('Forfeited: RM 15.00 taken back (Duplicate account)');
  await expect(gift.getByRole('button', { name: 'Forfeit' })).toHaveCount(0);

  await gift.getByRole('link', { name: 'demo_rewards' }).click();
  const section = console.getByRole('region', { name: 'Bonuses and rewards' });
  await expect(section.getByRole('row').filter({ hasText: 'RM 24.00 / RM 24.00' })).toContainText(
    'Completed',
  );
  await expect(section.getByRole('row', { name: /Birthday gift/ })).toContainText('Cancelled');
  await expect(section.getByRole('row', { name: /Loyalty gift/ })).toContainText('Claimed');
  await console.context().close();
});

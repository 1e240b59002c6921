import { expect, test, type Locator, type Page } from '@playwright/test';
import { avatarBadge, openMemberCentre } from './support/access';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { skipAnnouncementPopup } from './support/content';
import {
  convertPoints,
  heldPoints,
  passExchangeOrder,
  redeemGood,
  setPaymentPassword,
  shownPoints,
} from './support/points';
import { updateSite } from './support/site-settings';
import { balanceOf, headerBalance, logIn, openSlot, spinAtTopStake } from './support/slot';

// The seeded member kept for this test (VIP rank 0, RM 1,000.00 and 5,000 points): no other
// browser test uses it, so its missions, rebate, orders and letters are this test's. Its points
// may still grow by the hourly earning job, so each step's points are counted from the balance
// shown before it.
const MEMBER = { account: 'demo_journey', password: 'Demo1234', nickname: 'Journey Member' };
const PAYMENT_PASSWORD = '580317';
const GOOD = { name: 'Bonus Tunai RM 10', points: '1,000', consoleName: 'RM 10 Cash Bonus' };

test.beforeAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: false });
});
test.afterAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

/** Waits until the header's balance is `expected` sen (it is fetched again after each change). */
async function expectHeaderBalance(page: Page, expected: number) {
  await expect.poll(() => headerBalance(page)).toBe(expected);
}

/** The count of the mailbox's unread messages, as its page says ("2 belum dibaca"). */
async function unreadInMailbox(centre: Locator): Promise<number> {
  const unread = centre.getByText(/^\d+ belum dibaca$/);
  await expect(unread).toBeVisible();
  return Number(/\d+/.exec((await unread.textContent()) ?? '')?.[0]);
}

/** The member centre's mailbox entry, with its red count (none at 0). */
const mailboxEntry = (centre: Locator, unread: number) =>
  centre.getByRole('navigation', { name: 'Menu pusat ahli' }).getByRole('button', {
    name: unread === 0 ? 'Mesej Platform' : `Mesej Platform ${unread} baharu`,
    exact: true,
  });

const closeCentre = async (centre: Locator) => {
  await centre.getByLabel('Tutup').click();
  await expect(centre).toBeHidden();
};

test('a member plays, claims a mission and the rebate, trades points; support passes the order and the letter arrives', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.slow();
  await skipAnnouncementPopup(context);
  await logIn(page, MEMBER);
  await setPaymentPassword(page, request, MEMBER, PAYMENT_PASSWORD);

  // Five RM 100.00 spins: RM 500.00 of slot turnover today.
  const slot = await openSlot(page);
  await spinAtTopStake(page, slot, 5);
  let cash = await balanceOf(slot);
  await expectHeaderBalance(page, cash);

  // Today's sign-in and the RM 500.00 of slots: two missions to claim. The slots one pays RM 5.00.
  let centre = await openMemberCentre(page, MEMBER.nickname);
  const missions = centre.getByRole('button', { name: /^Aktiviti Misi/ });
  await expect(missions.getByLabel('2 baharu')).toBeVisible();
  await missions.click();
  const slots = centre.getByRole('listitem', { name: 'Pusing ganti slot 500' });
  await expect(slots.getByTestId('mission-progress')).toHaveText('RM 500.00 / RM 500.00');
  await slots.getByRole('button', { name: 'Tuntut RM 5.00' }).click();
  await expect(slots.getByText('RM 5.00 telah dimasukkan ke dompet utama anda.')).toBeVisible();
  await expect(slots.getByText('Sudah dituntut untuk tempoh ini')).toBeVisible();
  await expect(missions.getByLabel('1 baharu')).toBeVisible();
  cash += 500;
  await expectHeaderBalance(page, cash);
  await expectNoSeriousAxeViolations(page, 'dialog');

  // The manual rebate of rank 0's slots: 0.50 % of RM 500.00.
  await centre.getByRole('button', { name: 'Rebat Manual', exact: true }).click();
  await expect(centre.getByTestId('rebate-total')).toHaveText('RM 2.50');
  await centre.getByRole('button', { name: 'Tuntut RM 2.50' }).click();
  await expect(centre.getByText('RM 2.50 telah dimasukkan ke dompet utama anda.')).toBeVisible();
  await expect(centre.getByRole('button', { name: /^Tuntut/ })).toHaveCount(0);
  cash += 250;
  await expectHeaderBalance(page, cash);
  await expectNoSeriousAxeViolations(page, 'dialog');
  await closeCentre(centre);

  // The point mall: a good held for the operator, then 100 points to RM 1.00.
  await page.goto('/pointMall');
  const beforeRedeem = await shownPoints(page);
  await expect(heldPoints(page)).toHaveCount(0);
  const transactionNo = await redeemGood(page, GOOD, PAYMENT_PASSWORD);
  await expect.poll(() => shownPoints(page)).toBe(beforeRedeem - 1000);
  await expect(heldPoints(page)).toHaveText(/: 1,000$/);

  const beforeConvert = await shownPoints(page);
  await convertPoints(page, { points: '100', amount: 'RM 1.00' }, PAYMENT_PASSWORD);
  await expect.poll(() => shownPoints(page)).toBe(beforeConvert - 100);
  cash += 100;
  await expectHeaderBalance(page, cash);

  // What the member has unread before the operator's decision: the mailbox's count and the
  // avatar's badge (unread messages and rewards to claim).
  centre = await openMemberCentre(page, MEMBER.nickname, 'Peti Mel');
  const unread = await unreadInMailbox(centre);
  // The menu's count comes from the header's own query: the badge below counts it.
  await expect(mailboxEntry(centre, unread)).toBeVisible();
  await closeCentre(centre);
  const badge = avatarBadge(page, MEMBER.nickname);
  const badgeBefore = (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
  // The badge shows only above 0.
  const expectBadge = (count: number) =>
    count === 0 ? expect(badge).toHaveCount(0) : expect(badge).toHaveText(String(count));

  await passExchangeOrder(browser, transactionNo, GOOD.consoleName);

  // The member comes back to the site: one more unread message, the operator's letter.
  await page.reload();
  await expectBadge(badgeBefore + 1);
  // The points are no longer held: the order is passed.
  await shownPoints(page);
  await expect(heldPoints(page)).toHaveCount(0);
  centre = await openMemberCentre(page, MEMBER.nickname, 'Peti Mel');
  await expect(mailboxEntry(centre, unread + 1)).toBeVisible();
  await expect(centre.getByText(`${unread + 1} belum dibaca`)).toBeVisible();
  const letters = centre.getByRole('list', { name: 'Peti mel' });
  const letter = letters.getByRole('listitem').first();
  const subject = letter.getByRole('button', {
    name: `Belum dibaca: Penukaran mata ${transactionNo} diluluskan`,
  });
  await subject.click();
  await expect(
    letter.getByText(`Penukaran 1 x ${GOOD.name} dengan ${GOOD.points} mata telah diluluskan.`),
  ).toBeVisible();
  // Read: the counts go back down.
  await expect(centre.getByText(`${unread} belum dibaca`)).toBeVisible();
  await expect(mailboxEntry(centre, unread)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'dialog');
  await closeCentre(centre);
  await expectBadge(badgeBefore);
});

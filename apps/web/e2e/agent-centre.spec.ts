import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AGENT_OPENED_ACCOUNT_PASSWORD, PAYMENT_PATHS } from '@wps/shared-types';
import { accountMenuButton, dialog, uniqueUsername } from './support/access';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { openSlot, spin } from './support/slot';

// The seed's agents (prisma/seed/demo-accounts.json): demo_agent with its members demo_agent_m1-4
// and the sub-agent demo_subagent, whose members are demo_sub_m1-3; demo_agent_m4 and demo_sub_m3
// have the seed's rounds (apps/api/src/seed/seed-agent-team.ts).
const AGENT = { account: 'demo_agent', password: 'Agent1234' };
const SUBAGENT = { account: 'demo_subagent', password: 'Agent1234' };
const PAYMENT_PASSWORD = '731904';
const TRANSFER = '50.00';

/** Sets the agent's payment password through its own API (the login password is enough). */
async function setPaymentPassword(request: APIRequestContext) {
  const login = await request.post('/wps/session/login', {
    data: { username: AGENT.account, password: AGENT.password, type: 'username' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  const set = await request.put(PAYMENT_PATHS.paymentPassword, {
    data: {
      password: AGENT.password,
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(set.ok(), await set.text()).toBe(true);
}

/** The agent page's login (the slider is off for these tests): the centre opens after it. */
async function agentLogIn(page: Page, agent: { account: string; password: string }) {
  await page.goto('/agentHome');
  const login = dialog(page, 'Log Masuk · Ejen');
  await login.getByLabel('Nama pengguna').fill(agent.account);
  await login.getByLabel('Kata laluan', { exact: true }).fill(agent.password);
  await login.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(login).toBeHidden();
  return centre(page);
}

/** The open agent centre: the dialog that holds its menu. */
async function centre(page: Page): Promise<Locator> {
  const opened = page.getByRole('dialog').filter({
    has: page.getByRole('navigation', { name: 'Menu pusat ejen' }),
  });
  await expect(opened).toBeVisible();
  return opened;
}

async function openPage(agentCentre: Locator, entry: string): Promise<Locator> {
  await agentCentre
    .getByRole('navigation', { name: 'Menu pusat ejen' })
    .getByRole('button', { name: entry })
    .click();
  return agentCentre.getByRole('region', { name: entry });
}

/** The team overview's figure for the direct downline and for the whole team. */
async function teamFigure(overview: Locator, figure: string): Promise<[number, number]> {
  const row = overview
    .getByRole('row')
    .filter({ has: overview.page().getByRole('rowheader', { name: figure, exact: true }) });
  const cells = await row.getByRole('cell').allTextContents();
  return [Number(cells[0]?.replace(/[^\d.-]/g, '')), Number(cells[1]?.replace(/[^\d.-]/g, ''))];
}

test.beforeEach(async ({ context, request }) => {
  await skipAnnouncementPopup(context);
  await updateSite(request, { sliderVerification: false });
});

test.afterEach(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

test('an agent opens a member, sends it money, and sees the transfer and the member’s bets', async ({
  browser,
  page,
  request,
}) => {
  await setPaymentPassword(request);
  // Two logins, an opened account, a transfer, a slot round and the roll-up's wait: past 60 s
  // twice on this machine at a load average of 16 to 20 (each time at a different step).
  test.slow();
  const member = uniqueUsername('agm');
  const memberPassword = 'Member1234';

  // The agent page's login opens the centre on the team overview.
  let agentCentre = await agentLogIn(page, AGENT);
  const overview = agentCentre.getByRole('region', { name: 'Gambaran pasukan' });
  await expect(overview.getByRole('rowheader', { name: 'Akaun', exact: true })).toBeVisible();
  const [directBefore, teamBefore] = await teamFigure(overview, 'Akaun');
  expect(teamBefore).toBeGreaterThan(directBefore);
  // The seed's rounds of the team today (apps/api/src/seed/seed-agent-team.ts): some are the direct
  // members' own, the rest the sub-agent's members'.
  const [directBets, teamBets] = await teamFigure(overview, 'Pertaruhan');
  expect(directBets).toBeGreaterThan(0);
  expect(teamBets).toBeGreaterThan(directBets);

  // Open a member account: the initial password, to change at the first login.
  const openAccount = await openPage(agentCentre, 'Pusat buka akaun');
  const form = openAccount.getByRole('form', { name: 'Buka akaun' });
  await form.getByLabel(/Nama pengguna/).fill(member);
  await form.getByRole('button', { name: 'Buka akaun' }).click();
  await expect(form.getByRole('status')).toContainText(
    `Akaun ${member} telah dibuka. Kata laluan awal: ${AGENT_OPENED_ACCOUNT_PASSWORD}.`,
  );
  await expect(openAccount.getByRole('img', { name: 'Kod QR pautan pendaftaran' })).toBeVisible();

  // Team management finds it among the direct downline; its details offer the transfer.
  const team = await openPage(agentCentre, 'Pengurusan pasukan');
  const list = team.getByRole('region', { name: 'Akaun downline' });
  await list.getByRole('searchbox', { name: 'Akaun' }).fill(member);
  await list.getByRole('button', { name: 'Cari' }).click();
  await list.getByRole('button', { name: member, exact: true }).click();
  const details = team.getByRole('region', { name: `Akaun ${member}` });
  await details.getByRole('button', { name: 'Pindah wang' }).click();

  const transfer = team.getByRole('form', { name: 'Pindah kepada downline' });
  await expect(transfer.getByLabel(/Akaun downline/)).toHaveValue(member);
  await transfer.getByLabel(/Jumlah pindahan/).fill(TRANSFER);
  await transfer.getByLabel('Kata laluan pembayaran').fill(PAYMENT_PASSWORD);
  await transfer.getByRole('button', { name: 'Pindah' }).click();
  await expect(transfer.getByRole('status')).toContainText(`dihantar kepada ${member}`);
  const records = team.getByRole('region', { name: 'Rekod pemindahan' });
  await expect(
    records.getByRole('row').filter({ hasText: member }).filter({ hasText: 'Kepada downline' }),
  ).toContainText(TRANSFER);

  // The new member must change the initial password at its first login, then plays a round.
  const memberContext = await browser.newContext();
  await skipAnnouncementPopup(memberContext);
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/');
  await memberPage.getByRole('banner').getByRole('button', { name: 'Log Masuk' }).click();
  const login = dialog(memberPage, 'Log Masuk');
  await login.getByLabel('Nama pengguna').fill(member);
  await login.getByLabel('Kata laluan', { exact: true }).fill(AGENT_OPENED_ACCOUNT_PASSWORD);
  await login.getByRole('button', { name: 'Log Masuk' }).click();
  const change = dialog(memberPage, 'Tukar Kata Laluan');
  await expect(change).toBeVisible();
  await change.getByLabel('Kata laluan baharu', { exact: true }).fill(memberPassword);
  await change.getByLabel('Sahkan kata laluan baharu').fill(memberPassword);
  await change.getByRole('button', { name: 'Simpan kata laluan' }).click();
  await expect(change).toBeHidden();
  await expect(accountMenuButton(memberPage, member)).toBeVisible();
  const slot = await openSlot(memberPage);
  expect((await spin(memberPage, slot)).ok()).toBe(true);
  await memberContext.close();

  // The agent sees the member's round in team betting, and the team's bets in the overview.
  await page.reload();
  agentCentre = await centre(page);
  const betting = await openPage(agentCentre, 'Pertaruhan pasukan');
  await betting.getByRole('searchbox', { name: 'Akaun' }).fill(member);
  await betting.getByRole('button', { name: 'Cari' }).click();
  await expect(betting.getByRole('row').filter({ hasText: member }).first()).toBeVisible();
  // The figures follow the roll-up job (every 5 s, later on a busy machine): each look reloads.
  await expect
    .poll(
      async () => {
        await page.reload();
        const overviewAgain = await openPage(await centre(page), 'Gambaran pasukan');
        await expect(
          overviewAgain.getByRole('rowheader', { name: 'Pertaruhan', exact: true }),
        ).toBeVisible();
        return (await teamFigure(overviewAgain, 'Pertaruhan'))[0];
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThan(directBets);
});

test('a sub-agent sees only its own subtree', async ({ page }) => {
  const agentCentre = await agentLogIn(page, SUBAGENT);
  // Its team's figures are its members' alone: fewer accounts than demo_agent's whole team.
  const overview = agentCentre.getByRole('region', { name: 'Gambaran pasukan' });
  await expect(overview.getByRole('rowheader', { name: 'Akaun', exact: true })).toBeVisible();
  expect(await teamFigure(overview, 'Akaun')).toEqual([3, 3]);
  const team = await openPage(agentCentre, 'Pengurusan pasukan');
  const list = team.getByRole('region', { name: 'Akaun downline' });
  await list.getByRole('button', { name: 'Seluruh pasukan' }).click();
  await expect(list.getByRole('button', { name: 'demo_sub_m1', exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: 'demo_sub_m2', exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: 'demo_sub_m3', exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: 'demo_agent_m1', exact: true })).toHaveCount(0);

  // An account outside the subtree is not found, as if it did not exist.
  await list.getByRole('searchbox', { name: 'Akaun' }).fill('demo_agent_m1');
  await list.getByRole('button', { name: 'Cari' }).click();
  await expect(list.getByText('Tiada rekod untuk tempoh ini.')).toBeVisible();
});

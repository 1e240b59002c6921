import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONSOLE_PATHS,
  CONSOLE_REQUEST_HEADER,
  PROTECTION_PATHS,
  type ProtectionSettings,
} from '@wps/shared-types';
import { consolePage, signInToConsole } from './support/console';
import { drawnPng } from './support/images';
import { updateSite } from './support/site-settings';

// A seeded member no other browser test uses (prisma/seed/demo-accounts.json): this test puts it
// in a time-out and sends its identity documents, which an operator then lifts and verifies.
const MEMBER = { username: 'demo_rg_console', password: 'Demo1234' };
const REASON = 'Member called support: the time-out was taken by mistake';
const SETTINGS_PATH = `${CONSOLE_PATHS.playerProtection}/settings`;

/** The member's bearer token, signed in through its API (the slider check off meanwhile). */
async function memberToken(request: APIRequestContext): Promise<string> {
  await updateSite(request, { sliderVerification: false });
  try {
    const login = await request.post('/wps/session/login', {
      data: { username: MEMBER.username, password: MEMBER.password, type: 'username' },
    });
    expect(login.status(), await login.text()).toBe(200);
    return ((await login.json()) as { value: { token: string } }).value.token;
  } finally {
    await updateSite(request, { sliderVerification: true });
  }
}

/** Player protection, the members in a time-out or self-exclusion, narrowed to MEMBER. */
async function findExcludedMember(page: Page) {
  await page
    .getByRole('navigation', { name: 'Console navigation' })
    .getByRole('link', { name: 'Player protection' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Player protection' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Members shown' })
    .getByRole('link', { name: 'Excluded' })
    .click();
  await page.getByLabel('Member account').fill(MEMBER.username);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/filter=EXCLUDED&account=demo_rg_console/);
  const row = page.getByRole('row', { name: new RegExp(MEMBER.username) });
  await expect(row.getByText('Time-out')).toBeVisible();
  return row;
}

test('an operator lifts a time-out with a reason the audit trail keeps and verifies identity documents; a read-only role only reads', async ({
  browser,
  request,
}) => {
  // Two operators' sign-ins with their codes and two walks: more than one default test time on a
  // busy 2-core machine.
  test.setTimeout(120_000);
  // The member's side through its API: identity documents, then a one-day time-out.
  const owner = await consolePage(browser);
  const frontSide = await drawnPng(owner, { width: 120, height: 80 });
  const authorization = `Bearer ${await memberToken(request)}`;
  const sent = await request.put(PROTECTION_PATHS.identity, {
    headers: { authorization },
    multipart: { documents: { name: 'ic-front.png', mimeType: 'image/png', buffer: frontSide } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const excluded = await request.post(PROTECTION_PATHS.exclusion, {
    headers: { authorization },
    data: { kind: 'TIME_OUT', duration: '1D' },
  });
  expect(excluded.status(), await excluded.text()).toBe(200);

  // A read-only operator sees the member, the exclusion and the documents, and no action.
  const viewer = await consolePage(browser);
  await signInToConsole(viewer, 'viewer');
  await (await findExcludedMember(viewer)).getByRole('link', { name: MEMBER.username }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: MEMBER.username })).toBeVisible();
  const viewerIdentity = viewer.getByRole('region', { name: 'Identity verification' });
  await expect(viewerIdentity.getByText('Waiting for review')).toBeVisible();
  await expect(
    viewerIdentity.getByRole('img', { name: `Identity document 1 of ${MEMBER.username}` }),
  ).toBeVisible();
  await expect(viewer.getByRole('region', { name: 'Summary' }).getByText('Time-out')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Lift exclusion' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await viewer.context().close();

  // The owner finds the member under the excluded and opens it: the member's own changes.
  await signInToConsole(owner, 'owner');
  const row = await findExcludedMember(owner);
  const link = row.getByRole('link', { name: MEMBER.username });
  const memberId = /\/members\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1];
  expect(memberId).toBeDefined();
  await link.click();
  await expect(owner.getByRole('heading', { level: 1, name: MEMBER.username })).toBeVisible();
  const history = owner.getByRole('region', { name: 'History' });
  await expect(
    history
      .getByRole('row', { name: /Exclusion started/ })
      .getByRole('cell', { name: 'The member' }),
  ).toBeVisible();
  await expect(history.getByRole('row', { name: /Identity documents sent/ })).toBeVisible();

  // Lifting wants a reason of 5 characters or more, then ends the time-out.
  const summary = owner.getByRole('region', { name: 'Summary' });
  await summary.getByRole('button', { name: 'Lift exclusion' }).click();
  const lift = owner.getByRole('dialog', { name: `Lift the exclusion of ${MEMBER.username}?` });
  await lift.getByLabel('Reason').fill('oops');
  await lift.getByRole('button', { name: 'Lift exclusion' }).click();
  await expect(lift.getByText('Give a reason of 5 to 500 characters.')).toBeVisible();
  await lift.getByLabel('Reason').fill(REASON);
  await lift.getByRole('button', { name: 'Lift exclusion' }).click();
  await expect(lift).toBeHidden();
  await expect(summary.getByText('Exclusion lifted.')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Lift exclusion' })).toHaveCount(0);
  const liftedRow = history.getByRole('row', { name: /Exclusion lifted/ });
  await expect(liftedRow.getByText(`Time-out ended early. Reason: ${REASON}`)).toBeVisible();
  await expect(liftedRow.getByRole('cell', { name: 'owner', exact: true })).toBeVisible();

  // The identity document, then its verification after the confirmation.
  const identity = owner.getByRole('region', { name: 'Identity verification' });
  const picture = identity.getByRole('img', { name: `Identity document 1 of ${MEMBER.username}` });
  await expect(picture).toBeVisible();
  // Visible comes with the box; the picture itself may still be on its way.
  await expect(picture).toHaveJSProperty('naturalWidth', 120);
  await identity.getByRole('button', { name: 'Verify' }).click();
  const verify = owner.getByRole('dialog', { name: `Verify the identity of ${MEMBER.username}?` });
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify).toBeHidden();
  await expect(identity.getByText('Identity verified.')).toBeVisible();
  await expect(identity.getByText('Verified', { exact: true })).toBeVisible();
  await expect(history.getByRole('row', { name: /Identity reviewed/ })).toBeVisible();

  // The audit trail keeps the lift with its reason.
  await owner
    .getByRole('navigation', { name: 'Console navigation' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  const filters = owner.getByRole('search', { name: 'Audit trail filters' });
  await filters.getByLabel('Target').fill(`member:${memberId}`);
  await filters.getByLabel('Action').fill('exclusion/lift');
  await filters.getByRole('button', { name: 'Filter' }).click();
  const entry = owner.getByRole('row', { name: /exclusion\/lift/ });
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: 'Show changes' }).click();
  await expect(owner.getByText(REASON)).toBeVisible();
});

test('the support role changes the protection settings: a wrong interval is refused, a change saves and stays after a reload', async ({
  browser,
}) => {
  const support = await consolePage(browser);
  await signInToConsole(support, 'support');
  const original = await support.request.get(SETTINGS_PATH);
  expect(original.status()).toBe(200);
  const before = ((await original.json()) as { value: ProtectionSettings }).value;
  try {
    await support
      .getByRole('navigation', { name: 'Console navigation' })
      .getByRole('link', { name: 'Player protection' })
      .click();
    await support
      .getByRole('navigation', { name: 'Player protection pages' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(
      support.getByRole('heading', { level: 1, name: 'Player protection settings' }),
    ).toBeVisible();
    const minutes = support.getByLabel('Reality check every (minutes)');
    await expect(minutes).toHaveValue(String(before.realityCheckMinutes));
    await minutes.fill('2');
    await support.getByRole('button', { name: 'Save settings' }).click();
    await expect(support.getByText('A whole number of minutes from 5 to 240.')).toBeVisible();
    await minutes.fill('45');
    const identityFirst = support.getByRole('checkbox', {
      name: 'Require a verified identity before a first withdrawal',
    });
    await identityFirst.setChecked(!before.identityBeforeWithdrawal);
    await support.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      support.getByText('Saved. The site follows these settings at once.'),
    ).toBeVisible();
    await support.reload();
    await expect(minutes).toHaveValue('45');
    await expect(identityFirst).toBeChecked({ checked: !before.identityBeforeWithdrawal });
  } finally {
    // Other browser tests withdraw and play under the settings the seed gave.
    const restored = await support.request.put(SETTINGS_PATH, {
      headers: { [CONSOLE_REQUEST_HEADER]: '1' },
      data: before,
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

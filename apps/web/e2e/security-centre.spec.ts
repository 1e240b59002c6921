import { expect, test } from '@playwright/test';
import { SECURITY_PATHS } from '@wps/shared-types';
import {
  accountMenuButton,
  dialog,
  registerByUsername,
  smsCode,
  uniqueMobile,
  uniqueUsername,
} from './support/access';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';

const PASSWORD = 'Secret123';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like ' +
  'Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('security centre', () => {
  test.afterEach(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('a member sets a payment password, binds a phone by code, reads its logins and signs out its other device', async ({
    page,
    request,
  }) => {
    // A registration, an accessibility check, an SMS code and two sessions: past one default
    // test time on a busy 2-core machine (65 s once, with the axe check alone taking 20 s).
    test.slow();
    await updateSite(request, { sliderVerification: false });
    await page.goto('/');
    const username = uniqueUsername('sec');
    await registerByUsername(page, username, PASSWORD, { slider: false });
    // The same member on a phone: a second session, which "sign out other devices" must end.
    const phoneLogin = await request.post('/wps/session/login', {
      data: { username, password: PASSWORD, type: 'username' },
      headers: { 'user-agent': IPHONE },
    });
    expect(phoneLogin.status()).toBe(200);
    const phoneToken = ((await phoneLogin.json()) as { value: { token: string } }).value.token;

    await accountMenuButton(page, username).click();
    await page.getByRole('menuitem', { name: 'Akaun Saya' }).click();
    const centre = dialog(page, 'Pusat Ahli');
    // The default page.
    const security = centre.getByRole('region', { name: 'Akaun Saya' });
    await expect(security.getByRole('heading', { name: 'Akaun Saya' })).toBeVisible();
    await expect(security.getByRole('table', { name: 'Sejarah log masuk' })).toBeVisible();
    // The member centre itself: the page behind it has its own accessibility test.
    await expectNoSeriousAxeViolations(page, 'dialog[open]');

    const payment = security.getByRole('region', { name: 'Kata laluan pembayaran' });
    await expect(payment.getByText('Kata laluan pembayaran belum ditetapkan')).toBeVisible();
    await payment.getByLabel('Kata laluan log masuk').fill(PASSWORD);
    await payment.getByLabel('Kata laluan pembayaran baharu (6 digit)').fill('135790');
    await payment.getByLabel('Sahkan kata laluan pembayaran').fill('135790');
    await payment.getByRole('button', { name: 'Simpan kata laluan pembayaran' }).click();
    await expect(payment.getByText('Kata laluan pembayaran telah ditetapkan')).toBeVisible();

    const phone = security.getByRole('region', { name: 'Nombor telefon' });
    await expect(phone.getByText('Belum diikat')).toBeVisible();
    const mobile = uniqueMobile();
    await phone.getByLabel('Kata laluan log masuk').fill(PASSWORD);
    await phone.getByLabel('Nombor telefon baharu').fill(mobile);
    const sentAt = Date.now();
    await phone.getByRole('button', { name: 'Hantar kod' }).click();
    const code = await smsCode(request, `+60${mobile}`, sentAt);
    await phone.getByLabel('Kod pengesahan').fill(code);
    await phone.getByRole('button', { name: 'Ikat nombor telefon' }).click();
    await expect(phone.getByText('Disahkan', { exact: true })).toBeVisible();
    await expect(phone.getByText(`+60 ${mobile.slice(0, 2)}`)).toBeVisible();

    // Two logins so far: the registration here and the phone's.
    const logins = security.getByRole('table', { name: 'Sejarah log masuk' });
    await expect(logins.getByRole('row')).toHaveCount(3);
    await expect(logins.getByRole('row', { name: /Safari · iPhone/ })).toBeVisible();

    const sessions = security.getByRole('region', { name: 'Peranti aktif' });
    const table = sessions.getByRole('table', { name: 'Peranti aktif' });
    await expect(table.getByRole('row', { name: /Safari · iPhone/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /peranti ini/ })).toHaveCount(1);
    const signedOut = page.waitForResponse((response) =>
      response.url().includes(SECURITY_PATHS.signOutOthers),
    );
    await sessions.getByRole('button', { name: 'Log keluar peranti lain' }).click();
    expect((await signedOut).ok()).toBe(true);
    await expect(sessions.getByText('Peranti lain dilog keluar: 1')).toBeVisible();
    await expect(table.getByRole('row', { name: /Safari · iPhone/ })).toHaveCount(0);

    // The phone's session ended at once; this browser's stays.
    const refused = await request.get('/wps/member/info', {
      headers: { authorization: `Bearer ${phoneToken}` },
    });
    expect(refused.status()).toBe(401);
    await expect(accountMenuButton(page, username)).toBeVisible();
    await expect(logins.getByRole('row')).toHaveCount(3);
  });
});

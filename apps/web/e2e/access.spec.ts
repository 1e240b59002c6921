import { expect, test } from '@playwright/test';
import { enabledWhiteLabelFlags } from '@wps/shared-types';
import {
  accountMenuButton,
  dialog,
  dragSliderTo,
  logIn,
  openLogin,
  registerByUsername,
  signOut,
  emailLink,
  smsCode,
  solveSlider,
  systemStatus,
  uniqueMobile,
  uniqueUsername,
} from './support/access';
import { updateSite } from './support/site-settings';
import { skipAnnouncementPopup } from './support/content';

const sessionValue = (key: string) => window.sessionStorage.getItem(key);

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('visitor access', () => {
  test('registers by username, signs out and logs in again', async ({ page, context }) => {
    const username = uniqueUsername('reg');
    await page.goto('/');
    await registerByUsername(page, username, 'Secret123');
    expect(await page.evaluate(sessionValue, 'token')).toBeTruthy();
    expect(await page.evaluate(sessionValue, 'merchant')).toBe('DEMO');
    await expect(page).toHaveURL(/\/$/);

    await signOut(page, username);
    expect(await page.evaluate(sessionValue, 'token')).toBeNull();
    expect(await page.evaluate(sessionValue, 'merchant')).toBe('DEMO');

    const login = await openLogin(page);
    await login.getByLabel('Nama pengguna').fill(` ${username} `);
    await login.getByLabel('Kata laluan', { exact: true }).fill('Secret123');
    await login.getByLabel('Ingat saya').check();
    await login.getByRole('button', { name: 'Log Masuk' }).click();
    await solveSlider(page);
    await expect(accountMenuButton(page, username)).toBeVisible();
    await expect(login).toBeHidden();

    // Remember-me keeps the username (never the password) for a day.
    const cookie = (await context.cookies()).find((entry) => entry.name === 'rememberUsername');
    expect(cookie?.value).toBe(username);
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(86_000_000);
    expect(JSON.stringify(await context.cookies())).not.toContain('Secret123');
  });

  test('logs in through the top-bar form; a failure goes on in the dialog', async ({ page }) => {
    const username = uniqueUsername('bar');
    await page.goto('/');
    await registerByUsername(page, username, 'Secret123');
    await signOut(page, username);

    const form = page.getByRole('banner').getByRole('form', { name: 'Log masuk ke akaun anda' });
    await expect(form).toBeVisible();
    // A wrong password: the dialog opens with the username and the server's message.
    await form.getByLabel('Nama pengguna').fill(username);
    await form.getByLabel('Kata laluan').fill('Wrong1x');
    await form.getByRole('button', { name: 'Log Masuk' }).click();
    await solveSlider(page);
    const login = dialog(page, 'Log Masuk');
    await expect(login.getByText('Akaun atau kata laluan salah')).toBeVisible();
    await expect(login.getByLabel('Nama pengguna')).toHaveValue(username);
    await login.getByRole('button', { name: 'Tutup' }).click();
    await expect(login).toBeHidden();

    // By keyboard: username, password, Enter.
    await form.getByLabel('Nama pengguna').fill(` ${username} `);
    await form.getByLabel('Nama pengguna').press('Tab');
    await expect(form.getByLabel('Kata laluan')).toBeFocused();
    await page.keyboard.type('Secret123');
    await page.keyboard.press('Enter');
    await solveSlider(page);
    await expect(accountMenuButton(page, username)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(sessionValue, 'token')).toBeTruthy();
    expect(await page.evaluate(sessionValue, 'username')).toBe(username);

    // A narrow screen keeps the buttons.
    await signOut(page, username);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(form).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Daftar' })).toBeVisible();
  });

  test('a failed login brings the captcha, and then a right password alone is not enough', async ({
    page,
  }) => {
    // Registration and five logins, each through the slider dragged as a player drags it: on a
    // busy machine its mouse moves alone took 50 s (CI), past the default minute.
    test.slow();
    const username = uniqueUsername('cap');
    await page.goto('/');
    await registerByUsername(page, username, 'Secret123');
    await signOut(page, username);

    const login = await openLogin(page);
    await login.getByLabel('Nama pengguna').fill(username);
    const captchaField = login.getByLabel('Kod pengesahan', { exact: true });
    // The operator's default: a captcha after three failures.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await login.getByLabel('Kata laluan', { exact: true }).fill(`Wrong${attempt}x`);
      await login.getByRole('button', { name: 'Log Masuk' }).click();
      await solveSlider(page);
      await expect(login.getByText('Akaun atau kata laluan salah')).toBeVisible();
      if (attempt < 3) await expect(captchaField).toBeHidden();
    }
    await expect(captchaField).toBeVisible();
    const image = login.getByRole('img', { name: 'Gambar kod pengesahan' });
    await expect(image).toHaveAttribute('src', /^data:image\//);

    // The right password with a wrong captcha answer is refused, and a new image comes.
    const firstImage = await image.getAttribute('src');
    await login.getByLabel('Kata laluan', { exact: true }).fill('Secret123');
    await captchaField.fill('zzzz');
    await login.getByRole('button', { name: 'Log Masuk' }).click();
    await solveSlider(page);
    await expect(login.getByText('Pengesahan gambar gagal, sila cuba lagi')).toBeVisible();
    await expect(image).not.toHaveAttribute('src', firstImage!);
    await expect(captchaField).toHaveValue('');
    expect(await page.evaluate(sessionValue, 'token')).toBeNull();
  });

  test('registers by mobile number with an SMS code', async ({ page, request }) => {
    await updateSite(request, { flags: [{ code: 'REGMOBVERF3', enabled: true }] });
    try {
      expect(enabledWhiteLabelFlags((await systemStatus(request)).info.modules)).toContain(
        'REGMOBVERF3',
      );
      const mobile = uniqueMobile();
      await page.goto('/register');
      const register = dialog(page, 'Daftar Akaun');
      await expect(register.getByRole('tab', { name: 'Nombor telefon' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await register.getByLabel('Nombor telefon').fill(mobile);
      const sentAt = Date.now();
      await register.getByRole('button', { name: 'Hantar kod' }).click();
      await solveSlider(page);
      await expect(
        register.getByRole('button', { name: /^Hantar semula \(\d+s\)$/ }),
      ).toBeDisabled();
      const code = await smsCode(request, `+60${mobile}`, sentAt);

      await register.getByLabel('Kod SMS').fill(code);
      await register.getByLabel('Kata laluan', { exact: true }).fill('Mobile123');
      await register.getByLabel('Sahkan kata laluan').fill('Mobile123');
      await register.getByLabel(/Saya telah membaca/).check();
      await register.getByLabel(/Saya mengesahkan bahawa saya berumur 18/).check();
      await register.getByRole('button', { name: 'Daftar', exact: true }).click();
      await solveSlider(page);

      await expect(page).toHaveURL(/\/$/);
      await expect(register).toBeHidden();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
      expect(await page.evaluate(sessionValue, 'token')).toBeTruthy();
    } finally {
      await updateSite(request, { flags: [{ code: 'REGMOBVERF3', enabled: false }] });
    }
  });

  test('forces a change of the default password before anything else', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await logIn(page, 'demo_newbie', '123456');
    const change = dialog(page, 'Tukar Kata Laluan');
    await expect(change).toBeVisible();
    expect(await page.evaluate(sessionValue, 'cpw')).toBe('1');
    await expect(change.getByRole('button', { name: 'Tutup' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(change).toBeVisible();

    // Every other call that needs the session is refused until the change.
    const token = await page.evaluate(sessionValue, 'token');
    const refused = await request.get('/wps/member/info/icon', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('PASSWORD_CHANGE_REQUIRED');

    await change.getByLabel('Kata laluan baharu', { exact: true }).fill('Newbie123');
    await change.getByLabel('Sahkan kata laluan baharu').fill('Newbie123');
    await change.getByRole('button', { name: 'Simpan kata laluan' }).click();
    await expect(change).toBeHidden();
    await expect(accountMenuButton(page, 'Demo Newbie')).toBeVisible();
    expect(await page.evaluate(sessionValue, 'cpw')).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });

  test('resets the password by phone and is logged in', async ({ page, request }) => {
    const newPassword = `Reset${Date.now().toString(36).slice(-5)}1`;
    await page.goto('/promotions');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Lupa kata laluan?' }).click();
    const forgot = dialog(page, 'Lupa Kata Laluan');
    await expect(forgot.getByRole('tab', { name: 'E-mel' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await forgot.getByRole('tab', { name: 'Telefon' }).click();
    await forgot.getByLabel('Nombor telefon').fill('123456701');
    const sentAt = Date.now();
    await forgot.getByRole('button', { name: 'Hantar kod' }).click();
    await solveSlider(page);
    const code = await smsCode(request, '+60123456701', sentAt);
    await forgot.getByLabel('Kod SMS').fill(code);
    await forgot.getByLabel('Kata laluan baharu', { exact: true }).fill(newPassword);
    await forgot.getByLabel('Sahkan kata laluan baharu').fill(newPassword);
    await forgot.getByRole('button', { name: 'Tetapkan semula kata laluan' }).click();

    await expect(forgot).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenuButton(page, 'Demo Member')).toBeVisible();

    // The new password works for a normal login too.
    await signOut(page, 'Demo Member');
    await logIn(page, 'demo_member', newPassword);
    await expect(accountMenuButton(page, 'Demo Member')).toBeVisible();
  });

  test('the forgot-password e-mail sends a one-time link that sets the password and logs in', async ({
    page,
    request,
  }) => {
    const since = Date.now();
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Lupa kata laluan?' }).click();
    const forgot = dialog(page, 'Lupa Kata Laluan');
    await forgot.getByLabel('Nama pengguna').fill('demo_member');
    await forgot.getByLabel('Alamat e-mel').fill('demo_member@example.com');
    await forgot.getByRole('button', { name: 'Hantar' }).click();
    await expect(forgot.getByText(/kami telah menghantar pautan/)).toBeVisible();

    const link = await emailLink(request, 'demo_member@example.com', since);
    await page.goto(`${link.pathname}${link.search}`);
    const reset = dialog(page, 'Lupa Kata Laluan');
    await expect(page).toHaveURL(/\/$/);
    // The same password again: other walks log in as demo_member.
    await reset.getByLabel('Kata laluan baharu', { exact: true }).fill('Demo1234');
    await reset.getByLabel('Sahkan kata laluan baharu').fill('Demo1234');
    await reset.getByRole('button', { name: 'Simpan dan log masuk' }).click();
    await expect(reset).toBeHidden();
    expect(await page.evaluate(sessionValue, 'token')).toBeTruthy();

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    const again = dialog(page, 'Lupa Kata Laluan');
    await again.getByLabel('Kata laluan baharu', { exact: true }).fill('Demo1234');
    await again.getByLabel('Sahkan kata laluan baharu').fill('Demo1234');
    await again.getByRole('button', { name: 'Simpan dan log masuk' }).click();
    await expect(
      again.getByText('Pautan ini tidak lagi sah. Sila minta pautan baharu.'),
    ).toBeVisible();
  });

  test('free play logs in a demo account that the guard keeps from real-account actions', async ({
    page,
    request,
  }) => {
    await page.goto('/promotions');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Main Percuma' }).click();
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('banner');
    // The account menu names the demo account as such (the balance carries its own Demo tag).
    await expect(banner.getByRole('button', { name: /ID: \d+ Demo/ })).toBeVisible();
    expect(await page.evaluate(sessionValue, 'isAgent')).toBe('4');

    await banner.getByRole('button', { name: 'Deposit' }).click();
    const warning = dialog(page, 'Peringatan');
    await expect(warning.getByText('Sila Daftar Akaun Terlebih Dahulu')).toBeVisible();
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();

    // The member centre entry is not offered to a demo account.
    await banner.getByRole('button', { name: /Demo/ }).last().click();
    await expect(page.getByRole('menuitem', { name: 'Log Keluar' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Akaun Saya' })).toHaveCount(0);

    // The server enforces it too: 403 NEED_TRUE_ACCOUNT.
    const token = await page.evaluate(sessionValue, 'token');
    const refused = await request.post('/wps/member/password', {
      headers: { Authorization: `Bearer ${token}` },
      data: { oldPassword: 'x', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('NEED_TRUE_ACCOUNT');
  });

  test('the slider takes the keyboard and refuses a wrong answer', async ({ page }) => {
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByLabel('Nama pengguna').fill('demo_agent');
    await login.getByLabel('Kata laluan', { exact: true }).fill('Agent1234');
    await login.getByRole('button', { name: 'Log Masuk' }).click();

    const slider = dialog(page, 'Pengesahan keselamatan');
    const handle = slider.getByRole('slider', { name: 'Seret kepingan teka-teki' });
    const firstPiece = await slider.getByTestId('slider-piece').getAttribute('src');
    // A wrong answer: dragged to the far end.
    await dragSliderTo(page, handle, 300);
    await expect(slider.getByText('Pengesahan gagal, sila cuba lagi.')).toBeVisible();
    await expect(slider.getByTestId('slider-piece')).not.toHaveAttribute('src', firstPiece!);

    // Keyboard: arrows move the piece one pixel (ten with Shift), End and Home jump.
    await handle.focus();
    await page.keyboard.press('End');
    await expect(handle).toHaveAttribute('aria-valuenow', '256');
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', '11');
    await page.keyboard.press('Home');
    await expect(handle).toHaveAttribute('aria-valuenow', '0');

    // Solved (by mouse here; the keyboard path is covered by the unit tests).
    await solveSlider(page);
    await expect(accountMenuButton(page, 'Demo Agent')).toBeVisible();
    await accountMenuButton(page, 'Demo Agent').click();
    await page.getByRole('menuitem', { name: 'Ejen' }).click();
    await expect(page).toHaveURL(/\/agentHome$/);
  });

  test('shows the maintenance page with its title, end time, text and customer service', async ({
    page,
    request,
  }) => {
    await updateSite(request, {
      maintenanceEnabled: true,
      maintenanceTitle: 'Naik taraf pelayan',
      maintenanceText: 'Kami akan kembali sebentar lagi.',
      maintenanceEndAt: '2031-03-04T05:06:00.000Z',
    });
    try {
      expect((await systemStatus(request)).status).toBe(1);
      await page.goto('/promotions');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Naik taraf pelayan' }),
      ).toBeVisible();
      await expect(page.getByText(/^Dijangka tamat: .*2031/)).toBeVisible();
      await expect(page.getByText('Kami akan kembali sebentar lagi.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Khidmat Pelanggan' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toHaveCount(0);
    } finally {
      await updateSite(request, { maintenanceEnabled: false });
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Promosi' })).toBeVisible();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { FEEDBACK_PATH, type FeedbackPage } from '@wps/shared-types';
import { accountMenuButton, dialog, logIn } from './support/access';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { skipAnnouncementPopup } from './support/content';

/** A small real PNG and JPEG, drawn on a canvas in the page. */
async function pictures(page: Page): Promise<Buffer[]> {
  const encoded = await page.evaluate(() =>
    (['image/png', 'image/jpeg'] as const).map((type, index) => {
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 64;
      const context = canvas.getContext('2d')!;
      context.fillStyle = index === 0 ? '#e67e22' : '#2e86de';
      context.fillRect(0, 0, 96, 64);
      context.fillStyle = '#ffffff';
      context.fillText(`receipt ${index + 1}`, 12, 36);
      return canvas.toDataURL(type).split(',')[1];
    }),
  );
  return encoded.map((base64) => Buffer.from(base64, 'base64'));
}

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test('a member sends feedback with two pictures from the help centre', async ({
  page,
  request,
}) => {
  await page.goto('/help');
  await logIn(page, 'demo_sub_m1', 'Demo1234');
  await expect(accountMenuButton(page, 'Sub-agent Member 1')).toBeVisible();

  await page
    .getByRole('complementary', { name: 'Maklum balas' })
    .getByRole('button', { name: 'Maklum balas' })
    .click();
  const form = dialog(page, 'Maklum balas');
  await expect(form).toBeVisible();
  await form.getByLabel('Jenis soalan').selectOption('DEPOSIT');
  const message = 'Deposit saya pagi tadi belum masuk ke dompet. Resit dilampirkan.';
  await form.getByLabel('Mesej anda').fill(message);
  await expect(form.getByText(`${message.length} / 500 aksara`)).toBeVisible();

  const [png, jpeg] = await pictures(page);
  await form.getByLabel('Tambah gambar').setInputFiles([
    { name: 'resit.png', mimeType: 'image/png', buffer: png },
    { name: 'skrin.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ]);
  await expect(form.getByRole('img', { name: 'resit.png' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'skrin.jpg' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await form.getByRole('button', { name: 'Hantar maklum balas' }).click();
  await expect(form.getByText('Terima kasih! Maklum balas anda telah dihantar.')).toBeVisible();

  // The server kept both pictures, typed from their bytes.
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const answer = await request.get(FEEDBACK_PATH, {
    headers: { authorization: `Bearer ${token}` },
  });
  const sent = ((await answer.json()) as { value: FeedbackPage }).value.list[0];
  expect(sent).toMatchObject({ questionType: 'DEPOSIT', content: message });
  expect(sent.images).toEqual([
    { mimeType: 'image/png', sizeBytes: png.length },
    { mimeType: 'image/jpeg', sizeBytes: jpeg.length },
  ]);

  await form.getByRole('button', { name: 'Selesai' }).click();
  await expect(form).toBeHidden();
});

test('a visitor who opens the feedback form is asked to log in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Maklum balas' }).click();
  await expect(dialog(page, 'Log Masuk')).toBeVisible();
});

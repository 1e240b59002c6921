import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OutboxMessage, SystemStatusValue } from '@wps/shared-types';
import { devToolsHeaders } from './dev-tools';

/** A username the demo operator's rule accepts (a letter, then letters and digits, 6-16). */
export function uniqueUsername(prefix = 'e2e'): string {
  const stamp = Date.now().toString(36).slice(-6);
  const random = Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0');
  return `${prefix}${stamp}${random}`;
}

/** A Malaysian mobile number (9 digits after +60) no other test uses. */
export function uniqueMobile(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return `17${digits}`;
}

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The header's account button (avatar, nickname, ID, VIP label). */
export const accountMenuButton = (page: Page, nickname: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(nickname) });

/**
 * The avatar's red badge: unread messages plus unclaimed rewards (hidden from screen readers,
 * which read the member centre's counts); absent at 0.
 */
export const avatarBadge = (page: Page, nickname: string) =>
  accountMenuButton(page, nickname).locator('span[aria-hidden="true"] > span');

/**
 * Opens the member centre from the account menu: 'Akaun Saya' opens it on its first page, 'Peti
 * Mel' on the mailbox. Answers the centre's dialog.
 */
export async function openMemberCentre(
  page: Page,
  nickname: string,
  menuItem: 'Akaun Saya' | 'Peti Mel' = 'Akaun Saya',
): Promise<Locator> {
  await accountMenuButton(page, nickname).click();
  await page.getByRole('menuitem', { name: menuItem }).click();
  const centre = dialog(page, 'Pusat Ahli');
  await expect(centre).toBeVisible();
  return centre;
}

/**
 * Solves the slider as a player would: finds where the piece fits (sliderTarget), then drags the
 * handle there with the mouse.
 */
export async function solveSlider(page: Page): Promise<void> {
  const { slider, handle, targetX } = await sliderTarget(page);
  await dragSliderTo(page, handle, targetX);
  await expect(slider).toBeHidden();
}

/**
 * The open slider check, its handle, and where the piece fits: found by comparing the piece's
 * picture with the darkened gap in the background (the gap shows the same picture at 55 %
 * brightness).
 */
export async function sliderTarget(
  page: Page,
): Promise<{ slider: Locator; handle: Locator; targetX: number }> {
  const slider = dialog(page, 'Pengesahan keselamatan');
  await expect(slider).toBeVisible();
  await animationsFinished(slider);
  const handle = slider.getByRole('slider');
  await expect(handle).toBeVisible();
  const piece = slider.getByTestId('slider-piece');
  const background = slider.locator('img').first();
  const targetX = await page.evaluate(
    async ({ backgroundSrc, pieceSrc, maxX }) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = reject;
          image.src = src;
        });
      const [backgroundImage, pieceImage] = await Promise.all([
        load(backgroundSrc),
        load(pieceSrc),
      ]);
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return {
          data: context.getImageData(0, 0, canvas.width, canvas.height).data,
          width: canvas.width,
        };
      };
      const back = pixels(backgroundImage);
      const part = pixels(pieceImage);
      const size = part.width;
      const pieceY = Number(
        /top:\s*([\d.]+)%/.exec(
          document.querySelector('[data-testid="slider-piece"]')!.getAttribute('style') ?? '',
        )?.[1] ?? 0,
      );
      const top = Math.round((pieceY / 100) * backgroundImage.naturalHeight);
      let best = 0;
      let bestError = Number.POSITIVE_INFINITY;
      for (let x = 0; x <= maxX; x += 1) {
        let error = 0;
        let count = 0;
        for (let row = 0; row < size; row += 1) {
          for (let column = 0; column < size; column += 1) {
            const p = (row * size + column) * 4;
            if (part.data[p + 3] < 250) continue;
            const b = ((top + row) * back.width + x + column) * 4;
            for (let channel = 0; channel < 3; channel += 1) {
              error += Math.abs(part.data[p + channel] * 0.55 - back.data[b + channel]);
            }
            count += 1;
          }
        }
        if (count > 0 && error / count < bestError) {
          bestError = error / count;
          best = x;
        }
      }
      return best;
    },
    {
      backgroundSrc: (await background.getAttribute('src'))!,
      pieceSrc: (await piece.getAttribute('src'))!,
      maxX: Number(await handle.getAttribute('aria-valuemax')),
    },
  );
  return { slider, handle, targetX };
}

/**
 * Waits for a dialog's fade-in: it scales the dialog, so positions and sizes read during it are a
 * few pixels off (enough to miss the slider's gap on a slow machine).
 */
export async function animationsFinished(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** Drags the slider's handle by `x` puzzle pixels, slowly enough to look like a person. */
export async function dragSliderTo(page: Page, handle: Locator, x: number): Promise<void> {
  const box = (await handle.boundingBox())!;
  // The handle is as wide as the piece (44 puzzle pixels), whatever the drawn scale.
  const scale = box.width / 44;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(startX + (x * scale * step) / 12, y);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
}

/** The newest message the dev outbox holds for `recipient` on `channel` after `since`. */
async function outboxText(
  request: APIRequestContext,
  recipient: string,
  channel: OutboxMessage['channel'],
  since: number,
): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/wps/dev/outbox', {
        params: { recipient, channel },
        headers: devToolsHeaders(),
      });
      const messages = ((await response.json()) as { value: OutboxMessage[] }).value;
      text = messages.find((message) => Date.parse(message.createdAt) >= since - 2000)?.text;
      return text;
    })
    .toBeTruthy();
  return text!;
}

/** The newest SMS code sent to `recipient` (E.164) after `since`, read from the dev outbox. */
export async function smsCode(
  request: APIRequestContext,
  recipient: string,
  since: number,
): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await outboxText(request, recipient, 'SMS', since))?.[1];
  if (!code) throw new Error(`no code in the SMS to ${recipient}`);
  return code;
}

/** The link of the newest e-mail sent to `address` after `since` (a password recovery link). */
export async function emailLink(
  request: APIRequestContext,
  address: string,
  since: number,
): Promise<URL> {
  const link = /(https?:\/\/\S+)/.exec(await outboxText(request, address, 'EMAIL', since))?.[1];
  if (!link) throw new Error(`no link in the e-mail to ${address}`);
  return new URL(link);
}

export async function systemStatus(request: APIRequestContext): Promise<SystemStatusValue> {
  const response = await request.get('/wps/system/status');
  return ((await response.json()) as { value: SystemStatusValue }).value;
}

export async function openLogin(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Log Masuk' }).click();
  const login = dialog(page, 'Log Masuk');
  await expect(login).toBeVisible();
  return login;
}

/** Logs in by username through the dialog (slider included). */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  const login = await openLogin(page);
  await login.getByLabel('Nama pengguna').fill(username);
  await login.getByLabel('Kata laluan', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log Masuk' }).click();
  await solveSlider(page);
}

/**
 * Registers a new member by username through the dialog and waits for the logged-in header.
 * Pass `slider: false` when the operator switched the slider verification off.
 */
export async function registerByUsername(
  page: Page,
  username: string,
  password: string,
  { slider = true }: { slider?: boolean } = {},
): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Daftar' }).click();
  const register = dialog(page, 'Daftar Akaun');
  await expect(register).toBeVisible();
  await register.getByRole('tab', { name: 'Nama pengguna' }).click();
  await register.getByLabel('Nama pengguna').fill(username);
  await register.getByLabel('Kata laluan', { exact: true }).fill(password);
  await register.getByLabel('Sahkan kata laluan').fill(password);
  await register.getByLabel(/Saya telah membaca/).check();
  await register.getByLabel(/Saya mengesahkan bahawa saya berumur 18/).check();
  await register.getByRole('button', { name: 'Daftar', exact: true }).click();
  if (slider) await solveSlider(page);
  await expect(accountMenuButton(page, username)).toBeVisible();
}

export async function signOut(page: Page, nickname: string): Promise<void> {
  await accountMenuButton(page, nickname).click();
  await page.getByRole('menuitem', { name: 'Log Keluar' }).click();
  const confirm = dialog(page, 'Log Keluar');
  await confirm.getByRole('button', { name: 'Ya, log keluar' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log Masuk' })).toBeVisible();
}

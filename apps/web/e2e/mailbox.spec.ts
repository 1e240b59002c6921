import { expect, test } from '@playwright/test';
import { accountMenuButton } from './support/access';
import { consolePage, signInToConsole } from './support/console';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { logIn } from './support/slot';

// The seeded member kept for this file: no other browser test writes to its mailbox.
const MEMBER = { account: 'demo_mailbox', password: 'Demo1234', nickname: 'Mailbox Member' };

test.beforeAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: false });
});
test.afterAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

// The member reads what the operator sent: the second test needs the first.
test.describe.serial('operator messages', () => {
  test('support writes to one member in two languages, lists it and deletes another', async ({
    browser,
  }) => {
    const console = await consolePage(browser);
    await signInToConsole(console, 'support');
    await console
      .getByRole('navigation', { name: 'Console navigation' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await expect(
      console.getByRole('heading', { level: 1, name: 'Messages to members' }),
    ).toBeVisible();

    const write = async (subject: { MS?: string; EN: string }) => {
      await console.getByRole('combobox', { name: 'To' }).selectOption('MEMBER');
      await console.getByRole('textbox', { name: 'Member account' }).fill(MEMBER.account);
      if (subject.MS) {
        await console.getByRole('textbox', { name: 'Subject (MS)' }).fill(subject.MS);
        await console
          .getByRole('textbox', { name: 'Message (MS)' })
          .fill(`${subject.MS}: sertai kami hujung minggu ini.`);
      }
      await console.getByRole('textbox', { name: 'Subject (EN)' }).fill(subject.EN);
      await console
        .getByRole('textbox', { name: 'Message (EN)' })
        .fill(`${subject.EN}: join us this weekend.`);
      await console.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(console.getByRole('status')).toHaveText('Sent to 1 members.');
    };
    await write({ EN: 'Sent by mistake' });
    await write({ MS: 'Kejohanan hujung minggu', EN: 'Weekend tournament' });

    const sent = console.getByRole('region', { name: 'Sent messages' });
    const tournament = sent.getByRole('row', { name: /Kejohanan hujung minggu/ });
    await expect(tournament).toContainText('One member: demo_mailbox');
    await expect(tournament).toContainText('MS · EN');
    await expect(tournament).toContainText('Delivered');
    await sent.getByRole('button', { name: 'Delete “Sent by mistake”' }).click();
    const confirm = console.getByRole('dialog', { name: 'Delete “Sent by mistake”?' });
    await expect(confirm).toContainText('1 members');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(sent.getByRole('row', { name: /Sent by mistake/ })).toContainText(
      'Deleted by support',
    );
    await console.context().close();
  });

  test('the member sees the unread badges, reads the message in Malay and deletes it', async ({
    page,
    context,
  }) => {
    await skipAnnouncementPopup(context);
    await logIn(page, MEMBER);
    // Two unread messages: the operator's (the deleted one left the mailbox) and the welcome
    // letter of the member's first login.
    const avatar = accountMenuButton(page, MEMBER.nickname);
    // The avatar's red badge (hidden from screen readers, which read the menu's count).
    await expect(avatar.locator('span[aria-hidden="true"]').first()).toHaveText('2');
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Peti Mel' }).click();
    const centre = page.getByRole('dialog', { name: 'Pusat Ahli' });
    const menu = centre.getByRole('navigation', { name: 'Menu pusat ahli' });
    await expect(menu.getByLabel('2 baharu')).toBeVisible();

    const list = centre.getByRole('list', { name: 'Peti mel' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('button', { name: /Kejohanan hujung minggu/ }).click();
    await expect(
      list.getByText('Kejohanan hujung minggu: sertai kami hujung minggu ini.'),
    ).toBeVisible();
    // Read: its badge goes; the welcome letter is still unread.
    await expect(menu.getByLabel('1 baharu')).toBeVisible();
    await expect(centre.getByText('1 belum dibaca')).toBeVisible();

    await list.getByRole('button', { name: 'Padam' }).click();
    await expect(list.getByRole('button', { name: /Kejohanan hujung minggu/ })).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await accountMenuButton(page, MEMBER.nickname).click();
    await page.getByRole('menuitem', { name: 'Peti Mel' }).click();
    const after = page.getByRole('dialog', { name: 'Pusat Ahli' });
    await expect(after.getByRole('list', { name: 'Peti mel' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await expect(after.getByText(/Kejohanan hujung minggu/)).toHaveCount(0);
  });
});

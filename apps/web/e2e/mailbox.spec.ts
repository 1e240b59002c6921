import { expect, test } from '@playwright/test';
import { avatarBadge, openMemberCentre } from './support/access';
import { consolePage, openConsoleSection, signInToConsole } from './support/console';
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
    await openConsoleSection(console, 'Messages', 'Messages to members');

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
    await expect(avatarBadge(page, MEMBER.nickname)).toHaveText('2');
    const centre = await openMemberCentre(page, MEMBER.nickname, 'Peti Mel');
    const menu = centre.getByRole('navigation', { name: 'Menu pusat ahli' });
    // The mailbox entry's own badge: others (the sign-in mission's) may show beside it.
    const mailboxEntry = (unread: number) =>
      menu.getByRole('button', { name: `Mesej Platform ${unread} baharu` });
    await expect(mailboxEntry(2)).toBeVisible();

    const list = centre.getByRole('list', { name: 'Peti mel' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('button', { name: /Kejohanan hujung minggu/ }).click();
    await expect(
      list.getByText('Kejohanan hujung minggu: sertai kami hujung minggu ini.'),
    ).toBeVisible();
    // Read: its badge goes; the welcome letter is still unread.
    await expect(mailboxEntry(1)).toBeVisible();
    await expect(centre.getByText('1 belum dibaca')).toBeVisible();

    await list.getByRole('button', { name: 'Padam' }).click();
    await expect(list.getByRole('button', { name: /Kejohanan hujung minggu/ })).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    const after = await openMemberCentre(page, MEMBER.nickname, 'Peti Mel');
    await expect(after.getByRole('list', { name: 'Peti mel' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await expect(after.getByText(/Kejohanan hujung minggu/)).toHaveCount(0);
  });
});

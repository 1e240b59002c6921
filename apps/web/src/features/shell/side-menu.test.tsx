import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { logInAsMember } from '../../test/lobby-api';
import { renderApp } from '../../test/render';
import { resizeWindow } from '../../test/window';
import { currentAccessDialog } from '../session/access-dialogs';

function mockPromotions(value: { types: string[]; referralEnabled: boolean }) {
  return mockApi({
    'GET /wps/promotions/types': () => ok(value),
    'GET /wps/member/info': () => ok(memberInfo),
  });
}

async function sideMenu() {
  await screen.findByRole('heading', { level: 1 });
  return screen.findByRole('complementary', { name: 'Pintasan' });
}

describe('side menu', () => {
  it('shows a visitor the referral entry, which asks for a login', async () => {
    mockPromotions({ types: ['DEPOSIT'], referralEnabled: false });
    renderApp('/vip');
    const menu = await sideMenu();
    expect(await within(menu).findByRole('link', { name: 'Promosi' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: 'Jemput Rakan' }));
    await waitFor(() => expect(currentAccessDialog()?.name).toBe('loginPopupModal'));
  });

  it("opens a member's referral page while the referral promotion runs", async () => {
    logInAsMember();
    mockPromotions({ types: ['REFERRAL'], referralEnabled: true });
    renderApp('/vip');
    const menu = await sideMenu();
    fireEvent.click(await within(menu).findByRole('button', { name: 'Jemput Rakan' }));
    expect(currentAccessDialog()).toMatchObject({ name: 'memberCentre', page: 'referral' });
  });

  it('hides the referral entry from a member when no referral promotion runs', async () => {
    logInAsMember();
    mockPromotions({ types: ['DEPOSIT'], referralEnabled: false });
    renderApp('/vip');
    const menu = await sideMenu();
    await within(menu).findByRole('link', { name: 'Promosi' });
    expect(within(menu).queryByRole('button', { name: 'Jemput Rakan' })).toBeNull();
  });

  it('hides the promotions entry when the operator has no promotions, and shows the licence', async () => {
    mockPromotions({ types: [], referralEnabled: false });
    renderApp('/vip');
    const menu = await sideMenu();
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Promosi' })).toBeNull());
    expect(within(menu).getByRole('img', { name: 'Lesen permainan: Malta' })).toBeTruthy();
  });

  // Issue 22: entries added one by one would move the others on screen.
  it('appears whole for a member once the promotion types are in, not entry by entry', async () => {
    logInAsMember();
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /wps/promotions/types': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /wps/member/info': () => ok(memberInfo),
    });
    renderApp('/vip');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Pintasan' })).toBeNull();

    answer(ok({ types: ['REFERRAL'], referralEnabled: true }));
    const menu = await sideMenu();
    expect(within(menu).getByRole('link', { name: 'Promosi' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Jemput Rakan' })).toBeTruthy();
  });
});

describe('side menu on a phone', () => {
  it('folds behind one button, which shows the shortcuts; choosing one folds them again', async () => {
    resizeWindow({ width: 360, height: 800 });
    mockPromotions({ types: ['DEPOSIT'], referralEnabled: false });
    renderApp('/vip');
    const menu = await sideMenu();
    const toggle = within(menu).getByRole('button', { name: 'Tunjuk pintasan' });
    expect(within(menu).queryByRole('button', { name: 'Jemput Rakan' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(menu).getByRole('button', { name: 'Jemput Rakan' }));
    await waitFor(() => expect(currentAccessDialog()?.name).toBe('loginPopupModal'));
    expect(within(menu).queryByRole('button', { name: 'Jemput Rakan' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

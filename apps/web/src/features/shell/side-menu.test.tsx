import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { logInAsMember } from '../../test/lobby-api';
import { renderApp } from '../../test/render';
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
});

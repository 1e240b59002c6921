import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_CENTRE_MENU } from '@wps/shared-types';
import { describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { mockApi } from '../../test/api-mock';
import { memberInfo, ok, siteInfo, systemStatus } from '../../test/fixtures';
import { openAccessDialog } from '../session';
import { renderApp } from '../../test/render';
import { MemberCentre } from './components/MemberCentre';

// The default page (the security centre) reads the API: the providers it needs, a stubbed API;
// the centre links to pages outside it, so it sits in a router as in the site.
function renderCentre(props: ComponentProps<typeof MemberCentre>) {
  mockApi();
  return render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter>
        <MemberCentre {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
}

// The first test renders the whole site cold (its lazy chunks included): on a loaded 2-core machine
// that passed the default 5 s.
describe('member centre overlay', { timeout: 20_000 }, () => {
  it('opens from My account on the account page, with the 14 menu entries in order', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '0');
    mockApi({ 'GET /wps/member/info': () => ok(memberInfo) });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: /Player One/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Akaun Saya' }));

    const overlay = await screen.findByRole('dialog', { name: 'Pusat Ahli' });
    const menu = within(overlay).getByRole('navigation', { name: 'Menu pusat ahli' });
    const entries = within(menu).getAllByRole('button');
    expect(entries).toHaveLength(MEMBER_CENTRE_MENU.length);
    expect(entries[0]?.textContent).toBe('Akaun Saya');
    expect(entries[13]?.textContent).toBe('Rebat Manual');
    expect(entries[0]?.getAttribute('aria-current')).toBe('page');
    expect(within(overlay).getByRole('region', { name: 'Akaun Saya' })).toBeTruthy();
  });

  it('opens the account menu on its first entry, and closing the centre focuses the account button', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '0');
    mockApi({ 'GET /wps/member/info': () => ok(memberInfo) });
    renderApp('/');
    const account = await screen.findByRole('button', { name: /Player One/ });
    fireEvent.click(account);
    const myAccount = screen.getByRole('menuitem', { name: 'Akaun Saya' });
    await waitFor(() => expect(document.activeElement).toBe(myAccount));
    fireEvent.keyDown(myAccount, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log Keluar' }));
    fireEvent.click(myAccount);

    const overlay = await screen.findByRole('dialog', { name: 'Pusat Ahli' });
    fireEvent.click(within(overlay).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(overlay.isConnected).toBe(false));
    expect(document.activeElement).toBe(account);
  });

  it('is left out when the operator switches isShowMC off: no deposit, My account or mailbox entry, and a request to open it opens nothing', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '1');
    const modules = siteInfo.modules.map((group) => ({
      ...group,
      children: group.children.map((node) =>
        node.code === 'isShowMC' ? { ...node, enabled: false } : node,
      ),
    }));
    mockApi({
      'GET /wps/member/info': () => ok({ ...memberInfo, type: 1 }),
      'GET /wps/system/status': () => ok(systemStatus({ info: { ...siteInfo, modules } })),
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: /Player One/ }));
    // The agent entry shows once the operator's tree has loaded: the centre left out is its doing.
    expect(await screen.findByRole('menuitem', { name: 'Ejen' })).toBeTruthy();
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Akaun Saya' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Peti Mel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    act(() => openAccessDialog('memberCentre', { page: 'depositv2' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Pusat Ahli' })).toBeNull();
  });

  it('links to the responsible-gaming page below the menu, closing the centre', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '0');
    mockApi({ 'GET /wps/member/info': () => ok(memberInfo) });
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: /Player One/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Akaun Saya' }));
    const overlay = await screen.findByRole('dialog', { name: 'Pusat Ahli' });
    const menu = within(overlay).getByRole('navigation', { name: 'Menu pusat ahli' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Permainan Bertanggungjawab' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/responsibleGaming'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pusat Ahli' })).toBeNull());
  });

  it('shows the chosen page in the right-hand panel', () => {
    renderCentre({ page: 'securityCenter', onClose: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'Rekod Pertaruhan' }));
    expect(screen.getByRole('region', { name: 'Rekod Pertaruhan' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Rekod Pertaruhan' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('lets a keyboard focus the page panel, which scrolls a long page on its own', () => {
    renderCentre({ page: 'securityCenter', onClose: vi.fn() });
    const panel = screen.getByRole('region', { name: 'Akaun Saya' });
    expect(panel.tabIndex).toBe(0);
    panel.focus();
    expect(document.activeElement).toBe(panel);
  });

  it('shows the red badges only for counts above zero', () => {
    renderCentre({
      page: 'securityCenter',
      onClose: vi.fn(),
      counts: { messageCount: 3, missionCount: 0, rewardCount: 1 },
    });
    expect(screen.getByLabelText('3 baharu')).toBeTruthy();
    expect(screen.getByLabelText('1 baharu')).toBeTruthy();
    expect(screen.queryByLabelText('0 baharu')).toBeNull();
  });
});

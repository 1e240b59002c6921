import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { logInAsMember } from '../../test/lobby-api';
import { renderApp } from '../../test/render';
import { fetchCustomerServiceLink, openCustomerService } from './customer-service';

function fakePopup() {
  return { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
}

describe('openCustomerService', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a 440 by 750 pop-up at once and points it at the fetched link', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    let answer: (value: { csType: 'VIP'; path: string }) => void = () => undefined;
    const outcome = openCustomerService(() => new Promise((resolve) => (answer = resolve)));

    // The window is opened before the link arrives, inside the click.
    expect(open).toHaveBeenCalledWith('', 'customerService', 'width=440,height=750');
    expect(popup.opener).toBeNull();
    answer({ csType: 'VIP', path: '/helpmc#vip' });
    expect(await outcome).toBe('opened');
    expect(popup.location.href).toBe(new URL('/helpmc#vip', window.location.href).href);
  });

  it('closes the pop-up when the link cannot be fetched', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    expect(await openCustomerService(() => Promise.reject(new Error('offline')))).toBe('failed');
    expect(popup.close).toHaveBeenCalled();
  });

  it('reports a blocked pop-up without fetching', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const fetchLink = vi.fn();
    expect(await openCustomerService(fetchLink)).toBe('blocked');
    expect(fetchLink).not.toHaveBeenCalled();
  });

  it('asks the member route with a session and the visitor route without', async () => {
    const { requests } = mockApi({
      'GET /wps/system/customerService': () => ok({ csType: 'LIVECHAT', path: '/chat' }),
      'GET /wps/member/customerService': () => ok({ csType: 'VIP', path: '/vip' }),
    });
    expect(await fetchCustomerServiceLink()).toEqual({ csType: 'LIVECHAT', path: '/chat' });
    logInAsMember();
    expect(await fetchCustomerServiceLink()).toEqual({ csType: 'VIP', path: '/vip' });
    expect(requests.at(-1)?.headers.get('Authorization')).toBe('Bearer t');
  });
});

describe('the side menu live chat', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the spec's message when the browser blocks the pop-up", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    mockApi();
    renderApp('/vip');
    const sideMenu = await screen.findByRole('complementary', { name: 'Pintasan' });
    fireEvent.click(await within(sideMenu).findByRole('button', { name: 'Sembang Langsung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Khidmat Pelanggan' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Tetingkap timbul disekat. Sila benarkan tetingkap timbul dan cuba lagi.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the pop-up when the server fails', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    mockApi({ 'GET /wps/system/customerService': () => failure('INTERNAL_ERROR', 500) });
    renderApp('/vip');
    const sideMenu = await screen.findByRole('complementary', { name: 'Pintasan' });
    fireEvent.click(await within(sideMenu).findByRole('button', { name: 'Sembang Langsung' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok, systemStatus } from '../../test/fixtures';
import { renderApp } from '../../test/render';

function answerStatus(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('system status', () => {
  it('asks for the status with the current host and shows the site name and currency', async () => {
    const fetchMock = answerStatus(() => ok(systemStatus()));
    renderApp('/');
    expect(await screen.findByText('Mata wang: MYR (RM)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demo Casino – Laman Utama' })).toBeTruthy();
    // The page's first calls go out together, in no set order.
    const urls = fetchMock.mock.calls.map((call) => (call as unknown as [string])[0]);
    expect(urls).toContain(`/wps/system/status?url=${encodeURIComponent(window.location.host)}`);
  });

  it('replaces the site with the maintenance page for status 1', async () => {
    answerStatus(() =>
      ok(
        systemStatus({
          status: 1,
          maintenance: {
            title: 'Naik taraf pelayan',
            endTime: '2030-01-02T03:04:00.000Z',
            text: 'Kami akan kembali tidak lama lagi.',
          },
        }),
      ),
    );
    renderApp('/promotions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Naik taraf pelayan' }),
    ).toBeTruthy();
    expect(screen.getByText(/^Dijangka tamat: .*2030/)).toBeTruthy();
    expect(screen.getByText('Kami akan kembali tidak lama lagi.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Khidmat Pelanggan' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('replaces the site with the blocked-region page for status 2', async () => {
    answerStatus(() =>
      ok(systemStatus({ status: 2, regionRestriction: { text: 'Tidak tersedia di sini.' } })),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Akses Terhad' })).toBeTruthy();
    expect(screen.getByText('Alamat IP anda: 203.0.113.7')).toBeTruthy();
    expect(screen.getByText('Tidak tersedia di sini.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Khidmat Pelanggan' })).toBeTruthy();
  });

  it('keeps the shell and shows a small notice when the call fails', async () => {
    answerStatus(() =>
      jsonResponse(
        { success: false, message: 'down', value: null, code: 'SERVICE_UNAVAILABLE' },
        503,
      ),
    );
    renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Cuba lagi' });
    const notice = retry.closest('[role="status"]') as HTMLElement;
    expect(notice.textContent).toContain('Tetapan laman tidak dapat dimuatkan');
    expect(
      within(notice).getByText(
        'Perkhidmatan tidak tersedia buat sementara waktu. Sila cuba lagi nanti.',
        { exact: false },
      ),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Selamat datang ke Kasino Dalam Talian',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeTruthy();
  });
});

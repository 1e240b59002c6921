import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, statusWith } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { frameSource, sitePath } from './game-url';

const CDNS = ['https://launch1.example.test', 'https://launch2.example.test/'];
const launched = (url: string, name = 'Hidden Coin') =>
  `/game?url=${encodeURIComponent(url)}&name=${encodeURIComponent(name)}`;

async function renderGame(path: string) {
  mockApi({}, { status: statusWith([], { launchGameCDNs: CDNS }) });
  const view = renderApp(path);
  const frame = await screen.findByTitle<HTMLIFrameElement>('Hidden Coin');
  return { ...view, frame };
}

describe('the game page', () => {
  it('frames the launched path on a launch CDN, under the game name', async () => {
    const { frame } = await renderGame(launched('/play?token=abc'));
    expect(['https://launch1.example.test', 'https://launch2.example.test']).toContain(
      new URL(frame.src).origin,
    );
    expect(new URL(frame.src).pathname + new URL(frame.src).search).toBe('/play?token=abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Hidden Coin' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Hidden Coin | Demo Casino'));
  });

  it('reloads the game in a new frame', async () => {
    const { frame } = await renderGame(launched('/play?token=abc'));
    fireEvent.click(screen.getByRole('button', { name: 'Muat semula permainan' }));
    const reloaded = screen.getByTitle<HTMLIFrameElement>('Hidden Coin');
    expect(reloaded).not.toBe(frame);
    expect(reloaded.src).toBe(frame.src);
  });

  it('goes back to the page the game was launched from', async () => {
    mockApi({}, { status: statusWith([], { launchGameCDNs: CDNS }) });
    const { router } = renderApp('/rng');
    await router.navigate(launched('/play?token=abc'));
    fireEvent.click(await screen.findByRole('button', { name: /Kembali/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
  });

  it('goes back to the back path of a lobby launch, never off the site', async () => {
    mockApi({}, { status: statusWith([], { launchGameCDNs: CDNS }) });
    const { router } = renderApp('/rng');
    await router.navigate(`${launched('/play?token=abc')}&back=${encodeURIComponent('/fbsports')}`);
    fireEvent.click(await screen.findByRole('button', { name: /Kembali/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fbsports'));
    expect(sitePath('/vnlottery?gameCode=A')).toBe('/vnlottery?gameCode=A');
    for (const foreign of ['//evil.test', '/\\evil.test', 'https://evil.test', 'vnlottery']) {
      expect(sitePath(foreign)).toBeNull();
    }
  });

  it('refreshes the balance only on messages of the framed game', async () => {
    const { frame, client } = await renderGame(launched('/play?token=abc'));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const origin = new URL(frame.src).origin;
    const post = (data: unknown, from: string) =>
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: from, source: frame.contentWindow }),
      );

    post({ type: 'wps:balance' }, 'https://elsewhere.example.test');
    post({ type: 'other' }, origin);
    expect(invalidate).not.toHaveBeenCalled();
    post({ type: 'wps:balance' }, origin);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', 'wallet', 'balance'] });
  });

  it('without a game, says so and links to the lobby', async () => {
    mockApi();
    renderApp('/game');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tiada permainan dibuka' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ke lobi permainan' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('frameSource', () => {
  it('puts site paths on the CDN and keeps http(s) addresses', () => {
    expect(frameSource('/play?token=a', 'https://cdn.test/')).toBe('https://cdn.test/play?token=a');
    expect(frameSource('/play?token=a', '')).toBe('/play?token=a');
    expect(frameSource('https://vendor.test/g?x=1', 'https://cdn.test')).toBe(
      'https://vendor.test/g?x=1',
    );
  });

  it('refuses addresses that would run script', () => {
    expect(frameSource('javascript:alert(1)', '')).toBeNull();
    expect(frameSource('data:text/html,<script>1</script>', '')).toBeNull();
    expect(frameSource(null, '')).toBeNull();
  });
});

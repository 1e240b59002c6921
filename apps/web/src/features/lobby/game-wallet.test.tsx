import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsolidatedFundsResponse, WalletTransferRequest } from '@wps/shared-types';
import { describe, expect, it } from 'vitest';
import { ok, siteInfo, systemStatus } from '../../test/fixtures';
import { game, logInAsMember, mockLobby } from '../../test/lobby-api';
import { renderApp } from '../../test/render';

const mgSlot = game('80', 'Lucky Koi', { vendor: 'MG', vassalage: 'MG' });
const pgSlot = game('64', 'Hidden Coin');

function funds(main: string, mg: string): ConsolidatedFundsResponse {
  return {
    currency: 'MYR',
    currencySymbol: 'RM',
    sumBalance: (Number(main) + Number(mg)).toFixed(2),
    mainBalance: main,
    vendorBalance: mg,
    inPlay: '0.00',
    wallets: [
      { vendor: 'MAIN', name: 'MAIN', maintenance: false, balance: main },
      { vendor: 'MG', name: 'Microgaming', maintenance: false, balance: mg },
    ],
  };
}

/** A member on a site with a transfer-wallet vendor (MG) and a seamless one (PG). */
function mockSite(wallets = { main: '300.00', mg: '0.00' }, walletReturnOnLeave = true) {
  logInAsMember();
  return mockLobby(
    {},
    {
      'GET /wps/games/list': () => ok({ games: [mgSlot, pgSlot], totalPages: 1 }),
      'GET /wps/relay/GCS_merchantWallet': () => ok({ isSingle: false }),
      'GET /wps/member/info/funds/consolidated': () => ok(funds(wallets.main, wallets.mg)),
      'POST /wps/relay/GCS_walletTransfer': ({ body }) => {
        const request = body as WalletTransferRequest;
        if (request.direction === 'TO_VENDOR') {
          wallets.main = (Number(wallets.main) - Number(request.amount)).toFixed(2);
          wallets.mg = request.amount ?? '0.00';
        }
        return ok({ transferId: '1', direction: request.direction, amount: '0', wallets: [] });
      },
      'POST /wps/game/launchGame': () =>
        ok({ content: '/game?url=%2Fplay%3Ftoken%3Dabc&name=Lucky%20Koi' }),
    },
    { status: systemStatus({ info: { ...siteInfo, walletReturnOnLeave } }) },
  );
}

const play = (name: string) => screen.findByRole('button', { name: `Main ${name}` });

type SiteApi = ReturnType<typeof mockSite>;
type Router = ReturnType<typeof renderApp>['router'];

/**
 * Leaves the game page and waits for the wallet's return, which is sent once the page is gone:
 * a test that ended on the game page would have its return sent during the next test.
 */
async function leaveGame(router: Router, api: SiteApi) {
  // The game page loads as a chunk of its own: leaving before it is there leaves nothing to return.
  await screen.findByTitle('Lucky Koi');
  await router.navigate('/');
  await waitFor(() =>
    expect(api.to('POST /wps/relay/GCS_walletTransfer').at(-1)?.body).toEqual({
      direction: 'ALL_TO_MAIN',
    }),
  );
}

describe("a game of a transfer-wallet vendor's wallet", () => {
  it('asks how much to bring in, transfers it, then opens the game', async () => {
    const api = mockSite();
    const { router } = renderApp('/rng');
    fireEvent.click(await play('Lucky Koi'));
    const prompt = await screen.findByRole('dialog', { name: 'Bawa wang ke Microgaming' });
    // RM 300 in MAIN: the quick amounts it covers, and all of it.
    const quick = within(prompt).getByRole('group', { name: 'Jumlah pantas' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['RM 50.00', 'RM 100.00', 'RM 200.00', 'Semua']);
    fireEvent.click(within(quick).getByRole('button', { name: 'RM 100.00' }));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Pindah dan main' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    const [transfer] = api.to('POST /wps/relay/GCS_walletTransfer');
    expect(transfer.body).toEqual({ direction: 'TO_VENDOR', vendor: 'MG', amount: '100' });
    expect(transfer.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.to('POST /wps/game/launchGame')[0].body).toMatchObject({ nodeId: '80' });
    await leaveGame(router, api);
  });

  it('refuses more than the main wallet holds, and moves nothing', async () => {
    const api = mockSite();
    renderApp('/rng');
    fireEvent.click(await play('Lucky Koi'));
    const prompt = await screen.findByRole('dialog', { name: 'Bawa wang ke Microgaming' });
    fireEvent.change(within(prompt).getByLabelText('Jumlah'), { target: { value: '300.01' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Pindah dan main' }));
    expect(await within(prompt).findByRole('alert')).toHaveProperty(
      'textContent',
      'Masukkan jumlah melebihi 0, paling banyak RM 300.00',
    );
    expect(api.to('POST /wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });

  it('plays with what the game wallet already holds without a transfer', async () => {
    const api = mockSite({ main: '0.00', mg: '25.00' });
    const { router } = renderApp('/rng');
    fireEvent.click(await play('Lucky Koi'));
    const prompt = await screen.findByRole('dialog', { name: 'Bawa wang ke Microgaming' });
    expect(within(prompt).getByText('Dompet utama anda kosong.', { exact: false })).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Main dengan RM 25.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(api.to('POST /wps/relay/GCS_walletTransfer')).toHaveLength(0);
    await leaveGame(router, api);
  });

  it('opens a seamless game at once', async () => {
    const api = mockSite();
    const { router } = renderApp('/rng');
    fireEvent.click(await play('Hidden Coin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST /wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });

  it('brings the money back to MAIN when the member leaves the game', async () => {
    const api = mockSite({ main: '0.00', mg: '25.00' });
    const { router } = renderApp('/rng');
    fireEvent.click(await play('Lucky Koi'));
    fireEvent.click(await screen.findByRole('button', { name: 'Main dengan RM 25.00' }));
    await screen.findByTitle('Lucky Koi');
    expect(api.to('POST /wps/relay/GCS_walletTransfer')).toHaveLength(0);
    await router.navigate('/');
    await waitFor(() =>
      expect(api.to('POST /wps/relay/GCS_walletTransfer').map((request) => request.body)).toEqual([
        { direction: 'ALL_TO_MAIN' },
      ]),
    );
  });

  it('leaves the money in the game wallet when the site is set so', async () => {
    const api = mockSite({ main: '0.00', mg: '25.00' }, false);
    const { router } = renderApp('/rng');
    fireEvent.click(await play('Lucky Koi'));
    fireEvent.click(await screen.findByRole('button', { name: 'Main dengan RM 25.00' }));
    await screen.findByTitle('Lucky Koi');
    await router.navigate('/');
    await waitFor(() => expect(screen.queryByTitle('Lucky Koi')).toBeNull());
    // A return is sent on the next turn of the event loop after the frame goes; give it time.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.to('POST /wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });
});

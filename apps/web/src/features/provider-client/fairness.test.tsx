import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProviderRoundRecord } from '@wps/shared-types';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { fairness, session, slotPaytable } from '../../test/provider-sessions';
import { renderApp } from '../../test/render';

const record = (nonce: number, serverSeed: string | null): ProviderRoundRecord => ({
  roundId: `a1b2c3-${nonce}`,
  providerGame: 'HARIMAU_EMAS',
  stake: '1.00',
  payout: '0.50',
  status: 'SETTLED',
  serverSeedHash: 'a1b2c3hash',
  serverSeed,
  clientSeed: 'lucky',
  nonce,
  playedAt: '2025-05-01T10:00:00.000Z',
});

async function openFairness() {
  fireEvent.click(await screen.findByText('Adil boleh dibuktikan'));
  return screen.getByText('Adil boleh dibuktikan').parentElement!;
}

describe('the fairness panel', () => {
  it('shows the seed hash and nonce, and rotating reveals the server seed', async () => {
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(slotPaytable)),
      'GET /provider/api/rounds': () => ok({ list: [record(3, null)], totalPages: 1 }),
      'POST /provider/api/seeds/rotate': () =>
        ok({
          revealed: {
            serverSeed: 'f00dseed',
            serverSeedHash: 'a1b2c3hash',
            clientSeed: 'lucky',
            roundsPlayed: 4,
          },
          fairness: { serverSeedHash: 'newhash', clientSeed: 'fresh', nonce: 0 },
        }),
    });
    renderApp('/play?token=t1');
    const panel = await openFairness();
    expect(within(panel).getByText('a1b2c3hash')).toBeTruthy();
    expect(within(panel).getByText('Nonce').nextElementSibling?.textContent).toBe('4');
    expect(await within(panel).findByText('Didedahkan selepas menukar benih')).toBeTruthy();
    expect(
      within(panel).getByText(/pnpm --filter @wps\/api verify-round --game HARIMAU_EMAS/),
    ).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Tukar benih' }));
    expect(await within(panel).findByText('f00dseed')).toBeTruthy();
    expect(api.to('POST /provider/api/seeds/rotate')[0].body).toEqual({ token: 't1' });
    expect(within(panel).getByText('newhash')).toBeTruthy();
    expect(within(panel).getByLabelText<HTMLInputElement>('Benih klien').value).toBe('fresh');
    // The history is asked again, so the old rounds can show their seed.
    await waitFor(() => expect(api.to('GET /provider/api/rounds')).toHaveLength(2));
  });

  it('saves the client seed the player writes', async () => {
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(slotPaytable)),
      'GET /provider/api/rounds': () => ok({ list: [], totalPages: 0 }),
      'POST /provider/api/seeds/client': (request) =>
        ok({ ...fairness, clientSeed: (request.body as { clientSeed: string }).clientSeed }),
    });
    renderApp('/play?token=t1');
    const panel = await openFairness();
    expect(await within(panel).findByText('Belum ada pusingan.')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Benih klien'), {
      target: { value: 'my-own-seed' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Simpan' }));
    expect(await within(panel).findByText(/Benih klien disimpan/)).toBeTruthy();
    expect(api.to('POST /provider/api/seeds/client')[0].body).toEqual({
      token: 't1',
      clientSeed: 'my-own-seed',
    });
  });

  it('pages through the round history', async () => {
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(slotPaytable)),
      'GET /provider/api/rounds': (request) =>
        ok({
          list: [request.query.get('pageNo') === '2' ? record(0, 'oldseed') : record(3, null)],
          totalPages: 2,
        }),
    });
    renderApp('/play?token=t1');
    const panel = await openFairness();
    expect(await within(panel).findByText('a1b2c3-3')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Halaman seterusnya' }));
    expect(await within(panel).findByText('oldseed')).toBeTruthy();
    expect(
      api.to('GET /provider/api/rounds').map((request) => request.query.get('pageNo')),
    ).toEqual(['1', '2']);
  });
});

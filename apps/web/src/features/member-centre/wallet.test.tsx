import { fireEvent, render, screen, within } from '@testing-library/react';
import type {
  ConsolidatedFundsResponse,
  MerchantWalletResponse,
  WalletTransferRequest,
} from '@wps/shared-types';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { failure, mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { MemberCentre } from './components/MemberCentre';

function funds(main: string, mg: string): ConsolidatedFundsResponse {
  const sum = (Number(main) + Number(mg)).toFixed(2);
  return {
    currency: 'MYR',
    currencySymbol: 'RM',
    sumBalance: sum,
    mainBalance: main,
    vendorBalance: mg,
    inPlay: '3.00',
    wallets: [
      { vendor: 'MAIN', name: 'MAIN', maintenance: false, balance: main },
      { vendor: 'MG', name: 'Microgaming', maintenance: false, balance: mg },
      { vendor: 'PT', name: 'Playtech', maintenance: true, balance: '0.00' },
    ],
  };
}

function renderWallet(isSingle = false) {
  window.sessionStorage.setItem('token', 't');
  const state = { main: '5000.00', mg: '0.00', failNext: false };
  const api = mockApi({
    'GET /wps/relay/GCS_merchantWallet': () => ok<MerchantWalletResponse>({ isSingle }),
    'GET /wps/member/info/funds/consolidated': () => ok(funds(state.main, state.mg)),
    'POST /wps/relay/GCS_walletTransfer': (request) => {
      if (state.failNext) {
        state.failNext = false;
        return failure('SERVICE_UNAVAILABLE', 503);
      }
      const body = request.body as WalletTransferRequest;
      state.main = '4990.00';
      state.mg = '10.00';
      return ok({ transferId: '1', direction: body.direction, amount: '10.00', wallets: [] });
    },
  });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <MemberCentre page="transferFund" onClose={vi.fn()} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { api, state, client };
}

describe('my wallet', () => {
  it('shows every wallet, the sum and the stakes in play', async () => {
    renderWallet();
    const table = await screen.findByRole('table', { name: 'Baki dompet' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DompetBaki',
      'Dompet utamaRM 5,000.00',
      'MicrogamingRM 0.00',
      'PlaytechPenyelenggaraanRM 0.00',
    ]);
    expect(screen.getByText('Jumlah baki').nextSibling?.textContent).toBe('RM 5,000.00');
    expect(screen.getByText('Dalam permainan').nextSibling?.textContent).toBe('RM 3.00');
  });

  it('checks the form before sending anything', async () => {
    const { api } = renderWallet();
    await screen.findByRole('table', { name: 'Baki dompet' });
    const submit = screen.getByRole('button', { name: 'Pindah' });
    fireEvent.change(screen.getByLabelText('Jumlah'), { target: { value: '0' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toMatch(/melebihi 0/);
    fireEvent.change(screen.getByLabelText('Jumlah'), { target: { value: '6000' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Baki tidak mencukupi');
    fireEvent.change(screen.getByLabelText('Ke'), { target: { value: 'PT' } });
    fireEvent.change(screen.getByLabelText('Jumlah'), { target: { value: '10' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Pembekal ini sedang diselenggara');
    fireEvent.change(screen.getByLabelText('Dari'), { target: { value: 'MG' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toMatch(/dompet utama/);
    expect(api.to('POST /wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });

  it('transfers with one idempotency key per submission, reused on a retry', async () => {
    const { api, state, client } = renderWallet();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    state.failNext = true;

    await screen.findByRole('table', { name: 'Baki dompet' });
    fireEvent.change(screen.getByLabelText('Jumlah'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pindah' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Pindah' }));
    expect((await screen.findByRole('status')).textContent).toBe('Pindahan berjaya');

    const sent = api.to('POST /wps/relay/GCS_walletTransfer');
    expect(sent.map((request) => request.body)).toEqual([
      { direction: 'TO_VENDOR', vendor: 'MG', amount: '10' },
      { direction: 'TO_VENDOR', vendor: 'MG', amount: '10' },
    ]);
    const keys = sent.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', 'wallet'] });
    expect(await screen.findByText('RM 4,990.00')).toBeTruthy();

    // A new submission gets a new key.
    fireEvent.click(screen.getByRole('button', { name: 'Semua ke dompet utama' }));
    await vi.waitFor(() => expect(api.to('POST /wps/relay/GCS_walletTransfer')).toHaveLength(3));
    const all = api.to('POST /wps/relay/GCS_walletTransfer')[2];
    expect(all.body).toEqual({ direction: 'ALL_TO_MAIN' });
    expect(all.headers.get('idempotency-key')).not.toBe(keys[0]);
  });

  it('shows only the balance for a single-wallet operator', async () => {
    renderWallet(true);
    expect(await screen.findByText('RM 5,000.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pindah' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Semua ke dompet utama' })).toBeNull();
  });
});

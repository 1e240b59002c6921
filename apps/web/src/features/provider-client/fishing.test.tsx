import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FishingOutcome } from '@wps/shared-types';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { fishingPaytable, round, session } from '../../test/provider-sessions';
import { renderApp } from '../../test/render';

const shot = (outcome: FishingOutcome, payout: string, balance: string) =>
  ok(round({ providerGame: 'FISHING', stake: '1.00', payout, balance, outcome }));

const pond = () => screen.getByRole('group', { name: 'Kolam: ketik ikan untuk menembaknya' });
const meter = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

describe('the fishing game', () => {
  it('shoots the fish tapped with the cannon stake and shows the catch and the balance', async () => {
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(fishingPaytable)),
      'POST /provider/api/play': () =>
        shot({ fish: 'SHARK', caught: true, multiplier: 50 }, '50.00', '149.00'),
    });
    renderApp('/play?token=t7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean King' })).toBeTruthy();
    expect(
      within(await screen.findByRole('group', { name: /^Kolam/ }))
        .getAllByRole('button')
        .map((fish) => fish.getAttribute('aria-label')),
    ).toEqual(['Ikan bilis ×2', 'Jerung ×50', 'Naga ×100–300']);

    fireEvent.change(screen.getByLabelText('Taruhan meriam'), { target: { value: '1.00' } });
    expect(meter('Taruhan tembakan')).toBe('RM 1.00');
    fireEvent.click(within(pond()).getByRole('button', { name: 'Jerung ×50' }));
    // The cannon reloads until the provider answers.
    expect(await screen.findByRole('button', { name: 'Mengisi semula…' })).toBeTruthy();

    expect(await screen.findByText('Ditangkap! Jerung ×50: RM 50.00')).toBeTruthy();
    expect(api.to('POST /provider/api/play')[0].body).toEqual({
      token: 't7',
      bet: { stake: '1.00', fish: 'SHARK' },
    });
    expect(meter('Baki')).toBe('RM 149.00');
    expect(meter('Kemenangan terakhir')).toBe('RM 50.00');
    // The shark is the cannon's target now: Fire shoots at it again.
    expect(screen.getByLabelText<HTMLSelectElement>('Sasaran').value).toBe('SHARK');
  });

  it('fires at the target chosen from the keyboard and tells when the fish got away', async () => {
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(fishingPaytable)),
      'POST /provider/api/play': () =>
        shot({ fish: 'NAGA', caught: false, multiplier: 0 }, '0.00', '99.90'),
    });
    renderApp('/play?token=t7');
    fireEvent.change(await screen.findByLabelText('Sasaran'), { target: { value: 'NAGA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tembak' }));
    // A second shot while the first is in flight is not sent.
    fireEvent.click(await screen.findByRole('button', { name: 'Mengisi semula…' }));

    expect(await screen.findByText('Naga terlepas')).toBeTruthy();
    expect(api.to('POST /provider/api/play').map((call) => call.body)).toEqual([
      { token: 't7', bet: { stake: '0.10', fish: 'NAGA' } },
    ]);
    expect(meter('Baki')).toBe('RM 99.90');
    expect(meter('Kemenangan terakhir')).toBe('RM 0.00');
  });

  it('explains the fish, their pays, their chances and the return', async () => {
    mockApi({ 'GET /provider/api/session': () => ok(session(fishingPaytable)) });
    renderApp('/play?token=t7');
    const rules = (await screen.findByText('Ikan dan bayaran')).parentElement!;
    expect(
      within(rules)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Ikan bilis×248.00%96.00%', 'Jerung×501.92%96.00%', 'Naga×100–3000.48%96.00%']);
    expect(rules.textContent).toContain('(RM 0.10 hingga RM 10.00)');
    expect(rules.textContent).toContain('Pelayan menentukan setiap tangkapan');
  });
});

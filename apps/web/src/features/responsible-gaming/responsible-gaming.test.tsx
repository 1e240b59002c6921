import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  ExclusionRequest,
  PlayerLimitView,
  RealityCheckRequest,
  SetLimitRequest,
} from '@wps/shared-types';
import { formatDateTime } from '../../lib/date-time';
import { failure, mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { overviewWith, renderMember } from '../../test/protection';
import { renderApp } from '../../test/render';
import {
  durationName,
  exclusionChoices,
  hoursAndMinutes,
  limitDraftProblem,
  limitLeft,
  limitOutcome,
  realityCheckMinutes,
} from './protection';

// Each walk renders the site and loads the page's chunk: slow on a busy 2-core machine.
const WALK_TIMEOUT_MS = 20_000;

const HOUR = 3_600_000;

const limit = (overrides: Partial<PlayerLimitView>): PlayerLimitView => ({
  kind: 'DEPOSIT_DAY',
  value: '100.00',
  pending: null,
  used: '30.00',
  ...overrides,
});

describe('the page logic', () => {
  it('checks a limit value as the server does, naming what is wrong', () => {
    expect(limitDraftProblem('DEPOSIT_DAY', '100')).toBeNull();
    expect(limitDraftProblem('LOSS_WEEK', ' 250.50 ')).toBeNull();
    expect(limitDraftProblem('WAGER_MONTH', '0')).toBe('amount');
    expect(limitDraftProblem('DEPOSIT_DAY', '10.999')).toBe('amount');
    expect(limitDraftProblem('DEPOSIT_DAY', 'abc')).toBe('amount');
    expect(limitDraftProblem('SESSION_MINUTES', '60')).toBeNull();
    expect(limitDraftProblem('SESSION_MINUTES', '14')).toBe('minutes');
    expect(limitDraftProblem('SESSION_MINUTES', '1441')).toBe('minutes');
  });

  it("reads what a saved change did from the server's answer", () => {
    const from = '2026-06-11T10:00:00.000Z';
    expect(limitOutcome(overviewWith({ limits: [limit({})] }), 'DEPOSIT_DAY')).toEqual({
      kind: 'inForce',
    });
    expect(
      limitOutcome(
        overviewWith({ limits: [limit({ pending: { value: '500.00', from } })] }),
        'DEPOSIT_DAY',
      ),
    ).toEqual({ kind: 'pending', value: '500.00', from });
    expect(limitOutcome(overviewWith(), 'DEPOSIT_DAY')).toEqual({ kind: 'unchanged' });
  });

  it('shows what an amount limit has left, never below zero', () => {
    expect(limitLeft(limit({}))).toBe('70.00');
    expect(limitLeft(limit({ used: '130.00' }))).toBe('0.00');
    expect(limitLeft(limit({ kind: 'SESSION_MINUTES', value: '60', used: null }))).toBeNull();
  });

  it('offers only breaks that reach beyond the one in force', () => {
    const now = new Date('2026-06-10T12:00:00.000Z');
    const free = exclusionChoices('TIME_OUT', null, now);
    expect(free.map((choice) => choice.duration)).toEqual(['1D', '3D', '7D', '14D', '30D', '42D']);
    expect(free.every((choice) => choice.allowed)).toBe(true);
    expect(free[0]?.endsAt?.toISOString()).toBe('2026-06-11T12:00:00.000Z');

    const timeOut = {
      kind: 'TIME_OUT' as const,
      startsAt: '2026-06-08T12:00:00.000Z',
      endsAt: '2026-06-15T12:00:00.000Z',
    };
    const during = exclusionChoices('TIME_OUT', timeOut, now);
    expect(during.filter((choice) => choice.allowed).map((choice) => choice.duration)).toEqual([
      '7D',
      '14D',
      '30D',
      '42D',
    ]);
    expect(exclusionChoices('SELF_EXCLUSION', timeOut, now).every((c) => c.allowed)).toBe(true);

    const forGood = { kind: 'SELF_EXCLUSION' as const, startsAt: timeOut.startsAt, endsAt: null };
    expect(exclusionChoices('SELF_EXCLUSION', forGood, now).some((c) => c.allowed)).toBe(false);
    expect(exclusionChoices('SELF_EXCLUSION', null, now).at(-1)).toEqual({
      duration: 'PERMANENT',
      endsAt: null,
      allowed: true,
    });
  });

  it("names the periods in the page's language, the permanent one by its text", () => {
    expect(durationName('1D', 'ms')).toBe('1 hari');
    expect(durationName('42D', 'ms')).toBe('6 minggu');
    expect(durationName('30D', 'en')).toBe('30 days');
    expect(durationName('6M', 'en')).toBe('6 months');
    expect(durationName('5Y', 'ms')).toBe('5 tahun');
    expect(durationName('PERMANENT', 'ms')).toBeNull();
  });

  it('splits minutes played and checks the reality-check interval', () => {
    expect(hoursAndMinutes(95)).toEqual({ hours: 1, minutes: 35 });
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    const range = { min: 5, max: 240 };
    expect(realityCheckMinutes('30', range)).toBe(30);
    expect(realityCheckMinutes(' 240 ', range)).toBe(240);
    expect(realityCheckMinutes('4', range)).toBeNull();
    expect(realityCheckMinutes('7.5', range)).toBeNull();
    expect(realityCheckMinutes('', range)).toBeNull();
  });
});

const section = (name: string) => screen.findByRole('region', { name });
const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label, { selector: 'input' }), {
    target: { value },
  });

describe('the responsible-gaming page', { timeout: WALK_TIMEOUT_MS }, () => {
  it('explains the tools to a visitor and offers to log in', async () => {
    mockApi();
    renderApp('/responsibleGaming');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Permainan Bertanggungjawab' }),
    ).toBeTruthy();
    const prompt = await section('Log masuk untuk menggunakan alat ini');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Log Masuk' }));
    expect(await screen.findByRole('dialog', { name: 'Log Masuk' })).toBeTruthy();
  });

  it("is linked from the help centre, the footer and the top bar's play-responsibly line", async () => {
    mockApi();
    const { router } = renderApp('/help');
    const panel = await screen.findByRole('complementary', { name: 'Permainan Bertanggungjawab' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Permainan Bertanggungjawab' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Permainan Bertanggungjawab' }),
    ).toBeTruthy();
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'Permainan Bertanggungjawab' }).getAttribute('href'),
    ).toBe('/responsibleGaming');
    const topBar = screen.getByRole('banner');
    expect(
      within(topBar)
        .getByRole('link', {
          name: 'Bermain secara bertanggungjawab. Hanya untuk 18 tahun ke atas.',
        })
        .getAttribute('href'),
    ).toBe('/responsibleGaming');
    expect(router.state.location.pathname).toBe('/responsibleGaming');
  });

  it("shows the member's figures this week and this month", async () => {
    renderMember('/responsibleGaming');
    const figures = await section('Angka anda');
    const row = (name: string) => within(figures).getByRole('row', { name: new RegExp(name) });
    expect(row('Masa bermain').textContent).toContain('1 j 35 min');
    expect(row('Masa bermain').textContent).toContain('6 j 40 min');
    expect(row('Keputusan bersih').textContent).toContain('-RM 45.50');
    expect(row('Keputusan bersih').textContent).toContain('+RM 120.00');
    expect(row('Jumlah pertaruhan').textContent).toContain('RM 1,250.00');
  });

  it('sets a deposit limit at once, and shows a raise waiting for its cooling-off', async () => {
    const from = new Date(Date.now() + 24 * HOUR).toISOString();
    const { api, state } = renderMember('/responsibleGaming', overviewWith(), {
      'PUT /wps/member/protection/limits': (request) => {
        const body = request.body as SetLimitRequest;
        const current = state.overview.limits[0];
        state.overview = overviewWith({
          limits: [
            current
              ? { ...current, pending: { value: `${body.value}.00`, from } }
              : limit({ value: `${body.value}.00`, used: '0.00' }),
          ],
        });
        return ok(state.overview);
      },
    });
    const form = await screen.findByRole('form', { name: 'Had deposit harian' });
    expect(within(form).getByText('Tiada had')).toBeTruthy();

    fill(form, 'Had baharu (RM)', '12.345');
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(form).findByText('Masukkan jumlah melebihi 0, paling banyak dua perpuluhan'),
    ).toBeTruthy();
    expect(api.to('PUT /wps/member/protection/limits')).toHaveLength(0);

    fill(form, 'Had baharu (RM)', '100');
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Disimpan: berkuat kuasa sekarang.')).toBeTruthy();
    expect(api.to('PUT /wps/member/protection/limits')[0]?.body).toEqual({
      kind: 'DEPOSIT_DAY',
      value: '100',
    });
    expect(within(form).getByText('Semasa: RM 100.00')).toBeTruthy();
    expect(within(form).getByText('Digunakan: RM 0.00 · baki: RM 100.00')).toBeTruthy();

    fill(form, 'Had baharu (RM)', '500');
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    const time = formatDateTime(from);
    expect(
      await within(form).findByText(
        `Disimpan: berkuat kuasa pada ${time}, selepas tempoh bertenang 24 jam.`,
      ),
    ).toBeTruthy();
    expect(
      within(form).getByText(`Menjadi RM 500.00 pada ${time} (tempoh bertenang)`),
    ).toBeTruthy();
    expect(within(form).getByText('Semasa: RM 100.00')).toBeTruthy();
  });

  it('removes a limit through the cooling-off, and checks session minutes', async () => {
    const from = new Date(Date.now() + 24 * HOUR).toISOString();
    const { api, state } = renderMember(
      '/responsibleGaming',
      overviewWith({ limits: [limit({ kind: 'LOSS_WEEK', value: '50.00', used: '10.00' })] }),
      {
        'PUT /wps/member/protection/limits': () => {
          state.overview = overviewWith({
            limits: [
              limit({
                kind: 'LOSS_WEEK',
                value: '50.00',
                used: '10.00',
                pending: { value: null, from },
              }),
            ],
          });
          return ok(state.overview);
        },
      },
    );
    const loss = await screen.findByRole('form', { name: 'Had kerugian mingguan' });
    fireEvent.click(within(loss).getByRole('button', { name: 'Buang had' }));
    expect(
      await within(loss).findByText(`Dibuang pada ${formatDateTime(from)} (tempoh bertenang)`),
    ).toBeTruthy();
    expect(api.to('PUT /wps/member/protection/limits')[0]?.body).toEqual({
      kind: 'LOSS_WEEK',
      value: null,
    });
    // Nothing left to remove while the removal waits.
    expect(within(loss).queryByRole('button', { name: 'Buang had' })).toBeNull();

    const session = screen.getByRole('form', { name: 'Had setiap sesi' });
    fill(session, 'Had baharu (minit)', '10');
    fireEvent.click(within(session).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(session).findByText('Masukkan minit penuh dari 15 hingga 1440'),
    ).toBeTruthy();
    expect(api.to('PUT /wps/member/protection/limits')).toHaveLength(1);
  });

  it('sets the reality-check interval and goes back to the operator default', async () => {
    const { api, state } = renderMember('/responsibleGaming', overviewWith(), {
      'PUT /wps/member/protection/reality-check': (request) => {
        const { minutes } = request.body as RealityCheckRequest;
        state.overview = overviewWith({
          realityCheck: { minutes: minutes ?? 60, isDefault: minutes === null },
        });
        return ok(state.overview);
      },
    });
    const reality = await section('Peringatan realiti');
    expect(within(reality).getByText('Setiap 60 minit (lalai pengendali)')).toBeTruthy();
    fill(reality, 'Selang (minit)', '300');
    fireEvent.click(within(reality).getByRole('button', { name: 'Simpan selang' }));
    expect(await within(reality).findByText('Masukkan minit penuh dari 5 hingga 240')).toBeTruthy();

    fill(reality, 'Selang (minit)', '30');
    fireEvent.click(within(reality).getByRole('button', { name: 'Simpan selang' }));
    expect(await within(reality).findByText('Setiap 30 minit (pilihan anda)')).toBeTruthy();
    fireEvent.click(within(reality).getByRole('button', { name: 'Guna lalai pengendali' }));
    expect(await within(reality).findByText('Setiap 60 minit (lalai pengendali)')).toBeTruthy();
    expect(api.to('PUT /wps/member/protection/reality-check').map((r) => r.body)).toEqual([
      { minutes: 30 },
      { minutes: null },
    ]);
  });

  it('takes a time-out after a confirmation that it cannot be undone', async () => {
    let endsAt = '';
    const { api, state } = renderMember('/responsibleGaming', overviewWith(), {
      'POST /wps/member/protection/exclusion': () => {
        endsAt = new Date(Date.now() + 7 * 24 * HOUR).toISOString();
        state.overview = overviewWith({
          exclusion: { kind: 'TIME_OUT', startsAt: new Date().toISOString(), endsAt },
        });
        return ok(state.overview);
      },
    });
    const timeOut = await screen.findByRole('form', { name: 'Ambil rehat' });
    fireEvent.click(within(timeOut).getByRole('button', { name: 'Mulakan rehat' }));
    expect(await within(timeOut).findByText('Pilih tempoh dahulu')).toBeTruthy();

    fireEvent.click(within(timeOut).getByRole('radio', { name: '7 hari' }));
    fireEvent.click(within(timeOut).getByRole('button', { name: 'Mulakan rehat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mulakan rehat?' });
    expect(
      within(confirm).getByText('Ini tidak boleh dibatalkan, walaupun oleh anda sendiri.'),
    ).toBeTruthy();
    expect(api.to('POST /wps/member/protection/exclusion')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mulakan rehat' }));

    const status = await screen.findByText(/^Rehat berkuat kuasa: /);
    expect(status.textContent).toContain(
      `Rehat berkuat kuasa: Permainan dan deposit ditutup sehingga ${formatDateTime(endsAt)}.`,
    );
    expect(api.to('POST /wps/member/protection/exclusion')[0]?.body).toEqual({
      kind: 'TIME_OUT',
      duration: '7D',
    } satisfies ExclusionRequest);
    // Only a longer time-out is left to choose.
    const again = screen.getByRole('form', { name: 'Ambil rehat' });
    expect(within(again).getByRole('radio', { name: '3 hari' })).toHaveProperty('disabled', true);
    expect(within(again).getByRole('radio', { name: '14 hari' })).toHaveProperty('disabled', false);
  });

  it('sends 1-2 identity documents and shows them under review', async () => {
    const submittedAt = new Date().toISOString();
    const { api } = renderMember(
      '/responsibleGaming',
      overviewWith({
        identity: {
          status: 'REJECTED',
          submittedAt: '2026-06-01T00:00:00.000Z',
          rejectReason: 'Gambar kabur',
          documentCount: 1,
        },
      }),
      {
        'PUT /wps/member/protection/identity': () =>
          ok({ status: 'PENDING', submittedAt, rejectReason: null, documentCount: 2 }),
      },
    );
    const identity = await section('Pengesahan identiti');
    expect(within(identity).getByText('Status: ditolak (Gambar kabur)')).toBeTruthy();
    const form = within(identity).getByRole('form', { name: 'Hantar dokumen identiti' });
    fireEvent.click(within(form).getByRole('button', { name: 'Hantar dokumen' }));
    expect(await within(form).findByText('Pilih sekurang-kurangnya satu gambar')).toBeTruthy();

    const picture = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });
    fireEvent.change(within(form).getByLabelText('Tambah dokumen'), {
      target: { files: [picture('depan.png'), picture('belakang.png'), picture('lagi.png')] },
    });
    expect(await within(form).findByText('Paling banyak 2 gambar boleh dimuat naik')).toBeTruthy();
    expect(within(form).queryByLabelText('Tambah dokumen')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Hantar dokumen' }));

    expect(
      await within(identity).findByText(
        `Status: sedang disemak (dihantar ${formatDateTime(submittedAt)})`,
      ),
    ).toBeTruthy();
    const sent = api.to('PUT /wps/member/protection/identity')[0]?.body as FormData;
    expect(sent.getAll('documents').map((file) => (file as File).name)).toEqual([
      'depan.png',
      'belakang.png',
    ]);
    expect(within(identity).queryByRole('form')).toBeNull();
  });

  it('says so when the server refuses a change', async () => {
    renderMember('/responsibleGaming', overviewWith(), {
      'PUT /wps/member/protection/limits': () => failure('SERVICE_UNAVAILABLE', 503),
    });
    const form = await screen.findByRole('form', { name: 'Had pertaruhan bulanan' });
    fill(form, 'Had baharu (RM)', '1000');
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
  });
});

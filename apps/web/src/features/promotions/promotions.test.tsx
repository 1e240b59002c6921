import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PromotionDetail, PromotionSummary } from '@wps/shared-types';
import { failure, mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { periodDates } from './promotion-labels';

const promotion = (id: string, overrides: Partial<PromotionSummary> = {}): PromotionSummary => ({
  id,
  type: 'DEPOSIT',
  tag: null,
  status: 'IN_PROCESS',
  title: `Promosi ${id}`,
  summary: `Ringkasan ${id}`,
  image: `/media/banners/promo-${id}.svg`,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  ...overrides,
});

const WELCOME = promotion('1', { type: 'NEW_MEMBER', tag: 'HOT', title: 'Bonus Selamat Datang' });
const MERDEKA = promotion('2', {
  status: 'CLOSED',
  tag: 'LIMITED',
  title: 'Bonus Merdeka',
  startsAt: '2026-08-25T00:00:00.000Z',
  endsAt: '2026-09-01T00:00:00.000Z',
});

const types = () => ok({ types: ['NEW_MEMBER', 'DEPOSIT'], referralEnabled: true });

describe('/promotions', () => {
  it('filters by type and shows the type, tag and status labels on each card', async () => {
    const { requests } = mockApi({
      'GET /wps/promotions/types': types,
      'GET /wps/promotions': (request) =>
        ok({
          list: request.query.get('type') === 'DEPOSIT' ? [MERDEKA] : [WELCOME, MERDEKA],
          pageNo: 1,
          totalPages: 1,
        }),
    });
    const { router } = renderApp('/promotions');

    const list = await screen.findByRole('list', { name: 'Senarai promosi' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Bonus Selamat Datang', 'Bonus Merdeka']);
    const welcomeLabels = within(list).getAllByRole('list', { name: 'Label promosi' })[0];
    expect(welcomeLabels.textContent).toBe('Ahli BaharuHangatSedang Berlangsung');

    const filter = screen.getByRole('group', { name: 'Jenis promosi' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=DEPOSIT'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Bonus Selamat Datang' })).toBeNull(),
    );
    const closed = screen.getByRole('link', { name: 'Bonus Merdeka' });
    expect(closed.getAttribute('href')).toBe('/promoDetail?id=2');
    expect(
      within(filter).getByRole('button', { name: 'Deposit' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText('Ditutup')).toBeTruthy();
    const asked = requests.filter((request) => request.path === '/wps/promotions');
    expect(asked.at(-1)?.query.get('type')).toBe('DEPOSIT');
    expect(asked.at(-1)?.query.get('language')).toBe('MS');
    expect(asked.at(-1)?.query.get('pageSize')).toBe('6');
  });

  it('asks for the page chosen in the pager', async () => {
    const { requests } = mockApi({
      'GET /wps/promotions/types': types,
      'GET /wps/promotions': (request) =>
        ok({ list: [WELCOME], pageNo: Number(request.query.get('pageNo')), totalPages: 2 }),
    });
    renderApp('/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Halaman 2' }));
    await waitFor(() =>
      expect(
        requests
          .filter((request) => request.path === '/wps/promotions')
          .at(-1)
          ?.query.get('pageNo'),
      ).toBe('2'),
    );
  });
});

describe('/promoDetail', () => {
  const detail: PromotionDetail = {
    ...WELCOME,
    description: ['Perenggan pertama.', 'Perenggan kedua.'],
    terms: ['Deposit minimum RM 30.', 'Pusing ganti 20 kali.'],
  };

  it('shows the full text and sends a visitor to log in to claim', async () => {
    mockApi({ 'GET /wps/promotions/1': () => ok(detail) });
    renderApp('/promoDetail?id=1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonus Selamat Datang' }),
    ).toBeTruthy();
    expect(screen.getByText('Perenggan kedua.')).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Terma dan Syarat' });
    expect(within(terms).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Tuntut di Pusat Ahli' }));
    expect(await screen.findByRole('dialog', { name: 'Log Masuk' })).toBeTruthy();
  });

  it('offers no claim on a closed promotion', async () => {
    mockApi({ 'GET /wps/promotions/2': () => ok({ ...detail, ...MERDEKA }) });
    renderApp('/promoDetail?id=2');
    await screen.findByRole('heading', { level: 1, name: 'Bonus Merdeka' });
    expect(screen.queryByRole('button', { name: 'Tuntut di Pusat Ahli' })).toBeNull();
  });

  it.each([
    ['/promoDetail?id=99', () => failure('NOT_FOUND', 404)],
    ['/promoDetail?id=abc', () => failure('INTERNAL_ERROR', 500)],
    ['/promoDetail', () => failure('INTERNAL_ERROR', 500)],
  ])('says %s is not found', async (path, answer) => {
    mockApi({ 'GET /wps/promotions/99': answer });
    renderApp(path);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Promosi ini tidak ditemui atau telah dialih keluar.',
    );
  });
});

describe('periodDates', () => {
  it("shows the operator's days, the last one before an exclusive end", () => {
    // 25 August to 1 September at midnight in Kuala Lumpur (16:00 UTC the day before).
    const dates = periodDates(
      { startsAt: '2026-08-24T16:00:00.000Z', endsAt: '2026-08-31T16:00:00.000Z' },
      'en-GB',
      'Asia/Kuala_Lumpur',
    );
    expect(dates).toEqual({ from: '25 Aug 2026', to: '31 Aug 2026' });
    const open = { startsAt: '2026-08-24T16:00:00.000Z', endsAt: null };
    expect(periodDates(open, 'en', 'Asia/Kuala_Lumpur').to).toBeNull();
  });
});

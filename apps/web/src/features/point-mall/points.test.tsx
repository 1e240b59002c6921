import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  POINT_PATHS,
  type PointExchangeOrder,
  type PointGoods,
  type PointHistoryPage,
} from '@wps/shared-types';
import { failure, mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const bag: PointGoods = {
  id: '14',
  category: 'LIFESTYLE',
  name: 'Beg Perjalanan VIP',
  image: '/media/banners/bag.svg',
  pointsRequired: 15000,
  stock: 60,
};

const order: PointExchangeOrder = {
  transactionNo: 'PX20261128000007',
  appliedAt: '2026-11-28T10:00:00.000Z',
  exchangeType: 'GOODS',
  productName: 'Beg Perjalanan VIP',
  quantity: 2,
  pointsRequired: 30000,
  amountRequired: '0.00',
  status: 'IN_APPLICATION',
  shippingAddress: '1 Jalan Ampang',
  paymentAccount: null,
  reviewedAt: null,
  rejectReason: null,
};

const history: PointHistoryPage = {
  list: [
    { id: '9', kind: 'REDEEMED', points: -30000, balanceAfter: 20000, createdAt: order.appliedAt },
    { id: '3', kind: 'EARNED', points: 50000, balanceAfter: 50000, createdAt: order.appliedAt },
  ],
  pageNo: 1,
  pageSize: 10,
  totalCount: 2,
  totalPages: 1,
};

function startSession(handlers: Parameters<typeof mockApi>[0] = {}) {
  window.sessionStorage.setItem('token', 't');
  window.sessionStorage.setItem('isAgent', '0');
  return mockApi({
    'GET /wps/member/info': () => ok(memberInfo),
    'GET /wps/pointMall/goods': () => ok({ list: [bag], pageNo: 1, totalPages: 1 }),
    [`GET ${POINT_PATHS.balance}`]: () => ok({ points: 50000, onHold: 0 }),
    [`GET ${POINT_PATHS.config}`]: () =>
      ok({
        earningEnabled: true,
        pointsPerTurnover: '1',
        conversionEnabled: true,
        cashPerPoint: '0.01',
        minimumConversionPoints: 100,
      }),
    ...handlers,
  });
}

describe('the points mall of a member', () => {
  it('shows the points and redeems a good with the payment password, one key per attempt', async () => {
    let tries = 0;
    const api = startSession({
      [`POST ${POINT_PATHS.redeem}`]: () =>
        ++tries === 1 ? failure('INTERNAL_ERROR', 500) : ok(order),
    });
    renderApp('/pointMall');
    expect(await screen.findByText('Mata anda: 50,000')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Tukar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tukar: Beg Perjalanan VIP' });
    fireEvent.change(within(dialog).getByLabelText('Kuantiti'), { target: { value: '2' } });
    expect(dialog.textContent).toContain('Mata diperlukan: 30,000');
    fireEvent.change(within(dialog).getByLabelText('Alamat penghantaran'), {
      target: { value: '1 Jalan Ampang' },
    });
    const confirm = within(dialog).getByRole('button', { name: 'Sahkan penukaran' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Masukkan kata laluan pembayaran 6 digit anda.'));
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Kata laluan pembayaran'), {
      target: { value: '135790' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(tries).toBe(1));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Sahkan penukaran' }));
    expect(
      await within(dialog).findByText(
        'Pesanan PX20261128000007 dalam permohonan. Anda akan menerima mesej selepas ia disemak.',
      ),
    ).toBeTruthy();
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts.map((post) => post.body)).toEqual([
      { goodsId: '14', quantity: 2, shippingAddress: '1 Jalan Ampang', paymentPassword: '135790' },
      { goodsId: '14', quantity: 2, shippingAddress: '1 Jalan Ampang', paymentPassword: '135790' },
    ]);
    // The retry of the same order sends the same Idempotency-Key.
    const keys = posts.map((post) => post.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('lists the records with the spec fields and the points details', async () => {
    startSession({
      [`GET ${POINT_PATHS.redeemList}`]: () =>
        ok({ list: [order], pageNo: 1, pageSize: 10, totalCount: 1, totalPages: 1 }),
      [`GET ${POINT_PATHS.reward}`]: () => ok(history),
    });
    renderApp('/pointMall');
    fireEvent.click(await screen.findByRole('tab', { name: 'Rekod' }));
    const records = await screen.findByRole('table');
    for (const label of [
      'Nombor transaksi',
      'Masa permohonan',
      'Jenis penukaran',
      'Akaun pembayaran',
    ]) {
      expect(within(records).getByRole('columnheader', { name: label })).toBeTruthy();
    }
    const row = within(records).getAllByRole('row')[1];
    expect(row.textContent).toContain('PX20261128000007');
    expect(row.textContent).toContain('Dalam permohonan');
    expect(row.textContent).toContain('30,000');

    fireEvent.click(screen.getByRole('tab', { name: 'Butiran mata' }));
    const details = await screen.findByRole('table');
    expect(within(details).getAllByRole('row')[1].textContent).toContain('-30,000');
    expect(within(details).getAllByRole('row')[2].textContent).toContain('Diperoleh');
  });

  it('converts points to cash and shows what was paid', async () => {
    const api = startSession({
      [`POST ${POINT_PATHS.convert}`]: () =>
        ok({
          ...order,
          exchangeType: 'CASH',
          productName: null,
          quantity: 1,
          pointsRequired: 1000,
          amountRequired: '10.00',
          status: 'PASSED',
          paymentAccount: 'MAIN',
        }),
    });
    renderApp('/pointMall');
    const form = (await screen.findByRole('heading', { name: 'Tukar mata kepada tunai' })).closest(
      'section',
    )!;
    fireEvent.change(within(form).getByLabelText('Mata untuk ditukar'), {
      target: { value: '1000' },
    });
    fireEvent.change(within(form).getByLabelText('Kata laluan pembayaran'), {
      target: { value: '135790' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Tukar ke tunai' }));
    expect(
      await within(form).findByText(
        '1,000 mata ditukar: RM 10.00 dimasukkan ke dompet utama anda.',
      ),
    ).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      points: 1000,
      paymentPassword: '135790',
    });
  });
});

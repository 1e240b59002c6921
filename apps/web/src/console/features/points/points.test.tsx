import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_POINTS_PATHS,
  type ConsolePointOrder,
  type PointsSettings,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';

const settings: PointsSettings = {
  earningEnabled: true,
  pointsPerTurnover: '1',
  conversionEnabled: true,
  cashPerPoint: '0.01',
  minimumConversionPoints: 100,
};

const order: ConsolePointOrder = {
  id: '7',
  memberId: 42,
  account: 'demo_points',
  transactionNo: 'PX20261128000007',
  appliedAt: '2026-11-28T10:00:00.000Z',
  exchangeType: 'GOODS',
  productName: 'Exclusive VIP Travel Bag',
  quantity: 2,
  pointsRequired: 30000,
  amountRequired: '0.00',
  status: 'IN_APPLICATION',
  shippingAddress: '1 Jalan Ampang',
  paymentAccount: null,
  reviewedAt: null,
  rejectReason: null,
  reviewedBy: null,
};

const page = (list: ConsolePointOrder[]) => ok({ list, total: list.length, page: 1, pageSize: 20 });

describe('the console points page', () => {
  it('lists the orders in application and rejects one with a reason', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${CONSOLE_POINTS_PATHS.settings}`]: () => ok(settings),
      [`GET ${CONSOLE_POINTS_PATHS.orders}`]: () => page([order]),
      [`POST ${CONSOLE_POINTS_PATHS.reject('7')}`]: () =>
        ok({ ...order, status: 'REJECTED', rejectReason: 'No stock' }),
    });
    await renderConsole('/points');
    const table = await screen.findByRole('table', { name: 'Pesanan penukaran' });
    expect(within(table).getByText('PX20261128000007')).toBeTruthy();
    expect(api.to(`GET ${CONSOLE_POINTS_PATHS.orders}`)[0]?.query.get('status')).toBe(
      'IN_APPLICATION',
    );
    // Support may decide orders, not change the rates.
    expect(screen.queryByRole('button', { name: 'Simpan tetapan mata' })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Tolak pesanan PX20261128000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak pesanan PX20261128000007' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(api.to(`POST ${CONSOLE_POINTS_PATHS.reject('7')}`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Sebab (ditunjukkan kepada ahli)'), {
      target: { value: 'No stock' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await screen.findByRole('table', { name: 'Pesanan penukaran' });
    await expect.poll(() => api.to(`POST ${CONSOLE_POINTS_PATHS.reject('7')}`)).toHaveLength(1);
    expect(api.to(`POST ${CONSOLE_POINTS_PATHS.reject('7')}`)[0]?.body).toEqual({
      reason: 'No stock',
    });
  });

  it('lets finance change the rates and refuses a bad one before sending', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_POINTS_PATHS.settings}`]: () => ok(settings),
      [`GET ${CONSOLE_POINTS_PATHS.orders}`]: () => page([]),
      [`PUT ${CONSOLE_POINTS_PATHS.settings}`]: (request) => ok(request.body),
    });
    await renderConsole('/points');
    const rate = await screen.findByRole('textbox', { name: 'Tunai setiap mata ditukar' });
    fireEvent.change(rate, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan tetapan mata' }));
    expect(api.to(`PUT ${CONSOLE_POINTS_PATHS.settings}`)).toHaveLength(0);
    fireEvent.change(rate, { target: { value: '0.02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan tetapan mata' }));
    expect(
      await screen.findByText('Disimpan. Pengumpulan dan penukaran mengikut tetapan ini sekarang.'),
    ).toBeTruthy();
    expect(api.to(`PUT ${CONSOLE_POINTS_PATHS.settings}`)[0]?.body).toEqual({
      ...settings,
      cashPerPoint: '0.02',
    });
  });
});

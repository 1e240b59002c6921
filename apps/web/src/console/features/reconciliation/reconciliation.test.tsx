import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  RECONCILIATION_ALERT_PATHS,
  VENDOR_RECONCILIATION_PATHS,
  type ReconciliationAlert,
  type VendorDayTotals,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';

const day: VendorDayTotals = {
  vendor: 'PG',
  day: '2026-11-20',
  bets: { count: 3, total: '17.25' },
  wins: { count: 2, total: '4.50' },
  rollbacks: { count: 1, total: '2.25' },
  net: '10.50',
};

describe('console vendor reconciliation', () => {
  it("shows a vendor's days and names the differences of its uploaded statement", async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${VENDOR_RECONCILIATION_PATHS.report}`]: () => ok([day]),
      [`POST ${VENDOR_RECONCILIATION_PATHS.compare}`]: () =>
        ok([
          {
            vendor: 'PG',
            day: day.day,
            site: day,
            statement: { ...day, wins: { count: 2, total: '14.50' } },
            differences: [{ field: 'wins.total', site: '4.50', statement: '14.50' }],
          },
        ]),
    });
    await renderConsole('/vendor-reconciliation?from=2026-11-20&to=2026-11-20&vendor=PG');
    expect(await screen.findByText('10.50')).toBeTruthy();
    expect(screen.getByText('3 / 17.25')).toBeTruthy();
    expect(api.to(`GET ${VENDOR_RECONCILIATION_PATHS.report}`).at(-1)?.query.toString()).toBe(
      'from=2026-11-20&to=2026-11-20&vendor=PG',
    );

    const csv = [
      'day,bet_count,bet_total,win_count,win_total,rollback_count,rollback_total',
      '2026-11-20,3,17.25,2,14.50,1,2.25',
    ].join('\n');
    const [, statementVendor] = screen.getAllByLabelText('Vendor');
    fireEvent.change(statementVendor, { target: { value: 'PG' } });
    fireEvent.change(screen.getByLabelText('Penyata (CSV)'), {
      target: { files: [new File([csv], 'pg.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bandingkan' }));
    expect(await screen.findByText('wins.total: laman 4.50, penyata 14.50')).toBeTruthy();
    expect(api.to(`POST ${VENDOR_RECONCILIATION_PATHS.compare}`).at(-1)?.body).toEqual({
      vendor: 'PG',
      days: [
        {
          day: '2026-11-20',
          bets: { count: 3, total: '17.25' },
          wins: { count: 2, total: '14.50' },
          rollbacks: { count: 1, total: '2.25' },
        },
      ],
    });
  });
});

const alert: ReconciliationAlert = {
  id: 7,
  day: '2026-11-28',
  check: 'WALLET_BALANCE',
  subject: 'wallet demo_member MAIN',
  expected: '100.00',
  actual: '107.00',
  figures: { balance: '107.00', lastLineBalance: '100.00' },
  status: 'OPEN',
  raisedAt: '2026-11-29T00:00:05.000Z',
  resolvedAt: null,
  resolvedBy: null,
  resolution: null,
};
const alertPage = (list: ReconciliationAlert[]) =>
  ok({ list, total: list.length, page: 1, pageSize: 20 });

describe('console reconciliation alerts', () => {
  it('lets finance resolve an open alert with its reason', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${RECONCILIATION_ALERT_PATHS.alerts}`]: () => alertPage([alert]),
      [`POST ${RECONCILIATION_ALERT_PATHS.resolve(alert.id)}`]: () =>
        ok({ ...alert, status: 'RESOLVED', resolvedBy: 'finance', resolution: 'Fixed' }),
    });
    await renderConsole('/reconciliation-alerts');
    expect(await screen.findByText('wallet demo_member MAIN')).toBeTruthy();
    expect(screen.getByText('107.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Selesaikan wallet demo_member MAIN' }));
    fireEvent.change(screen.getByLabelText('Sebab', { exact: false }), {
      target: { value: '  Balance row put back, ticket OPS-21 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Selesaikan' }));
    await waitFor(() =>
      expect(api.to(`POST ${RECONCILIATION_ALERT_PATHS.resolve(alert.id)}`).at(-1)?.body).toEqual({
        reason: 'Balance row put back, ticket OPS-21',
      }),
    );
  });

  it('shows a read-only operator the alerts without resolving or running', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${RECONCILIATION_ALERT_PATHS.alerts}`]: () => alertPage([alert]),
    });
    await renderConsole('/reconciliation-alerts');
    expect(await screen.findByText('wallet demo_member MAIN')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Selesaikan/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jalankan penyesuaian' })).toBeNull();
  });
});

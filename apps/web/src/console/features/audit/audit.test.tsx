import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PATHS, type ConsoleAuditRow } from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';

const entry: ConsoleAuditRow = {
  id: 41,
  operator: 'ops_siti',
  role: 'SUPPORT',
  address: '203.0.113.20',
  action: 'POST /wps/console/members/:memberId/lock',
  target: 'member:7',
  before: { locked: false },
  after: { locked: true, reason: 'Chargeback' },
  createdAt: '2026-03-07T08:30:00.000Z',
};

describe('console audit trail', () => {
  it('filters the trail and shows an entry before and after as JSON', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_PATHS.audit}`]: () => ok({ list: [entry], total: 1, page: 1, pageSize: 20 }),
    });
    await renderConsole('/audit');
    await screen.findByText('ops_siti');
    fireEvent.change(screen.getByLabelText('Tindakan'), { target: { value: 'members' } });
    fireEvent.change(screen.getByLabelText('Dari'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tapis' }));
    await screen.findByText('ops_siti');
    expect(api.to(`GET ${CONSOLE_PATHS.audit}`).at(-1)?.query.toString()).toBe(
      'page=1&pageSize=20&action=members&from=2026-03-01',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Tunjuk perubahan' }));
    expect(screen.getByText(/"reason": "Chargeback"/)).toBeTruthy();
    expect(screen.getByText(/"locked": false/)).toBeTruthy();
    expect(screen.getByText('Sokongan')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_AUDIT_PATHS,
  CONSOLE_PATHS,
  type ConsoleAuditRow,
  type ConsoleAuditVerification,
} from '@wps/shared-types';
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
  reason: null,
  createdAt: '2026-03-07T08:30:00.000Z',
  hash: 'a'.repeat(64),
  prevHash: 'b'.repeat(64),
};

const holds: ConsoleAuditVerification = {
  checked: 41,
  broken: null,
  head: { merchantId: 1, id: 41, hash: 'a'.repeat(64), at: '2026-03-07T08:30:00.000Z' },
};

describe('console audit trail', () => {
  it('filters the trail and shows an entry before and after as JSON', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_PATHS.audit}`]: () => ok({ list: [entry], total: 1, page: 1, pageSize: 20 }),
      [`GET ${CONSOLE_AUDIT_PATHS.verification}`]: () => ok(holds),
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

  it("shows the chain's state: whole with its anchor, or the first row that fails", async () => {
    let answer = holds;
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${CONSOLE_PATHS.audit}`]: () => ok({ list: [], total: 0, page: 1, pageSize: 20 }),
      [`GET ${CONSOLE_AUDIT_PATHS.verification}`]: () => ok(answer),
    });
    await renderConsole('/audit');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Rantaian utuh: 41 baris dikira semula, baris terbaharu #41.',
    );
    const anchor = screen.getByRole('link', { name: 'Muat turun sauh' });
    expect(anchor.getAttribute('download')).toBe('audit-anchor-41.json');
    expect(decodeURIComponent(anchor.getAttribute('href') ?? '')).toContain('"hash": "aaaa');

    answer = { ...holds, checked: 6, broken: { id: 7, merchantId: 1, problem: 'HASH' } };
    fireEvent.click(screen.getByRole('button', { name: 'Sahkan semula' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Rantaian terputus pada baris #7: baris ini diubah selepas ditulis.',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Muat turun sauh' })).toBeNull();
  });
});

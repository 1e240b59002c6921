import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_FOUR_EYES_PATHS as PATHS, type FourEyesApprovalView } from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import {
  awaitingApproval,
  consoleFailure,
  consoleOperator,
  meAnswer,
  renderConsole,
} from '../../../test/console';
import { ok } from '../../../test/fixtures';

const settings = { threshold: { limit24h: '1000.00', limit30d: null }, pendingChanges: [] };
const page = (list: FourEyesApprovalView[]) => ({
  list,
  total: list.length,
  page: 1,
  pageSize: 20,
});

describe('the approvals page', () => {
  it('approves with the 6 digits of the authenticator, and shows the approval gone', async () => {
    let list = [awaitingApproval()];
    const sent: unknown[] = [];
    mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${PATHS.settings}`]: () => ok(settings),
      [`GET ${PATHS.approvals}`]: () => ok(page(list)),
      [`POST ${PATHS.approve(31)}`]: (request) => {
        sent.push(request.body);
        list = [];
        return ok({ ...awaitingApproval(), status: 'APPROVED', secondOperator: 'ops_amir' });
      },
    });
    await renderConsole('/approvals');
    expect(await screen.findByText('demo_7 · RM 25.00 · goodwill')).toBeTruthy();
    expect(screen.getByText('Ahli dipantau')).toBeTruthy();
    // The owner's threshold is shown to every role; only owners may propose a change.
    expect(screen.queryByRole('button', { name: 'Cadangkan perubahan' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Luluskan #31' }));
    const dialog = screen.getByRole('dialog', { name: 'Luluskan #31 sebagai operator kedua' });
    fireEvent.change(within(dialog).getByLabelText('Kod 6 digit anda'), {
      target: { value: '12a' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sahkan kelulusan' }));
    expect(
      within(dialog).getByText('Masukkan 6 digit yang ditunjukkan oleh pengesah anda sekarang.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Kod 6 digit anda'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sahkan kelulusan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ code: '123456' }]);
    expect(await screen.findByText('Tiada apa-apa.')).toBeTruthy();
  });

  it('tells the first operator that a second one must approve', async () => {
    mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${PATHS.settings}`]: () => ok(settings),
      [`GET ${PATHS.approvals}`]: () => ok(page([awaitingApproval()])),
      [`POST ${PATHS.approve(31)}`]: () =>
        consoleFailure(
          'FOUR_EYES_SAME_OPERATOR',
          403,
          'Operator kedua mesti meluluskan: anda telah memberi kelulusan pertama.',
        ),
    });
    await renderConsole('/approvals');
    fireEvent.click(await screen.findByRole('button', { name: 'Luluskan #31' }));
    const dialog = screen.getByRole('dialog', { name: 'Luluskan #31 sebagai operator kedua' });
    fireEvent.change(within(dialog).getByLabelText('Kod 6 digit anda'), {
      target: { value: '654321' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sahkan kelulusan' }));
    expect(
      await within(dialog).findByText(
        'Operator kedua mesti meluluskan: anda telah memberi kelulusan pertama.',
      ),
    ).toBeTruthy();
  });

  it("lets an owner propose a threshold, which waits for another owner's approval", async () => {
    const proposed: unknown[] = [];
    mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${PATHS.settings}`]: () => ok(settings),
      [`GET ${PATHS.approvals}`]: () => ok(page([])),
      [`PUT ${PATHS.settings}`]: (request) => {
        proposed.push(request.body);
        return ok(awaitingApproval({ kind: 'THRESHOLD_CHANGE', reasons: ['THRESHOLD'] }));
      },
    });
    await renderConsole('/approvals');
    fireEvent.change(await screen.findByLabelText('Had setiap ahli, 30 hari'), {
      target: { value: '5000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cadangkan perubahan' }));
    expect(
      await screen.findByText('Dicadangkan: berkuat kuasa apabila pemilik lain meluluskannya.'),
    ).toBeTruthy();
    expect(proposed).toEqual([{ limit24h: '1000.00', limit30d: '5000' }]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CONSOLE_PATHS,
  CONSOLE_REQUEST_HEADER,
  type ConsoleOperatorRow,
  type ConsolePage,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleFailure, consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';

function row(id: number, username: string, overrides: Partial<ConsoleOperatorRow> = {}) {
  return {
    id,
    username,
    role: 'SUPPORT',
    disabled: false,
    twoFactorEnrolled: true,
    createdAt: '2026-02-01T09:00:00.000Z',
    ...overrides,
  } satisfies ConsoleOperatorRow;
}

const page = (list: ConsoleOperatorRow[]): ConsolePage<ConsoleOperatorRow> => ({
  list,
  total: list.length,
  page: 1,
  pageSize: 20,
});

// The signed-in owner is operator 1 (consoleOperator()).
const OWNER_ROW = row(1, 'ops_amir', { role: 'OWNER' });

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('console operators', () => {
  it('adds an operator and shows its password once, with a copy button', async () => {
    let list = [OWNER_ROW];
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CONSOLE_PATHS.operators}`]: () => ok(page(list)),
      [`POST ${CONSOLE_PATHS.operators}`]: () => {
        const created = row(5, 'ops_lina', { role: 'FINANCE', twoFactorEnrolled: false });
        list = [...list, created];
        return ok({ operator: created, password: 'Xq7-vT9p-Lm2k' });
      },
    });
    await renderConsole('/operators');
    const own = await screen.findByRole('rowheader', { name: /^ops_amir/ });
    expect(within(own).getByText('(anda)')).toBeTruthy();

    type('Nama pengguna', 'Lina!');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah operator' }));
    expect(
      await screen.findByText(
        'Nama pengguna mempunyai 3 hingga 32 huruf kecil, digit atau _, dan bermula dengan huruf.',
      ),
    ).toBeTruthy();
    expect(api.to(`POST ${CONSOLE_PATHS.operators}`)).toHaveLength(0);

    type('Nama pengguna', ' ops_lina ');
    fireEvent.change(screen.getByLabelText('Peranan'), { target: { value: 'FINANCE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah operator' }));

    const shown = await screen.findByRole('region', { name: 'Kata laluan operator baharu' });
    expect(within(shown).getByText('Xq7-vT9p-Lm2k')).toBeTruthy();
    expect(within(shown).getByText(/ditunjukkan sekarang sahaja/)).toBeTruthy();
    const [sent] = api.to(`POST ${CONSOLE_PATHS.operators}`);
    expect(sent?.body).toEqual({ username: 'ops_lina', role: 'FINANCE' });
    expect(sent?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    // The list reads again and shows the new operator.
    expect(await screen.findByRole('rowheader', { name: /^ops_lina/ })).toBeTruthy();

    fireEvent.click(within(shown).getByRole('button', { name: 'Salin kata laluan' }));
    expect(await within(shown).findByText('Disalin.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('Xq7-vT9p-Lm2k');

    fireEvent.click(within(shown).getByRole('button', { name: 'Saya telah menyerahkannya' }));
    expect(screen.queryByText('Xq7-vT9p-Lm2k')).toBeNull();
  });

  it("shows the API's message when the username is taken", async () => {
    mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CONSOLE_PATHS.operators}`]: () => ok(page([OWNER_ROW])),
      [`POST ${CONSOLE_PATHS.operators}`]: () =>
        consoleFailure('USERNAME_TAKEN', 409, 'An operator of this site already has this username'),
    });
    await renderConsole('/operators');
    await screen.findByRole('rowheader', { name: /ops_amir/ });
    type('Nama pengguna', 'ops_amir');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah operator' }));
    expect(
      await screen.findByText('An operator of this site already has this username'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Kata laluan operator baharu' })).toBeNull();
  });

  it('changes a role, disables an operator and resets its two-factor, never its own', async () => {
    let siti = row(2, 'ops_siti');
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CONSOLE_PATHS.operators}`]: () => ok(page([OWNER_ROW, siti])),
      [`PATCH ${CONSOLE_PATHS.operators}/2`]: (request) => {
        const update = request.body as { role?: 'FINANCE'; disabled?: boolean };
        siti = {
          ...siti,
          ...(update.role ? { role: update.role } : {}),
          ...(update.disabled === undefined ? {} : { disabled: update.disabled }),
        };
        return ok(siti);
      },
    });
    await renderConsole('/operators');
    const ownRow = (await screen.findByRole('rowheader', { name: /ops_amir/ })).closest('tr');
    expect(within(ownRow as HTMLElement).queryByRole('button')).toBeNull();
    const sitiRow = () => screen.getByRole('rowheader', { name: /^ops_siti/ }).closest('tr')!;

    fireEvent.click(within(sitiRow()).getByRole('button', { name: 'Tukar peranan' }));
    const roleDialog = await screen.findByRole('dialog', { name: 'Tukar peranan ops_siti' });
    const save = within(roleDialog).getByRole('button', { name: 'Simpan peranan' });
    // The same role is no change.
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(roleDialog).getByLabelText('Peranan baharu'), {
      target: { value: 'FINANCE' },
    });
    fireEvent.click(save);
    expect(await screen.findByText('ops_siti kini berperanan Kewangan.')).toBeTruthy();
    expect(await within(sitiRow()).findByText('Kewangan')).toBeTruthy();

    fireEvent.click(within(sitiRow()).getByRole('button', { name: 'Nyahdayakan' }));
    const disable = await screen.findByRole('dialog', { name: 'Nyahdayakan ops_siti?' });
    fireEvent.click(within(disable).getByRole('button', { name: 'Nyahdayakan' }));
    expect(await screen.findByText('ops_siti telah dinyahdayakan.')).toBeTruthy();
    expect(await within(sitiRow()).findByRole('button', { name: 'Dayakan' })).toBeTruthy();

    fireEvent.click(
      within(sitiRow()).getByRole('button', { name: 'Set semula pengesahan dua langkah' }),
    );
    const reset = await screen.findByRole('dialog', {
      name: 'Set semula pengesahan dua langkah ops_siti?',
    });
    fireEvent.click(
      within(reset).getByRole('button', { name: 'Set semula pengesahan dua langkah' }),
    );
    expect(
      await screen.findByText('Pengesahan dua langkah ops_siti telah ditetapkan semula.'),
    ).toBeTruthy();

    const sent = api.to(`PATCH ${CONSOLE_PATHS.operators}/2`);
    expect(sent.map((request) => request.body)).toEqual([
      { role: 'FINANCE' },
      { disabled: true },
      { resetTwoFactor: true },
    ]);
    expect(sent.every((request) => request.headers.get(CONSOLE_REQUEST_HEADER) === '1')).toBe(true);
  });

  it('is an owner page: other roles see neither the link nor the page', async () => {
    const api = mockApi(meAnswer(consoleOperator('SUPPORT')));
    await renderConsole('/operators');
    expect(await screen.findByText('Peranan anda tidak membenarkan halaman ini.')).toBeTruthy();
    const navigation = screen.getByRole('navigation', { name: 'Navigasi konsol' });
    expect(within(navigation).queryByRole('link', { name: 'Operator' })).toBeNull();
    await waitFor(() => expect(api.to(`GET ${CONSOLE_PATHS.operators}`)).toHaveLength(0));
  });
});

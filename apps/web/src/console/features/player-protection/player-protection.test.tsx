import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_PATHS,
  DEFAULT_PROTECTION_SETTINGS,
  type ConsolePage,
  type ConsoleProtectionRow,
  type ProtectionSettings,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';
import { dateTime } from '../../lib/format';
import { fromDraft, reasonAccepted, toDraft } from './protection-form';

const BASE = CONSOLE_PATHS.playerProtection;
const ENDS_AT = '2026-03-10T04:00:00.000Z';

function page<T>(list: T[], pageNo = 1, total = list.length): ConsolePage<T> {
  return { list, total, page: pageNo, pageSize: 20 };
}

function row(overrides: Partial<ConsoleProtectionRow> = {}): ConsoleProtectionRow {
  return {
    memberId: 7,
    account: 'demo_rg',
    exclusion: { kind: 'TIME_OUT', startsAt: '2026-03-09T04:00:00.000Z', endsAt: ENDS_AT },
    limitCount: 2,
    identityStatus: 'PENDING',
    ...overrides,
  };
}

function type(label: string | RegExp, value: string, within_: HTMLElement = document.body) {
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
}

describe('the player-protection forms', () => {
  it('take a reason of 5 to 500 characters, without the spaces around it', () => {
    expect(reasonAccepted('  ok  ')).toBe(false);
    expect(reasonAccepted(' asked by phone ')).toBe(true);
    expect(reasonAccepted('x'.repeat(501))).toBe(false);
  });

  it('send whole minutes within the reality-check bounds, nothing else', () => {
    const draft = toDraft(DEFAULT_PROTECTION_SETTINGS);
    expect(fromDraft(draft)).toEqual(DEFAULT_PROTECTION_SETTINGS);
    for (const minutes of ['4', '241', '30.5', '', 'ten']) {
      expect(fromDraft({ ...draft, realityCheckMinutes: minutes })).toBeNull();
    }
    expect(fromDraft({ ...draft, realityCheckMinutes: ' 240 ' })?.realityCheckMinutes).toBe(240);
  });
});

describe('the console player-protection list', () => {
  it('filters by tab and account in the address and opens a member', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${BASE}/members`]: (request) =>
        ok(
          request.query.get('filter') === 'EXCLUDED'
            ? page([row()])
            : page([row(), row({ memberId: 8, account: 'other', exclusion: null })]),
        ),
    });
    const { router } = await renderConsole('/player-protection');
    const filters = await screen.findByRole('navigation', { name: 'Ahli yang ditunjukkan' });
    expect(await screen.findByRole('link', { name: 'other' })).toBeTruthy();
    expect(within(filters).getByRole('link', { name: 'Semua' }).getAttribute('aria-current')).toBe(
      'page',
    );

    fireEvent.click(within(filters).getByRole('link', { name: 'Dikecualikan' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'other' })).toBeNull());
    expect(router.state.location.search).toBe('?filter=EXCLUDED');
    const excluded = screen.getByRole('row', { name: /demo_rg/ });
    expect(within(excluded).getByText('Rehat seketika')).toBeTruthy();
    expect(within(excluded).getByText(`hingga ${dateTime(ENDS_AT)}`)).toBeTruthy();
    expect(within(excluded).getByText('Menunggu semakan')).toBeTruthy();

    type('Akaun ahli', ' demo_rg ');
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?filter=EXCLUDED&account=demo_rg'),
    );
    await waitFor(() =>
      expect(api.to(`GET ${BASE}/members`).at(-1)?.query.get('account')).toBe('demo_rg'),
    );

    expect(screen.getByRole('link', { name: 'demo_rg' }).getAttribute('href')).toBe(
      '/console/player-protection/members/7',
    );
  });
});

describe('the player-protection settings', () => {
  const SETTINGS = `${BASE}/settings`;

  it('checks the minutes before saving and says when it saved', async () => {
    let stored: ProtectionSettings = DEFAULT_PROTECTION_SETTINGS;
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${SETTINGS}`]: () => ok(stored),
      [`PUT ${SETTINGS}`]: (request) => {
        stored = request.body as ProtectionSettings;
        return ok(stored);
      },
    });
    await renderConsole('/player-protection/settings');
    const minutes = await screen.findByLabelText('Semakan realiti setiap (minit)');
    expect((minutes as HTMLInputElement).value).toBe('60');
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Wajibkan identiti yang disahkan sebelum pengeluaran pertama',
      }),
    );
    type('Semakan realiti setiap (minit)', '300');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan tetapan' }));
    expect(screen.getByRole('alert').textContent).toBe('Nombor bulat minit dari 5 hingga 240.');
    expect(api.to(`PUT ${SETTINGS}`)).toHaveLength(0);

    type('Semakan realiti setiap (minit)', '45');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan tetapan' }));
    expect(
      await screen.findByText('Disimpan. Laman mengikut tetapan ini serta-merta.'),
    ).toBeTruthy();
    expect(api.to(`PUT ${SETTINGS}`).map((request) => request.body)).toEqual([
      { ageCheckBeforeDeposit: false, identityBeforeWithdrawal: true, realityCheckMinutes: 45 },
    ]);
  });

  it('shows the settings to a role that may not change them, without a save', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${SETTINGS}`]: () => ok(DEFAULT_PROTECTION_SETTINGS),
    });
    await renderConsole('/player-protection/settings');
    expect(
      await screen.findByText('Peranan anda boleh membaca tetapan ini tetapi tidak menukarnya.'),
    ).toBeTruthy();
    // The browser disables every input of a disabled fieldset.
    expect(
      screen.getByLabelText('Semakan realiti setiap (minit)').closest('fieldset[disabled]'),
    ).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Simpan tetapan' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_PATHS,
  DEFAULT_PROTECTION_SETTINGS,
  type ConsolePage,
  type ConsoleProtectionDetail,
  type ConsoleProtectionRow,
  type ProtectionEvent,
  type ProtectionSettings,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleFailure, consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';
import { dateTime } from '../../lib/format';
import { fromDraft, reasonAccepted, toDraft } from './protection-form';

const BASE = CONSOLE_PATHS.playerProtection;
const MEMBER = `${BASE}/members/7`;
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

function detail(overrides: Partial<ConsoleProtectionDetail> = {}): ConsoleProtectionDetail {
  return {
    memberId: 7,
    account: 'demo_rg',
    limits: [
      {
        kind: 'DEPOSIT_DAY',
        value: '100.00',
        pending: { value: '500.00', from: '2026-03-10T05:00:00.000Z' },
        used: '40.50',
      },
      { kind: 'SESSION_MINUTES', value: '90', pending: null, used: null },
    ],
    exclusion: { kind: 'TIME_OUT', startsAt: '2026-03-09T04:00:00.000Z', endsAt: ENDS_AT },
    realityCheckMinutes: 30,
    identity: {
      status: 'PENDING',
      submittedAt: '2026-03-09T03:00:00.000Z',
      rejectReason: null,
      documentCount: 2,
    },
    ...overrides,
  };
}

function event(
  id: number,
  kind: ProtectionEvent['kind'],
  eventDetail: Record<string, unknown>,
  operator: string | null = null,
): ProtectionEvent {
  return { id: String(id), kind, detail: eventDetail, operator, createdAt: ENDS_AT };
}

const HISTORY = [
  event(3, 'EXCLUSION_STARTED', { exclusion: 'TIME_OUT', duration: '1D', endsAt: ENDS_AT }),
  event(2, 'IDENTITY_SUBMITTED', { documents: 2 }),
  event(1, 'LIMIT_SET', { limit: 'DEPOSIT_DAY', value: '100.00', before: null }),
];

/** The detail and history routes of member 7, answering what `current` holds. */
function memberRoutes(current: () => ConsoleProtectionDetail, history = () => HISTORY) {
  return {
    [`GET ${MEMBER}`]: () => ok(current()),
    [`GET ${MEMBER}/history`]: () => ok(page(history())),
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
      ...memberRoutes(detail),
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

    fireEvent.click(screen.getByRole('link', { name: 'demo_rg' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'demo_rg' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/console/player-protection/members/7');
  });
});

describe("a member's protection in the console", () => {
  it('shows limits with their waiting change and use, the exclusion, identity and history', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      ...memberRoutes(detail, () => [
        event(4, 'EXCLUSION_LIFTED', { exclusion: 'TIME_OUT', reason: 'Asked by phone' }, 'owner'),
        ...HISTORY,
      ]),
    });
    await renderConsole('/player-protection/members/7');
    const limits = await screen.findByRole('region', { name: 'Had' });
    const deposit = within(limits).getByRole('row', { name: /Deposit, harian/ });
    expect(within(deposit).getByText('RM 100.00')).toBeTruthy();
    expect(
      within(deposit).getByText(`RM 500.00 mulai ${dateTime('2026-03-10T05:00:00.000Z')}`),
    ).toBeTruthy();
    expect(within(deposit).getByText('RM 40.50')).toBeTruthy();
    expect(
      within(within(limits).getByRole('row', { name: /Masa sesi/ })).getByText('90 minit'),
    ).toBeTruthy();

    const summary = screen.getByRole('region', { name: 'Ringkasan' });
    expect(within(summary).getByText(`hingga ${dateTime(ENDS_AT)}`)).toBeTruthy();
    expect(within(summary).getByText('Setiap 30 minit')).toBeTruthy();

    const history = screen.getByRole('region', { name: 'Sejarah' });
    const lifted = await within(history).findByRole('row', { name: /Pengecualian ditarik balik/ });
    expect(
      within(lifted).getByText('Rehat seketika ditamatkan awal. Sebab: Asked by phone'),
    ).toBeTruthy();
    expect(within(lifted).getByText('owner')).toBeTruthy();
    const started = within(history).getByRole('row', { name: /Pengecualian bermula/ });
    expect(within(started).getByText(`Rehat seketika hingga ${dateTime(ENDS_AT)}`)).toBeTruthy();
    expect(within(started).getByText('Ahli sendiri')).toBeTruthy();
    expect(within(history).getByText('Deposit, harian: RM 100.00')).toBeTruthy();

    const identity = screen.getByRole('region', { name: 'Pengesahan identiti' });
    const documents = within(identity).getAllByRole('img');
    expect(documents.map((image) => image.getAttribute('src'))).toEqual([
      `${MEMBER}/identity/documents/1`,
      `${MEMBER}/identity/documents/2`,
    ]);
    expect(documents[0].getAttribute('alt')).toBe('Dokumen identiti 1 milik demo_rg');

    // A role without protection.write reads all of it and changes none of it.
    expect(screen.queryByRole('button', { name: 'Tarik balik pengecualian' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sahkan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tolak' })).toBeNull();
  });

  it('lifts an exclusion only with a reason of the allowed length', async () => {
    let current = detail();
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      ...memberRoutes(() => current),
      [`POST ${MEMBER}/exclusion/lift`]: () => {
        current = detail({ exclusion: null });
        return ok(null);
      },
    });
    await renderConsole('/player-protection/members/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Tarik balik pengecualian' }));
    const dialog = screen.getByRole('dialog', { name: 'Tarik balik pengecualian demo_rg?' });
    type('Sebab', 'ok', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tarik balik pengecualian' }));
    expect(
      within(dialog).getByRole('alert').textContent,
      'a short reason is refused before sending',
    ).toBe('Berikan sebab sepanjang 5 hingga 500 aksara.');
    expect(api.to(`POST ${MEMBER}/exclusion/lift`)).toHaveLength(0);

    type('Sebab', '  Confirmed by phone call  ', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tarik balik pengecualian' }));
    expect(await screen.findByText('Pengecualian telah ditarik balik.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to(`POST ${MEMBER}/exclusion/lift`).map((request) => request.body)).toEqual([
      { reason: 'Confirmed by phone call' },
    ]);
    const summary = screen.getByRole('region', { name: 'Ringkasan' });
    await waitFor(() =>
      expect(
        within(summary).queryByRole('button', { name: 'Tarik balik pengecualian' }),
      ).toBeNull(),
    );
  });

  it('verifies documents after a confirmation, and wants a reason to reject them', async () => {
    let current = detail();
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      ...memberRoutes(() => current),
      [`POST ${MEMBER}/identity/review`]: () => {
        current = detail({ identity: { ...current.identity, status: 'VERIFIED' } });
        return ok(null);
      },
    });
    await renderConsole('/player-protection/members/7');
    const identity = await screen.findByRole('region', { name: 'Pengesahan identiti' });
    fireEvent.click(within(identity).getByRole('button', { name: 'Tolak' }));
    expect(within(identity).getByRole('alert').textContent).toBe(
      'Berikan sebab sepanjang 5 hingga 500 aksara.',
    );
    expect(api.to(`POST ${MEMBER}/identity/review`)).toHaveLength(0);

    fireEvent.click(within(identity).getByRole('button', { name: 'Sahkan' }));
    const dialog = screen.getByRole('dialog', { name: 'Sahkan identiti demo_rg?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sahkan' }));
    expect(await screen.findByText('Identiti disahkan.')).toBeTruthy();
    expect(api.to(`POST ${MEMBER}/identity/review`).map((request) => request.body)).toEqual([
      { decision: 'VERIFIED' },
    ]);
    await waitFor(() => expect(within(identity).getAllByText('Disahkan')).not.toHaveLength(0));
    expect(within(identity).queryByRole('button', { name: 'Tolak' })).toBeNull();
  });

  it('rejects with the reason the member will see, and says when another operator decided first', async () => {
    let current = detail();
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      ...memberRoutes(() => current),
      [`POST ${MEMBER}/identity/review`]: () => {
        current = detail({
          identity: { ...current.identity, status: 'REJECTED', rejectReason: 'Too dark' },
        });
        return consoleFailure('CONFLICT', 409, 'No documents wait for a decision');
      },
    });
    await renderConsole('/player-protection/members/7');
    const identity = await screen.findByRole('region', { name: 'Pengesahan identiti' });
    type(/Sebab penolakan/, 'The picture is blurred', identity);
    fireEvent.click(within(identity).getByRole('button', { name: 'Tolak' }));

    expect(await screen.findByText('No documents wait for a decision')).toBeTruthy();
    expect(api.to(`POST ${MEMBER}/identity/review`).map((request) => request.body)).toEqual([
      { decision: 'REJECTED', reason: 'The picture is blurred' },
    ]);
    expect(await within(identity).findByText('Too dark')).toBeTruthy();
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

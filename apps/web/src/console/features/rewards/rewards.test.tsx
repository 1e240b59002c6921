import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_BONUS_PATHS,
  CONSOLE_REWARD_PATHS,
  type ConsoleBonusView,
  type RaffleSettings,
  type RewardIssueRequest,
  type RewardIssueView,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';
import { fromDraft, toDraft } from './raffle-form';

const issued: RewardIssueView = {
  id: '5',
  target: 'VIP_RANK',
  targetValue: '3',
  title: 'Gold weekend',
  amount: '10.00',
  turnoverMultiplier: '1.00',
  expiresAt: null,
  issued: 4,
  claimed: 1,
  cancelled: 0,
  operator: 'finance',
  createdAt: '2026-11-28T10:00:00.000Z',
};

const bonus: ConsoleBonusView = {
  id: '9',
  source: 'PROMOTION',
  amount: '20.00',
  turnoverRequired: '40.00',
  turnoverMet: '15.00',
  status: 'ACTIVE',
  createdAt: '2026-11-28T10:00:00.000Z',
  expiresAt: null,
  forfeitedAt: null,
  memberId: 12,
  account: 'demo_member',
  forfeitedAmount: null,
  forfeitReason: null,
};

const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 20 });

describe('the raffle form', () => {
  it('reads back the settings it shows', () => {
    const settings: RaffleSettings = {
      title: 'Lucky draw',
      rules: 'Rules',
      enabled: true,
      startsAt: '2026-11-28T10:00:00.000Z',
      endsAt: '2026-12-05T10:00:00.000Z',
      period: 'WEEKLY',
      metric: 'DEPOSIT',
      minimum: '100.00',
      drawsPerPeriod: 2,
      prizes: [{ label: 'Ten', amount: '10.00', weight: 3 }],
      turnoverMultiplier: 1.5,
      claimDays: 7,
    };
    expect(fromDraft(toDraft(settings))).toEqual(settings);
    // A raffle of the list carries its id and figures, which the settings sent leave out.
    const listed = {
      ...settings,
      id: '4',
      state: 'IN_PROCESS' as const,
      draws: 3,
      paidOut: '9.00',
    };
    expect(fromDraft(toDraft(listed))).toEqual(settings);
  });
});

describe('the rewards pages', () => {
  it('lets finance issue a reward to a VIP rank and lists the issues with their claims', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_REWARD_PATHS.issues}`]: () => ok(page([issued])),
      [`POST ${CONSOLE_REWARD_PATHS.issues}`]: () => ok(issued),
    });
    await renderConsole('/rewards/issued');
    expect(await screen.findByRole('rowheader', { name: 'Gold weekend' })).toBeTruthy();
    expect(screen.getByText('1 daripada 4 (0 dibatalkan)')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Keluarkan ganjaran' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Beri kepada' }), {
      target: { value: 'VIP_RANK' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Akaun, tahap atau label' }), {
      target: { value: '3' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Tajuk' }), {
      target: { value: 'Gold weekend' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Jumlah' }), {
      target: { value: '10' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Keluarkan ganjaran' }));
    expect(await screen.findByText('Dikeluarkan kepada 4 ahli.')).toBeTruthy();
    const [post] = api.to(`POST ${CONSOLE_REWARD_PATHS.issues}`);
    expect(post?.body as RewardIssueRequest).toEqual({
      target: 'VIP_RANK',
      targetValue: '3',
      title: 'Gold weekend',
      amount: '10',
      turnoverMultiplier: 1,
      expiresAt: null,
    });
  });

  it('forfeits a bonus with the reason given', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_BONUS_PATHS.settings}`]: () => ok({ turnoverDays: 30 }),
      [`GET ${CONSOLE_BONUS_PATHS.bonuses}`]: () => ok(page([bonus])),
      [`POST ${CONSOLE_BONUS_PATHS.forfeit('9')}`]: () =>
        ok({ ...bonus, status: 'FORFEITED', forfeitedAmount: '20.00', forfeitReason: 'Abuse' }),
    });
    await renderConsole('/rewards/bonuses');
    const row = await screen.findByRole('row', { name: /demo_member/ });
    expect(row.textContent).toContain('RM 15.00 / RM 40.00');
    fireEvent.click(within(row).getByRole('button', { name: 'Lucutkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucutkan bonus' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Sebab' }), {
      target: { value: 'Abuse' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lucutkan' }));
    await screen.findByRole('row', { name: /demo_member/ });
    const [post] = api.to(`POST ${CONSOLE_BONUS_PATHS.forfeit('9')}`);
    expect(post?.body).toEqual({ reason: 'Abuse' });
  });

  it('shows bonuses read-only to a role without rewards.write', async () => {
    mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${CONSOLE_BONUS_PATHS.settings}`]: () => ok({ turnoverDays: 30 }),
      [`GET ${CONSOLE_BONUS_PATHS.bonuses}`]: () => ok(page([bonus])),
    });
    await renderConsole('/rewards/bonuses');
    const row = await screen.findByRole('row', { name: /demo_member/ });
    expect(within(row).queryByRole('button', { name: 'Lucutkan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
  });
});

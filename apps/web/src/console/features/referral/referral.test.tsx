import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_PATHS,
  CONSOLE_REFERRAL_PATHS,
  type ConsoleMemberDetail,
  type ConsoleMemberReferral,
  type ConsoleReferralFriend,
  type ConsoleReferralSummary,
  type ConsoleReferrer,
  type ReferralPage,
  type ReferralRewardView,
  type ReferralSettings,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';
import { draftProblems, fromDraft, toDraft } from './referral-form';

const settings: ReferralSettings = {
  enabled: true,
  firstDepositPercent: '10.00',
  firstDepositCap: '50.00',
  turnoverPercent: '0.50',
  minimumReward: '1.00',
  turnoverMultiplier: 1,
};

const summary: ConsoleReferralSummary = {
  referrers: 1,
  friends: 2,
  qualified: 1,
  rewardCount: 1,
  rewardsPaid: '20.00',
};

const reward: ReferralRewardView = {
  id: '1',
  kind: 'FIRST_DEPOSIT',
  friend: 'demo_referred',
  day: '2026-11-28',
  base: '200.00',
  percent: '10.00',
  amount: '20.00',
  createdAt: '2026-11-28T10:00:00.000Z',
};

function page<T>(list: T[]): ReferralPage<T> {
  return { list, pageNo: 1, pageSize: 10, totalCount: list.length, totalPages: 1 };
}

const referrer: ConsoleReferrer = {
  memberId: 10,
  account: 'demo_referrer',
  friends: 2,
  qualified: 1,
  rewardsPaid: '20.00',
};

describe('the referral rule form', () => {
  it('reads back the rule it shows, an empty cap as none, and names what to correct', () => {
    expect(fromDraft(toDraft(settings))).toEqual(settings);
    expect(fromDraft({ ...toDraft(settings), firstDepositCap: ' ' }).firstDepositCap).toBeNull();
    expect(
      Object.keys(
        draftProblems({
          ...toDraft(settings),
          firstDepositPercent: '101',
          turnoverPercent: '0.5.0',
          turnoverMultiplier: '',
        }),
      ).sort(),
    ).toEqual(['firstDepositPercent', 'turnoverMultiplier', 'turnoverPercent']);
  });
});

describe('the referral page', () => {
  const answers = {
    [`GET ${CONSOLE_REFERRAL_PATHS.settings}`]: () => ok(settings),
    [`GET ${CONSOLE_REFERRAL_PATHS.summary}`]: () => ok(summary),
    [`GET ${CONSOLE_REFERRAL_PATHS.referrers}`]: () => ok(page([referrer])),
    [`GET ${CONSOLE_REFERRAL_PATHS.rewards}`]: () => ok(page([reward])),
  };

  it('lets finance change the rule, and shows the figures, referrers and rewards', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      ...answers,
      [`PUT ${CONSOLE_REFERRAL_PATHS.settings}`]: (request) => ok(request.body),
    });
    await renderConsole('/referral');
    const percent = await screen.findByRole('textbox', {
      name: 'Peratus pusing ganti sah harian rakan (%)',
    });
    fireEvent.change(percent, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan peraturan' }));
    expect(await screen.findByText(/Peratus dari 0 hingga 5/)).toBeTruthy();
    expect(api.to(`PUT ${CONSOLE_REFERRAL_PATHS.settings}`)).toHaveLength(0);

    fireEvent.change(percent, { target: { value: '0.8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan peraturan' }));
    expect(await screen.findByText('Peraturan rujukan disimpan.')).toBeTruthy();
    const [put] = api.to(`PUT ${CONSOLE_REFERRAL_PATHS.settings}`);
    expect(put?.body).toEqual({ ...settings, turnoverPercent: '0.8' });

    const referrers = screen.getByRole('region', { name: 'Perujuk' });
    expect(await within(referrers).findByRole('link', { name: 'demo_referrer' })).toBeTruthy();
    const rewards = screen.getByRole('region', { name: 'Ganjaran rujukan' });
    expect(await within(rewards).findByText('demo_referred')).toBeTruthy();
    expect(within(rewards).getByText('Deposit pertama')).toBeTruthy();
  });

  it('shows the rule read-only to a role without payments.settings', async () => {
    mockApi({ ...meAnswer(consoleOperator('SUPPORT')), ...answers });
    await renderConsole('/referral');
    expect(
      await screen.findByText('Peranan anda boleh membaca peraturan tetapi tidak mengubahnya.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simpan peraturan' })).toBeNull();
  });
});

describe("a member's referral on the member page", () => {
  it('names its referrer, its friends and the rewards they paid', async () => {
    const member: ConsoleMemberReferral = {
      referrer: null,
      code: 'DEMOINVITE',
      friends: 1,
      rewardsPaid: '20.00',
    };
    const friend: ConsoleReferralFriend = {
      memberId: 11,
      account: 'demo_referred',
      joinedAt: '2026-11-20T10:00:00.000Z',
      qualified: true,
      rewarded: '20.00',
    };
    const detail: ConsoleMemberDetail = {
      id: 10,
      account: 'demo_referrer',
      monitored: false,
      phone: null,
      email: null,
      bankAccount: null,
      identityNumber: null,
      isAgent: 0,
      locked: false,
      createdAt: '2026-01-02T03:04:05.000Z',
      nickname: 'Referrer',
      realName: null,
      birthday: null,
      vipRank: null,
      labels: [],
      uplines: [],
      wallets: [],
      mustChangePassword: false,
      lastLoginAt: null,
      dividendFreeze: null,
    };
    mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_PATHS.members}/10`]: () => ok(detail),
      [`GET ${CONSOLE_REFERRAL_PATHS.member(10)}`]: () => ok(member),
      [`GET ${CONSOLE_REFERRAL_PATHS.memberFriends(10)}`]: () => ok(page([friend])),
      [`GET ${CONSOLE_REFERRAL_PATHS.rewards}`]: () => ok(page([reward])),
    });
    await renderConsole('/members/10');
    expect(await screen.findByText('DEMOINVITE')).toBeTruthy();
    const friends = await screen.findByRole('region', { name: 'Rakan yang dirujuk' });
    expect(await within(friends).findByRole('link', { name: 'demo_referred' })).toBeTruthy();
  });
});

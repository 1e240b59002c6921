import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  REFERRAL_PATHS,
  type ReferralFriend,
  type ReferralPage as Page,
  type ReferralRewardView,
  type ReferralView,
} from '@wps/shared-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { mockApi } from '../../test/api-mock';
import { ok, systemStatus } from '../../test/fixtures';
import { systemStatusQuery } from '../system/hooks/useSystemStatus';
import { ReferralPage } from './components/ReferralPage';
import { referralRuleLines } from './referral-rule';

function referralView(overrides: Partial<ReferralView> = {}): ReferralView {
  return {
    enabled: true,
    code: 'DEMOINVITE',
    url: 'https://site.example/register?referralCode=DEMOINVITE',
    rule: {
      firstDepositPercent: '10.00',
      firstDepositCap: '50.00',
      turnoverPercent: '0.50',
      minimumReward: '1.00',
      turnoverMultiplier: 1,
    },
    friendCount: 2,
    qualifiedCount: 1,
    rewardTotal: '21.50',
    ...overrides,
  };
}

function page<T>(list: T[], totalCount = list.length): Page<T> {
  return { list, pageNo: 1, pageSize: 10, totalCount, totalPages: Math.ceil(totalCount / 10) };
}

const friends: ReferralFriend[] = [
  { account: 'de***ed', joinedAt: '2026-11-20T10:00:00.000Z', qualified: true, rewarded: '21.50' },
  { account: 'pl***ck', joinedAt: '2026-11-01T10:00:00.000Z', qualified: false, rewarded: '0.00' },
];

const rewards: ReferralRewardView[] = [
  {
    id: '2',
    kind: 'TURNOVER',
    friend: 'de***ed',
    day: '2026-11-27',
    base: '300.00',
    percent: '0.50',
    amount: '1.50',
    createdAt: '2026-11-28T00:10:00.000Z',
  },
  {
    id: '1',
    kind: 'FIRST_DEPOSIT',
    friend: 'de***ed',
    day: '2026-11-26',
    base: '200.00',
    percent: '10.00',
    amount: '20.00',
    createdAt: '2026-11-26T09:00:00.000Z',
  },
];

describe('referral rule lines', () => {
  it('names each reward the rule pays, its cap, minimum and wagering, and nothing of 0 %', () => {
    expect(referralRuleLines(referralView()).map((line) => line.key)).toEqual([
      'firstDepositCapped',
      'turnover',
      'minimum',
      'multiplier',
    ]);
    const uncapped = referralView({
      rule: { ...referralView().rule, firstDepositCap: null, turnoverPercent: '0.00' },
    });
    expect(referralRuleLines(uncapped)).toEqual([
      { key: 'firstDeposit', percent: '10.00' },
      { key: 'minimum', amount: '1.00' },
      { key: 'multiplier', multiplier: 1 },
    ]);
    const none = referralView({
      rule: { ...referralView().rule, firstDepositPercent: '0.00', turnoverPercent: '0.00' },
    });
    expect(referralRuleLines(none)).toEqual([]);
  });
});

describe('referral page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderPage(view = referralView()) {
    window.sessionStorage.setItem('token', 't');
    const api = mockApi({
      [`GET ${REFERRAL_PATHS.referral}`]: () => ok(view),
      [`GET ${REFERRAL_PATHS.friends}`]: () => ok(page(friends)),
      [`GET ${REFERRAL_PATHS.rewards}`]: () => ok(page(rewards)),
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    client.setQueryData(systemStatusQuery.queryKey, systemStatus());
    render(
      <AppProviders client={client}>
        <ReferralPage />
      </AppProviders>,
    );
    return api;
  }

  it('shows the link with a copy button, the rule, the friends and the rewards paid', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    expect(await screen.findByTestId('referral-url')).toHaveProperty(
      'textContent',
      'https://site.example/register?referralCode=DEMOINVITE',
    );
    expect(screen.getByTestId('referral-code').textContent).toBe('DEMOINVITE');
    expect(screen.getByTestId('referral-reward-total').textContent).toBe('RM 21.50');
    expect(
      screen.getByText('10.00% daripada deposit pertama setiap rakan, sehingga RM 50.00.'),
    ).toBeTruthy();
    expect(screen.getByText('Ganjaran di bawah RM 1.00 tidak dibayar.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Salin pautan' }));
    expect(await screen.findByText('Pautan disalin')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://site.example/register?referralCode=DEMOINVITE');

    const friendList = screen.getByRole('region', { name: 'Rakan yang menyertai' });
    const rows = await within(friendList).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RakanMenyertaiDepositGanjaran anda',
      expect.stringMatching(/^de\*\*\*ed.*YaRM 21\.50$/),
      expect.stringMatching(/^pl\*\*\*ck.*BelumRM 0\.00$/),
    ]);
    const paid = screen.getByRole('region', { name: 'Ganjaran dibayar' });
    expect(await within(paid).findByText('Pusing ganti sah 2026-11-27')).toBeTruthy();
    expect(within(paid).getByText('RM 200.00 × 10.00%')).toBeTruthy();
    expect(within(paid).getByText('RM 20.00')).toBeTruthy();
  });

  it('says when the operator offers no reward now', async () => {
    renderPage(referralView({ enabled: false }));
    expect(await screen.findByText(/Ganjaran rujukan tidak ditawarkan buat masa ini/)).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VipRank } from '@wps/shared-types';
import { failure, mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const rank = (rankLevel: number, labelName: string, depositTotal: string): VipRank => ({
  rankLevel,
  labelName,
  color: '#cd7f32',
  requirements: { depositTotal, validBetTotal: '5000.00' },
  vipService: rankLevel > 4,
});

const RANKS = [rank(0, 'Member', '0'), rank(3, 'Gold', '10000'), rank(5, 'Diamond', '80000')];

describe('/vip', () => {
  it("lists the operator's ranks with what each requires", async () => {
    mockApi({ 'GET /wps/system/vipRanks': () => ok(RANKS) });
    renderApp('/vip');

    const list = await screen.findByRole('list', { name: 'Tahap VIP' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'MemberTahap 0',
      'GoldTahap 3',
      'DiamondTahap 5',
    ]);
    expect(items[1].textContent).toContain('RM 10,000.00');
    expect(items[1].textContent).toContain('RM 5,000.00');
    // Only ranks above 4 have the VIP service.
    expect(within(items[2]).getByText('Khidmat pelanggan VIP')).toBeTruthy();
    expect(within(items[1]).queryByText('Khidmat pelanggan VIP')).toBeNull();
    expect(items.some((item) => item.getAttribute('aria-current'))).toBe(false);
  });

  it("marks the logged-in member's rank", async () => {
    window.sessionStorage.setItem('token', 't');
    mockApi({
      'GET /wps/system/vipRanks': () => ok(RANKS),
      'GET /wps/member/info': () => ok(memberInfo),
    });
    renderApp('/vip');

    const yours = await screen.findByText('Tahap anda');
    const item = yours.closest('li')!;
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(within(item).getByRole('heading').textContent).toContain('Gold');
  });

  it('says so when the ranks cannot be loaded', async () => {
    mockApi({ 'GET /wps/system/vipRanks': () => failure('INTERNAL_ERROR', 500) });
    renderApp('/vip');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tahap VIP tidak dapat dimuatkan. Sila cuba lagi.',
    );
  });
});

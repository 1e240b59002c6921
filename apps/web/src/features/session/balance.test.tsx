import { act, fireEvent, screen } from '@testing-library/react';
import type { WalletBalanceResponse } from '@wps/shared-types';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

function balance(sumBalance: string, demo = false): WalletBalanceResponse {
  return {
    sumBalance,
    currency: 'MYR',
    demo,
    wallets: [{ vendor: demo ? 'DEMO' : 'MAIN', balance: sumBalance }],
  };
}

function startSession(isAgent = '0') {
  window.sessionStorage.setItem('token', 't');
  window.sessionStorage.setItem('isAgent', isAgent);
  const answers = { next: balance('1234.5') };
  const api = mockApi({
    'GET /wps/member/info': () => ok(memberInfo),
    'GET /wps/v2/wallets/balance': () => ok(answers.next),
  });
  return { api, answers };
}

const amountButton = () => screen.getByRole('button', { name: /^Baki:/ });

describe('header balance', () => {
  it("shows 'updating' until fetched, then the symbol and the sum", async () => {
    startSession();
    renderApp('/');
    expect(await screen.findByText('Sedang dikemas kini…')).toBeTruthy();
    expect(await screen.findByText('RM 1,234.50')).toBeTruthy();
  });

  it('refreshes on a click and when the balance query is invalidated', async () => {
    const { api, answers } = startSession();
    const { client } = renderApp('/');
    await screen.findByText('RM 1,234.50');
    answers.next = balance('1000');
    fireEvent.click(amountButton());
    expect(await screen.findByText('RM 1,000.00')).toBeTruthy();
    answers.next = balance('990');
    // The game frame invalidates ['member', 'wallet', 'balance'] after a round.
    await act(() => client.invalidateQueries({ queryKey: ['member', 'wallet', 'balance'] }));
    expect(await screen.findByText('RM 990.00')).toBeTruthy();
    expect(api.to('GET /wps/v2/wallets/balance')).toHaveLength(3);
  });

  it('hides and shows the amount with the eye, remembering the choice', async () => {
    startSession();
    const first = renderApp('/');
    await screen.findByText('RM 1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Sembunyikan baki' }));
    expect(screen.queryByText('RM 1,234.50')).toBeNull();
    expect(screen.getByText('****')).toBeTruthy();
    expect(window.localStorage.getItem('hideBalance')).toBe('1');
    first.unmount();

    renderApp('/');
    const show = await screen.findByRole('button', { name: 'Tunjukkan baki' });
    expect(show.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(show);
    expect(await screen.findByText('RM 1,234.50')).toBeTruthy();
    expect(window.localStorage.getItem('hideBalance')).toBeNull();
  });

  it('marks the demo balance of a demo account', async () => {
    const { answers } = startSession('4');
    answers.next = balance('2000', true);
    renderApp('/');
    expect(await screen.findByText('RM 2,000.00')).toBeTruthy();
    expect(screen.getByTitle('Baki demo (wang permainan)').textContent).toBe('Demo');
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MAILBOX_PATHS, type MailboxMessage, type MailboxPage } from '@wps/shared-types';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { mockApi } from '../../test/api-mock';
import { memberInfo, ok, systemStatus } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { systemStatusQuery } from '../system/hooks/useSystemStatus';
import MailboxPageComponent from './components/MailboxPage';

function message(overrides: Partial<MailboxMessage> = {}): MailboxMessage {
  return {
    id: 1,
    template: 'agentContract.offered',
    params: { kind: 'REAL_TIME_SALARY', upline: 'demo_agent' },
    operatorText: null,
    createdAt: '2026-11-23T04:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

function mailboxPage(list: MailboxMessage[]): MailboxPage {
  return {
    list,
    pageNo: 1,
    pageSize: 10,
    totalCount: list.length,
    totalPages: 1,
    unreadCount: list.filter((item) => item.readAt === null).length,
  };
}

function renderMailbox(messages: MailboxMessage[]) {
  window.sessionStorage.setItem('token', 't');
  const state = { messages };
  const api = mockApi({
    [`GET ${MAILBOX_PATHS.messages}`]: () => ok(mailboxPage(state.messages)),
    [`PUT ${MAILBOX_PATHS.read(1)}`]: () => {
      state.messages = state.messages.map((item) =>
        item.id === 1 ? { ...item, readAt: '2026-11-23T05:00:00.000Z' } : item,
      );
      return ok(state.messages[0]);
    },
    [`DELETE ${MAILBOX_PATHS.message(1)}`]: () => {
      state.messages = state.messages.filter((item) => item.id !== 1);
      return ok({ count: 0 });
    },
  });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  client.setQueryData(systemStatusQuery.queryKey, systemStatus());
  render(
    <AppProviders client={client}>
      <MailboxPageComponent />
    </AppProviders>,
  );
  return api;
}

// Walks through the whole page (a first render loads its chunks and texts): past vitest's 5 s on a
// loaded 2-core machine (5.3 s once), as the language-switch walks found.
const WALK_TIMEOUT_MS = 20_000;

describe('mailbox', { timeout: WALK_TIMEOUT_MS }, () => {
  it('renders each message from its template in the reader’s language, and marks it read when opened', async () => {
    const api = renderMailbox([
      message(),
      message({
        id: 2,
        template: 'agentDividend.due',
        params: {
          kind: 'DIVIDEND',
          account: 'demo_subagent',
          amount: '1234.5',
          dueBy: '2026-12-04T16:00:00.000Z',
        },
        readAt: '2026-11-23T05:00:00.000Z',
      }),
      message({
        id: 3,
        template: 'agentContract.ended',
        params: { kind: 'DAILY_WAGES', reason: 'REPLACED' },
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Peti mel' });
    expect(screen.getByText('2 belum dibaca')).toBeTruthy();
    const offered = within(list).getByRole('button', { name: /Tawaran kontrak gaji masa nyata/ });
    expect(offered.textContent).toContain('Belum dibaca:');
    fireEvent.click(offered);
    expect(
      screen.getByText('demo_agent menawarkan anda kontrak gaji masa nyata. Jawab di pusat ejen.'),
    ).toBeTruthy();
    await waitFor(() => expect(api.to(`PUT ${MAILBOX_PATHS.read(1)}`)).toHaveLength(1));
    expect(await screen.findByText('1 belum dibaca')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: /Dividen perlu diagih/ }));
    expect(
      screen.getByText(/Anda berhutang RM 1,234.50 kepada demo_subagent \(dividen\)/),
    ).toBeTruthy();
    // A message already read is not marked again.
    expect(api.to(`PUT ${MAILBOX_PATHS.read(2)}`)).toHaveLength(0);
    fireEvent.click(within(list).getByRole('button', { name: /Kontrak gaji harian tamat/ }));
    expect(
      screen.getByText('Kontrak gaji harian anda telah tamat: diganti dengan terma baharu.'),
    ).toBeTruthy();
  });

  it('shows an operator’s message in the reader’s language, or the text the operator wrote', async () => {
    renderMailbox([
      message({
        template: 'operator.message',
        params: {},
        operatorText: {
          EN: { subject: 'Weekend tournament', body: 'Join the slots tournament.' },
          MS: { subject: 'Kejohanan hujung minggu', body: 'Sertai kejohanan slot.' },
        },
      }),
      message({
        id: 2,
        template: 'operator.message',
        params: {},
        operatorText: { CN: { subject: '维护通知', body: '周日凌晨维护。' } },
        readAt: '2026-11-23T05:00:00.000Z',
      }),
      message({
        id: 3,
        template: 'deposit.approved',
        params: { amount: '250' },
        readAt: '2026-11-23T05:00:00.000Z',
      }),
      message({
        id: 4,
        template: 'feedback.replied',
        params: { feedbackId: '7', reply: 'Your deposit <arrived> at 10:02.' },
        readAt: '2026-11-23T05:00:00.000Z',
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Peti mel' });
    fireEvent.click(within(list).getByRole('button', { name: /Kejohanan hujung minggu/ }));
    expect(screen.getByText('Sertai kejohanan slot.')).toBeTruthy();
    // Only in Chinese: every reader reads that one.
    fireEvent.click(within(list).getByRole('button', { name: /维护通知/ }));
    expect(screen.getByText('周日凌晨维护。')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: /Deposit diluluskan/ }));
    expect(screen.getByText(/Deposit anda sebanyak RM 250.00 telah diluluskan/)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: /maklum balas #7/ }));
    expect(screen.getByText('Your deposit <arrived> at 10:02.')).toBeTruthy();
  });

  it('writes the points of an exchange letter as the point mall does', async () => {
    renderMailbox([
      message({
        template: 'pointOrder.passed',
        params: {
          transactionNo: 'PX1001',
          product: 'Bonus Tunai RM 10',
          quantity: '2',
          points: '12000',
        },
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Peti mel' });
    fireEvent.click(within(list).getByRole('button', { name: /Penukaran mata PX1001 diluluskan/ }));
    expect(
      screen.getByText('Penukaran 2 x Bonus Tunai RM 10 dengan 12,000 mata telah diluluskan.'),
    ).toBeTruthy();
  });

  it('deletes the open message, which leaves the list', async () => {
    const api = renderMailbox([
      message(),
      message({ id: 2, template: 'withdrawal.paid', params: { amount: '80' } }),
    ]);
    const list = await screen.findByRole('list', { name: 'Peti mel' });
    fireEvent.click(within(list).getByRole('button', { name: /Tawaran kontrak gaji masa nyata/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Padam' }));
    await waitFor(() => expect(api.to(`DELETE ${MAILBOX_PATHS.message(1)}`)).toHaveLength(1));
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: /Tawaran kontrak/ })).toBeNull(),
    );
    expect(within(list).getByRole('button', { name: /Pengeluaran dibayar/ })).toBeTruthy();
  });

  it('shows the unread count on the avatar and beside the mailbox entry', async () => {
    window.sessionStorage.setItem('token', 't');
    mockApi({
      'GET /wps/member/info': () => ok(memberInfo),
      [`GET ${MAILBOX_PATHS.unreadCount}`]: () => ok({ count: 3 }),
      [`GET ${MAILBOX_PATHS.messages}`]: () => ok(mailboxPage([message()])),
    });
    renderApp('/');
    const profile = await screen.findByRole('button', { name: /Menu akaun/ });
    expect(await within(profile).findByText('3')).toBeTruthy();
    fireEvent.click(profile);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Peti Mel' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu pusat ahli' });
    expect(within(menu).getByLabelText('3 baharu')).toBeTruthy();
  });

  it('asks nothing for a demo account', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '4');
    const api = mockApi({ 'GET /wps/member/info': () => ok({ ...memberInfo, type: 4 }) });
    renderApp('/');
    await screen.findByRole('button', { name: /Menu akaun/ });
    expect(api.to(`GET ${MAILBOX_PATHS.unreadCount}`)).toHaveLength(0);
  });
});

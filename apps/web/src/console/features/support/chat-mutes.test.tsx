import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_PATHS,
  CONSOLE_REQUEST_HEADER,
  type ConsoleChatMuteRow,
  type ConsolePage,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleFailure, consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';

const MUTES = CONSOLE_PATHS.chatMutes;

const mute = (
  memberId: number,
  account: string,
  mutedUntil: string | null,
): ConsoleChatMuteRow => ({ memberId, account, mutedUntil, mutedAt: '2026-03-07T08:00:00.000Z' });

const page = (list: ConsoleChatMuteRow[]): ConsolePage<ConsoleChatMuteRow> => ({
  list,
  total: list.length,
  page: 1,
  pageSize: 20,
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('console chat mutes', () => {
  it('lists the mutes in force and unmutes one', async () => {
    let list = [mute(3, 'loud_one', null), mute(4, 'spammer', '2026-03-07T09:00:00.000Z')];
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${MUTES}`]: () => ok(page(list)),
      [`DELETE ${MUTES}/loud_one`]: () => {
        list = list.filter((row) => row.account !== 'loud_one');
        return ok(null);
      },
    });
    await renderConsole('/support/chat-mutes');
    const loud = (await screen.findByRole('rowheader', { name: 'loud_one' })).closest('tr')!;
    expect(within(loud).getByText('Sehingga dinyahsenyap')).toBeTruthy();

    fireEvent.click(within(loud).getByRole('button', { name: 'Nyahsenyap loud_one' }));
    expect(
      await screen.findByText('loud_one boleh menghantar mesej dalam bilik sembang semula.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'loud_one' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'spammer' })).toBeTruthy();
    const [sent] = api.to(`DELETE ${MUTES}/loud_one`);
    expect(sent?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
  });

  it('mutes an account for some minutes, or until unmuted', async () => {
    let list: ConsoleChatMuteRow[] = [];
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${MUTES}`]: () => ok(page(list)),
      [`PUT ${MUTES}/rude.guy`]: (request) => {
        const minutes = (request.body as { minutes?: number }).minutes;
        const mutedUntil = minutes ? '2026-03-07T10:00:00.000Z' : null;
        list = [mute(9, 'rude.guy', mutedUntil)];
        return ok({ account: 'rude.guy', mutedUntil });
      },
    });
    await renderConsole('/support/chat-mutes');
    expect(await screen.findByText('Tiada sesiapa disenyapkan.')).toBeTruthy();

    type('Minit', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Senyapkan' }));
    expect(await screen.findByText('Masukkan akaun ahli.')).toBeTruthy();
    type('Akaun', ' rude.guy ');
    fireEvent.click(screen.getByRole('button', { name: 'Senyapkan' }));
    expect(await screen.findByText(/Masukkan minit penuh dari 1 hingga 43,200/)).toBeTruthy();
    expect(api.to(`PUT ${MUTES}/rude.guy`)).toHaveLength(0);

    type('Minit', '90');
    fireEvent.click(screen.getByRole('button', { name: 'Senyapkan' }));
    expect(await screen.findByText(/^rude\.guy disenyapkan sehingga /)).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'rude.guy' })).toBeTruthy();

    type('Akaun', 'rude.guy');
    fireEvent.click(screen.getByLabelText('Sehingga dinyahsenyap'));
    expect(screen.getByLabelText('Minit')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Senyapkan' }));
    expect(await screen.findByText('rude.guy disenyapkan sehingga dinyahsenyap.')).toBeTruthy();

    const sent = api.to(`PUT ${MUTES}/rude.guy`);
    expect(sent.map((request) => request.body)).toEqual([{ minutes: 90 }, {}]);
    expect(sent[0]?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
  });

  it("shows the API's message for an unknown account", async () => {
    mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${MUTES}`]: () => ok(page([])),
      [`PUT ${MUTES}/nobody`]: () => consoleFailure('NOT_FOUND', 404, 'No member has this account'),
    });
    await renderConsole('/support/chat-mutes');
    await screen.findByText('Tiada sesiapa disenyapkan.');
    type('Akaun', 'nobody');
    fireEvent.click(screen.getByRole('button', { name: 'Senyapkan' }));
    expect(await screen.findByText('No member has this account')).toBeTruthy();
  });

  it('shows the mutes without the form or unmute buttons to a role without support.write', async () => {
    mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${MUTES}`]: () => ok(page([mute(3, 'loud_one', null)])),
    });
    await renderConsole('/support/chat-mutes');
    expect(await screen.findByRole('rowheader', { name: 'loud_one' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nyahsenyap loud_one' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Senyapkan' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_MESSAGE_PATHS,
  type ConsoleMessageAudiences,
  type ConsoleMessageRequest,
  type ConsoleMessageRow,
  type ConsolePage,
} from '@wps/shared-types';
import { failure, mockApi } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';
import { emptyDraft, toRequest, writtenTexts } from './message-form';

const audiences: ConsoleMessageAudiences = {
  ranks: [
    { rankLevel: 0, labelName: 'Member' },
    { rankLevel: 6, labelName: 'Crown' },
  ],
  labels: ['New', 'VIP'],
};

function row(overrides: Partial<ConsoleMessageRow> = {}): ConsoleMessageRow {
  return {
    id: 1,
    audience: 'LABEL',
    target: 'VIP',
    texts: { EN: { subject: 'Weekend tournament', body: 'Join us.' } },
    recipients: 1234,
    sentBy: 'support',
    createdAt: '2026-11-28T10:00:00.000Z',
    deletedAt: null,
    deletedBy: null,
    ...overrides,
  };
}

/** The console's answers; the first `failures` sendings fail (a retry of the same one follows). */
function consoleWith(role: 'SUPPORT' | 'READ_ONLY', list: ConsoleMessageRow[], failures = 0) {
  const state = { list, failures };
  const page = (): ConsolePage<ConsoleMessageRow> => ({
    list: state.list,
    total: state.list.length,
    page: 1,
    pageSize: 20,
  });
  return mockApi({
    ...meAnswer(consoleOperator(role)),
    [`GET ${CONSOLE_MESSAGE_PATHS.messages}`]: () => ok(page()),
    [`GET ${CONSOLE_MESSAGE_PATHS.audiences}`]: () => ok(audiences),
    [`POST ${CONSOLE_MESSAGE_PATHS.messages}`]: (request) => {
      if (state.failures > 0) {
        state.failures -= 1;
        return failure('INTERNAL_ERROR', 500);
      }
      const body = request.body as ConsoleMessageRequest;
      const sent = row({
        id: 2,
        audience: body.audience,
        target: body.label ?? body.account ?? null,
        texts: body.texts,
        recipients: 3,
      });
      state.list = [sent, ...state.list];
      return ok(sent);
    },
    [`DELETE ${CONSOLE_MESSAGE_PATHS.message(1)}`]: () => {
      state.list = state.list.map((each) =>
        each.id === 1
          ? { ...each, deletedAt: '2026-11-28T11:00:00.000Z', deletedBy: 'support' }
          : each,
      );
      return ok(state.list.find((each) => each.id === 1));
    },
  });
}

describe('the message form', () => {
  it('sends only the languages written and the audience’s own field', () => {
    const draft = emptyDraft();
    draft.texts.EN = { subject: 'Hello', body: 'Hi all' };
    expect(writtenTexts(draft)).toEqual({ EN: { subject: 'Hello', body: 'Hi all' } });
    expect(toRequest({ ...draft, audience: 'RANK', rankLevel: '6', label: 'VIP' })).toEqual({
      audience: 'RANK',
      rankLevel: 6,
      texts: { EN: { subject: 'Hello', body: 'Hi all' } },
    });
    expect(toRequest({ ...draft, audience: 'MEMBER', account: ' demo_member ' })).toMatchObject({
      audience: 'MEMBER',
      account: 'demo_member',
    });
    expect(emptyDraft('demo_vip')).toMatchObject({ audience: 'MEMBER', account: 'demo_vip' });
  });
});

describe('the messages page', () => {
  it('sends a message to a label and lists it with how many members it reached', async () => {
    const api = consoleWith('SUPPORT', [row()]);
    await renderConsole('/messages');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Kepada' }), {
      target: { value: 'LABEL' },
    });
    // Nothing chosen, nothing written: the form says so and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Hantar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pilih penerima mesej.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Label' }), {
      target: { value: 'New' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hantar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tulis subjek dan mesej dalam sekurang-kurangnya satu bahasa.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Subjek (MS)' }), {
      target: { value: 'Selamat datang' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hantar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('memerlukan subjek');
    fireEvent.change(screen.getByRole('textbox', { name: 'Mesej (MS)' }), {
      target: { value: 'Bonus untuk ahli baharu.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hantar' }));
    expect(await screen.findByText('Dihantar kepada 3 ahli.')).toBeTruthy();
    const [post] = api.to(`POST ${CONSOLE_MESSAGE_PATHS.messages}`);
    expect(post?.body).toEqual({
      audience: 'LABEL',
      label: 'New',
      texts: { MS: { subject: 'Selamat datang', body: 'Bonus untuk ahli baharu.' } },
    });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('Selamat datang')).toBeTruthy());
    expect(within(table).getByText('1,234')).toBeTruthy();
  });

  it('asks before sending to every member', async () => {
    const api = consoleWith('SUPPORT', []);
    await renderConsole('/messages');
    await screen.findByRole('combobox', { name: 'Kepada' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Subjek (EN)' }), {
      target: { value: 'Maintenance' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mesej (EN)' }), {
      target: { value: 'Sunday 2am.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hantar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hantar kepada semua ahli?' });
    expect(api.to(`POST ${CONSOLE_MESSAGE_PATHS.messages}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hantar' }));
    await waitFor(() => expect(api.to(`POST ${CONSOLE_MESSAGE_PATHS.messages}`)).toHaveLength(1));
  });

  it('sends one key per message: a retry after a failure repeats it, the next sending has its own', async () => {
    const api = consoleWith('SUPPORT', [], 1);
    await renderConsole('/messages?account=demo_vip');
    const write = () => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Subjek (EN)' }), {
        target: { value: 'Maintenance' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: 'Mesej (EN)' }), {
        target: { value: 'Sunday 2am.' },
      });
    };
    await screen.findByRole('textbox', { name: 'Akaun ahli' });
    write();
    fireEvent.click(screen.getByRole('button', { name: 'Hantar' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Hantar' }));
    expect(await screen.findByText('Dihantar kepada 3 ahli.')).toBeTruthy();
    // The same text again is a new message (to every member now: the form was emptied).
    write();
    fireEvent.click(screen.getByRole('button', { name: 'Hantar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hantar kepada semua ahli?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hantar' }));
    await waitFor(() => expect(api.to(`POST ${CONSOLE_MESSAGE_PATHS.messages}`)).toHaveLength(3));
    const [failed, retried, next] = api
      .to(`POST ${CONSOLE_MESSAGE_PATHS.messages}`)
      .map((request) => request.headers.get('idempotency-key'));
    expect(failed).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried).toBe(failed);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(failed);
  });

  it('fills the member from the address (the feedback page’s link)', async () => {
    consoleWith('SUPPORT', []);
    await renderConsole('/messages?account=demo_vip');
    expect(await screen.findByRole('textbox', { name: 'Akaun ahli' })).toHaveProperty(
      'value',
      'demo_vip',
    );
  });

  it('deletes a message from every mailbox after a confirmation', async () => {
    const api = consoleWith('SUPPORT', [row()]);
    await renderConsole('/messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Padam “Weekend tournament”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Padam “Weekend tournament”?' });
    expect(dialog.textContent).toContain('1,234 ahli');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Padam' }));
    await waitFor(() =>
      expect(api.to(`DELETE ${CONSOLE_MESSAGE_PATHS.message(1)}`)).toHaveLength(1),
    );
    expect(await screen.findByText(/Dipadam oleh support/)).toBeTruthy();
  });

  it('shows the list but no form or delete to a read-only role', async () => {
    consoleWith('READ_ONLY', [row()]);
    await renderConsole('/messages');
    expect(await screen.findByText('Weekend tournament')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Kepada' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Padam/ })).toBeNull();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PATHS,
  CHAT_SOCKET_PATH,
  type ChatHistoryPage,
  type ChatMessage,
  type ChatServerFrame,
} from '@wps/shared-types';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { logInAsMember } from '../../test/lobby-api';
import { renderApp } from '../../test/render';

/** A WebSocket the test drives: it opens, receives frames and drops when told. */
class FakeSocket {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  readonly sent: Array<{ event: string; data: Record<string, unknown> }> = [];
  private readonly listeners = new Map<string, Array<(event: unknown) => void>>();

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as (typeof this.sent)[number]);
  }

  close(code = 1000) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close', { code });
  }

  open() {
    this.readyState = 1;
    this.emit('open', {});
  }

  receive(frame: ChatServerFrame) {
    this.emit('message', { data: JSON.stringify(frame) });
  }

  private emit(type: string, event: unknown) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}

const latestSocket = () => FakeSocket.instances.at(-1)!;

const message = (id: number, text: string, mine = false): ChatMessage => ({
  id,
  sender: mine ? 'Saya Sendiri' : 'Agent Member 2',
  text,
  createdAt: '2026-11-22T10:15:00.000Z',
  mine,
});

async function openChatRoom({
  hasMore = false,
  handlers = {},
}: { hasMore?: boolean; handlers?: Parameters<typeof mockApi>[0] } = {}) {
  logInAsMember();
  const api = mockApi({ 'GET /wps/member/info': () => ok(memberInfo), ...handlers });
  renderApp('/');
  fireEvent.click(await screen.findByRole('button', { name: 'Bilik Sembang' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bilik Sembang' });
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  const socket = latestSocket();
  socket.open();
  socket.receive({
    event: 'ready',
    data: {
      history: {
        list: [message(11, 'Selamat datang'), message(12, 'Terima kasih', true)],
        hasMore,
      },
      nickname: 'Saya Sendiri',
      mute: null,
    },
  });
  return { dialog, socket, api };
}

describe('chat room', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  it('sends a visitor to the login popup instead', async () => {
    mockApi();
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Bilik Sembang' }));
    expect(await screen.findByRole('dialog', { name: 'Log Masuk' })).toBeTruthy();
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('joins with the session token, shows the history and live messages, and sends', async () => {
    const { dialog, socket } = await openChatRoom();
    expect(socket.url).toMatch(new RegExp(`^ws://[^/]+${CHAT_SOCKET_PATH}$`));
    expect(socket.sent[0]).toEqual({ event: 'join', data: { token: 't' } });
    const log = within(dialog).getByRole('log', { name: 'Mesej bilik sembang' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Agent Member 2.*Selamat datang$/),
      expect.stringMatching(/^Anda.*Terima kasih$/),
    ]);
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Anda bersembang sebagai Saya Sendiri',
    );

    const input = within(dialog).getByRole('textbox', { name: 'Mesej' });
    fireEvent.change(input, { target: { value: ' Hai semua ' } });
    expect(within(dialog).getByText(`9/${CHAT_MESSAGE_MAX_LENGTH} aksara`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hantar' }));
    const sent = socket.sent.at(-1)!;
    expect(sent).toMatchObject({ event: 'send', data: { text: ' Hai semua ' } });
    socket.receive({ event: 'sent', data: { requestId: String(sent.data.requestId) } });
    expect((input as HTMLInputElement).value).toBe('');
    socket.receive({ event: 'message', data: message(13, 'Hai semua', true) });
    socket.receive({ event: 'message', data: message(14, 'Hai juga') });
    expect(within(log).getAllByRole('listitem')).toHaveLength(4);
    expect(log.textContent).toContain('Hai juga');
  });

  it('shows refusals inline: too fast, muted and too long', async () => {
    const { dialog, socket } = await openChatRoom();
    const input = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Mesej' });
    fireEvent.change(input, { target: { value: 'cepat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hantar' }));
    const requestId = String(socket.sent.at(-1)!.data.requestId);
    socket.receive({
      event: 'error',
      data: {
        code: 'TOO_MANY_REQUESTS',
        message: 'too fast',
        value: { retryAfterSeconds: 7 },
        requestId,
      },
    });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Anda menghantar terlalu pantas. Cuba lagi dalam 7 saat.',
    );
    // The refused text stays, ready to send again.
    expect(input.value).toBe('cepat');

    fireEvent.change(input, { target: { value: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hantar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      `Mesej mestilah 1 hingga ${CHAT_MESSAGE_MAX_LENGTH} aksara`,
    );
    expect(socket.sent.at(-1)!.data.requestId).toBe(requestId);

    socket.receive({ event: 'muted', data: { mutedUntil: null } });
    expect(
      within(dialog).getByText(
        'Anda telah dibisukan dalam bilik sembang sehingga pengendali membenarkan semula.',
      ),
    ).toBeTruthy();
    expect(input.disabled).toBe(true);
    socket.receive({ event: 'unmuted', data: null });
    expect(input.disabled).toBe(false);
  });

  it('reconnects after a drop and joins again, keeping each message once', async () => {
    const { dialog, socket } = await openChatRoom();
    socket.close(1006);
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Sambungan terputus. Menyambung semula…',
    );
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 3_000 });
    const again = latestSocket();
    again.open();
    expect(again.sent[0]).toEqual({ event: 'join', data: { token: 't' } });
    again.receive({
      event: 'ready',
      data: {
        history: {
          list: [
            message(11, 'Selamat datang'),
            message(12, 'Terima kasih', true),
            message(15, 'Baru'),
          ],
          hasMore: false,
        },
        nickname: 'Saya Sendiri',
        mute: null,
      },
    });
    const log = within(dialog).getByRole('log');
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Anda bersembang sebagai Saya Sendiri',
    );
  });

  it('loads earlier messages page by page from the oldest one shown', async () => {
    const { dialog, api } = await openChatRoom({
      hasMore: true,
      handlers: {
        [`GET ${CHAT_PATHS.messages}`]: () =>
          ok<ChatHistoryPage>({
            list: [message(9, 'Lama sekali'), message(10, 'Lama')],
            hasMore: false,
          }),
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Muat mesej terdahulu' }));
    const log = within(dialog).getByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(4));
    expect(log.textContent).toMatch(/Lama sekali.*Lama.*Selamat datang/);
    expect(api.to(`GET ${CHAT_PATHS.messages}`)[0].query.get('before')).toBe('11');
    expect(within(dialog).queryByRole('button', { name: 'Muat mesej terdahulu' })).toBeNull();
  });

  it('closes the socket when the dialog closes', async () => {
    const { dialog, socket } = await openChatRoom();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bilik Sembang' })).toBeNull());
    expect(socket.readyState).toBe(3);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

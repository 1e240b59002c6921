import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_REQUEST_HEADER,
  CONSOLE_SUPPORT_PATHS,
  type ConsoleFeedbackDetail,
  type ConsoleFeedbackRow,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleFailure, consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';

const INBOX = CONSOLE_SUPPORT_PATHS.feedback;
const FEEDBACK = `${INBOX}/7`;

function row(overrides: Partial<ConsoleFeedbackRow> = {}): ConsoleFeedbackRow {
  return {
    id: 7,
    memberId: 42,
    account: 'demo_42',
    questionType: 'WITHDRAWAL',
    status: 'OPEN',
    content: 'My withdrawal has been pending since yesterday evening.',
    imageCount: 2,
    createdAt: '2026-03-07T08:30:00.000Z',
    repliedAt: null,
    closedAt: null,
    ...overrides,
  };
}

function detail(overrides: Partial<ConsoleFeedbackDetail> = {}): ConsoleFeedbackDetail {
  return {
    ...row(),
    images: [
      { position: 1, mimeType: 'image/png', sizeBytes: 52_000 },
      { position: 2, mimeType: 'image/jpeg', sizeBytes: 81_000 },
    ],
    reply: null,
    repliedBy: null,
    ...overrides,
  };
}

describe('console feedback inbox', () => {
  it('lists the feedback by state, page by page, and opens one', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${INBOX}`]: () => ok({ list: [row()], total: 1, page: 1, pageSize: 20 }),
      [`GET ${FEEDBACK}`]: () => ok(detail()),
    });
    const { router } = await renderConsole('/support');
    const link = await screen.findByRole('link', { name: 'Buka maklum balas #7' });
    const line = link.closest('tr') as HTMLElement;
    expect(within(line).getByText('demo_42')).toBeTruthy();
    expect(within(line).getByText('Pengeluaran')).toBeTruthy();
    expect(within(line).getByText('Terbuka')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/console/support/feedback');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'OPEN' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=OPEN'));
    await waitFor(() =>
      expect(api.to(`GET ${INBOX}`).map((request) => request.query.toString())).toEqual([
        'page=1&pageSize=20',
        'page=1&pageSize=20&status=OPEN',
      ]),
    );

    fireEvent.click(await screen.findByRole('link', { name: 'Buka maklum balas #7' }));
    expect(await screen.findByRole('heading', { name: 'Maklum balas #7' })).toBeTruthy();
  });

  it("shows the member's text and images through the operator route, and sends a reply", async () => {
    let current = detail();
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${FEEDBACK}`]: () => ok(current),
      [`POST ${FEEDBACK}/reply`]: (request) => {
        current = {
          ...current,
          status: 'REPLIED',
          reply: (request.body as { content: string }).content,
          repliedBy: 'ops_amir',
          repliedAt: '2026-03-07T09:00:00.000Z',
        };
        return ok(current);
      },
    });
    await renderConsole('/support/feedback/7');
    expect(
      await screen.findByText('My withdrawal has been pending since yesterday evening.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'demo_42' }).getAttribute('href')).toBe(
      '/console/members/42',
    );
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      `${FEEDBACK}/images/1`,
      `${FEEDBACK}/images/2`,
    ]);
    expect(images[0]?.getAttribute('alt')).toBe('Gambar 1 bagi maklum balas #7');
    expect(screen.getByText('Belum dibalas.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hantar balasan' }));
    expect(await screen.findByText('Tulis balasan dahulu.')).toBeTruthy();
    expect(api.to(`POST ${FEEDBACK}/reply`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Balasan anda'), {
      target: { value: '  Your withdrawal was paid this morning.  ' },
    });
    const send = screen.getByRole('button', { name: 'Hantar balasan' });
    fireEvent.click(send);
    expect(send).toHaveProperty('disabled', true);
    expect(
      await screen.findByText('Balasan dihantar: ahli melihatnya bersama maklum balas.'),
    ).toBeTruthy();
    const [sent] = api.to(`POST ${FEEDBACK}/reply`);
    expect(sent?.body).toEqual({ content: 'Your withdrawal was paid this morning.' });
    expect(sent?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    // The feedback reads again: the reply and its author show, and a new one would replace it.
    expect(await screen.findByText('Your withdrawal was paid this morning.')).toBeTruthy();
    expect(screen.getByText(/Dibalas oleh ops_amir/)).toBeTruthy();
    expect(screen.getByLabelText('Balasan baharu (menggantikan balasan di atas)')).toBeTruthy();
  });

  it('closes a feedback after a confirmation; a closed one takes no reply', async () => {
    let current = detail({ status: 'REPLIED', reply: 'Paid.', repliedBy: 'ops_siti' });
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${FEEDBACK}`]: () => ok(current),
      [`POST ${FEEDBACK}/close`]: () => {
        current = { ...current, status: 'CLOSED', closedAt: '2026-03-08T10:00:00.000Z' };
        return ok(current);
      },
    });
    await renderConsole('/support/feedback/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Tutup maklum balas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tutup maklum balas #7?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup maklum balas' }));
    expect(await screen.findByText('Maklum balas telah ditutup.')).toBeTruthy();
    expect(
      await screen.findByText('Maklum balas ini telah ditutup: ia tidak menerima balasan lagi.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hantar balasan' })).toBeNull();
    const [sent] = api.to(`POST ${FEEDBACK}/close`);
    expect(sent?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
  });

  it("shows the API's message when a reply is refused", async () => {
    mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${FEEDBACK}`]: () => ok(detail()),
      [`POST ${FEEDBACK}/reply`]: () =>
        consoleFailure('CONFLICT', 409, 'This feedback is closed: it takes no more replies'),
    });
    await renderConsole('/support/feedback/7');
    fireEvent.change(await screen.findByLabelText('Balasan anda'), {
      target: { value: 'Hello' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hantar balasan' }));
    expect(
      await screen.findByText('This feedback is closed: it takes no more replies'),
    ).toBeTruthy();
  });

  it('lets a role without support.write read the feedback, not answer it', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${FEEDBACK}`]: () => ok(detail()),
    });
    await renderConsole('/support/feedback/7');
    expect(
      await screen.findByText('My withdrawal has been pending since yesterday evening.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Balasan anda')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tutup maklum balas' })).toBeNull();
  });
});

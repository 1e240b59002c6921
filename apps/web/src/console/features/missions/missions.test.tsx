import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_MISSION_PATHS,
  type ConsoleMissionList,
  type ConsoleMissionView,
  type MissionInput,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';
import { draftProblems, EMPTY_DRAFT, fromDraft, toDraft } from './mission-form';

const slots: ConsoleMissionView = {
  id: 4,
  period: 'DAILY',
  kind: 'CATEGORY_TURNOVER',
  categoryCode: 'RNG',
  gameId: null,
  gameName: null,
  target: '500.00',
  rewardAmount: '5.00',
  turnoverMultiplier: 1,
  enabled: true,
  sortOrder: 1,
  titles: { MS: 'Putaran slot', EN: 'Slot spins', CN: '老虎机' },
  updatedAt: '2026-11-29T01:00:00.000Z',
};

const list: ConsoleMissionList = { list: [slots], categories: ['RNG', 'LIVE'] };

describe('the mission form', () => {
  it('reads back the mission it shows', () => {
    expect(fromDraft(toDraft(slots))).toEqual({
      period: 'DAILY',
      kind: 'CATEGORY_TURNOVER',
      categoryCode: 'RNG',
      gameId: null,
      target: '500.00',
      rewardAmount: '5.00',
      turnoverMultiplier: 1,
      enabled: true,
      sortOrder: 1,
      titles: slots.titles,
    });
    expect(draftProblems(toDraft(slots))).toEqual(new Set());
  });

  it('names the fields to correct, and drops a category a kind does not count', () => {
    const draft = { ...EMPTY_DRAFT, kind: 'SIGN_IN' as const, target: '2', rewardAmount: '0' };
    expect(draftProblems(draft)).toEqual(new Set(['target', 'rewardAmount', 'titles']));
    expect(fromDraft({ ...draft, categoryCode: 'RNG' }).categoryCode).toBeNull();
  });
});

describe('the missions page', () => {
  it('lets finance add a mission and sends it whole', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_MISSION_PATHS.missions}`]: () => ok(list),
      [`POST ${CONSOLE_MISSION_PATHS.missions}`]: (request) =>
        ok({ ...slots, id: 5, ...(request.body as MissionInput) }),
    });
    await renderConsole('/missions');
    const table = await screen.findByRole('table', { name: 'Misi' });
    expect(within(table).getByRole('cell', { name: 'Slot spins' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Misi baharu' });
    const field = (name: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(name), { target: { value } });
    field('Tajuk (MS)', 'Log masuk');
    field('Tajuk (EN)', 'Sign in');
    field('Tajuk (CN)', '登录');
    field('Mengira', 'SIGN_IN');
    field('Tempoh', 'WEEKLY');
    field('Sasaran', '3');
    field('Ganjaran', '2.50');
    fireEvent.click(within(form).getByRole('button', { name: 'Tambah misi' }));
    expect(await screen.findByText('Misi disimpan.')).toBeTruthy();
    const [post] = api.to(`POST ${CONSOLE_MISSION_PATHS.missions}`);
    expect(post?.body).toEqual({
      period: 'WEEKLY',
      kind: 'SIGN_IN',
      categoryCode: null,
      gameId: null,
      target: '3',
      rewardAmount: '2.50',
      turnoverMultiplier: 1,
      enabled: true,
      sortOrder: 0,
      titles: { MS: 'Log masuk', EN: 'Sign in', CN: '登录' },
    });
  });

  it('shows the missions read-only to a role without payments.settings', async () => {
    mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${CONSOLE_MISSION_PATHS.missions}`]: () => ok(list),
    });
    await renderConsole('/missions');
    expect(await screen.findByRole('table', { name: 'Misi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ubah/ })).toBeNull();
    expect(
      screen.getByText('Peranan anda boleh membaca misi tetapi tidak mengubahnya.'),
    ).toBeTruthy();
  });
});

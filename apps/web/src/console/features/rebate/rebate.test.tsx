import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_REBATE_PATHS,
  type ConsoleRebateSettingsView,
  type RebateSettings,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';
import { draftProblems, fromDraft, toDraft } from './rebate-form';

const settings: RebateSettings = {
  enabled: true,
  period: 'DAILY',
  turnoverMultiplier: 1,
  rates: [
    { rankLevel: 0, categoryCode: 'RNG', percent: '0.50' },
    { rankLevel: 1, categoryCode: 'LIVE', percent: '0.35' },
  ],
};

const view: ConsoleRebateSettingsView = {
  settings,
  ranks: [
    { rankLevel: 0, labelName: 'Member' },
    { rankLevel: 1, labelName: 'Bronze' },
  ],
  categories: ['RNG', 'LIVE'],
};

describe('the rebate settings form', () => {
  it('reads back the settings it shows, and accepts them', () => {
    const draft = toDraft(settings);
    expect(fromDraft(draft)).toEqual(settings);
    expect(draftProblems(draft)).toEqual(new Set());
  });

  it('drops emptied cells and names the cells and multiplier to correct', () => {
    const draft = {
      ...toDraft(settings),
      turnoverMultiplier: '1.234',
      rates: { '0/RNG': '', '1/LIVE': '5.01', '1/RNG': '0.8' },
    };
    expect(draftProblems(draft)).toEqual(new Set(['turnoverMultiplier', '1/LIVE']));
    expect(fromDraft({ ...draft, rates: { '0/RNG': ' ', '1/RNG': '0.8' } }).rates).toEqual([
      { rankLevel: 1, categoryCode: 'RNG', percent: '0.8' },
    ]);
  });
});

describe('the rebate settings page', () => {
  it('lets finance change a rate and sends every setting', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_REBATE_PATHS.settings}`]: () => ok(view),
      [`PUT ${CONSOLE_REBATE_PATHS.settings}`]: (request) =>
        ok({ ...view, settings: request.body as RebateSettings }),
    });
    await renderConsole('/rebate');
    const cell = await screen.findByRole('textbox', { name: 'Kadar Bronze dalam RNG (%)' });
    fireEvent.change(cell, { target: { value: '0.75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan tetapan rebat' }));

    expect(await screen.findByText('Disimpan. Rebat ahli kini mengikut tetapan ini.')).toBeTruthy();
    const [put] = api.to(`PUT ${CONSOLE_REBATE_PATHS.settings}`);
    expect((put?.body as RebateSettings).rates).toContainEqual({
      rankLevel: 1,
      categoryCode: 'RNG',
      percent: '0.75',
    });
  });

  it('shows the rates read-only to a role without payments.settings', async () => {
    mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${CONSOLE_REBATE_PATHS.settings}`]: () => ok(view),
    });
    await renderConsole('/rebate');
    const cell = await screen.findByRole('textbox', { name: 'Kadar Member dalam RNG (%)' });
    expect((cell as HTMLInputElement).value).toBe('0.50');
    expect((cell as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Simpan tetapan rebat' })).toBeNull();
  });
});

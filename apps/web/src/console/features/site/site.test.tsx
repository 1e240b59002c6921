import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_PATHS,
  CONSOLE_REQUEST_HEADER,
  DEFAULT_REGISTER_FIELD_RULES,
  type ConsoleSiteSettings,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';

function settings(overrides: Partial<ConsoleSiteSettings> = {}): ConsoleSiteSettings {
  return {
    maintenanceEnabled: false,
    maintenanceTitle: null,
    maintenanceText: null,
    maintenanceEndAt: null,
    sliderVerification: true,
    routeGuard: false,
    walletReturnOnLeave: true,
    currencyCode: 'MYR',
    currencySymbol: 'RM',
    defaultLanguage: 'MS',
    languages: ['MS', 'EN', 'CN'],
    minimumAge: 18,
    timezone: 'Asia/Kuala_Lumpur',
    blockedCountries: ['SG'],
    ipAllowList: [],
    ipDenyList: [],
    regionRestrictionText: null,
    largeAdjustmentAmount: '5000.00',
    flags: [
      { code: 'USERNAMEREG3', enabled: true },
      { code: 'REGMOBVERF3', enabled: false },
    ],
    ...overrides,
  };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('console site settings', () => {
  it('sends only the fields that changed', async () => {
    let saved = settings();
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CONSOLE_PATHS.site}`]: () => ok(saved),
      [`PUT ${CONSOLE_PATHS.site}`]: (request) => {
        saved = { ...saved, ...(request.body as Partial<ConsoleSiteSettings>) };
        return ok(saved);
      },
    });
    await renderConsole('/site');
    await screen.findByLabelText('Tajuk penyelenggaraan');
    const save = screen.getByRole('button', { name: 'Simpan perubahan' });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByLabelText('Laman dalam penyelenggaraan'));
    type('Tajuk penyelenggaraan', '  Naik taraf sistem ');
    // Only the list's spacing changes: the same countries, so not sent.
    type('Negara yang disekat (kod ISO)', ' SG ');
    type('Senarai IP disekat', '198.51.100.7, 203.0.113.0/24\n192.0.2.1');
    fireEvent.click(screen.getByLabelText('Pendaftaran memerlukan kod SMS'));
    type('Jumlah pelarasan besar', '5000');
    fireEvent.click(
      screen.getByLabelText(
        'Bawa dompet permainan kembali ke dompet utama apabila ahli meninggalkan permainan',
      ),
    );
    fireEvent.click(save);

    expect(await screen.findByText('Tetapan disimpan.')).toBeTruthy();
    const [sent] = api.to(`PUT ${CONSOLE_PATHS.site}`);
    expect(sent?.body).toEqual({
      maintenanceEnabled: true,
      maintenanceTitle: 'Naik taraf sistem',
      ipDenyList: ['198.51.100.7', '203.0.113.0/24', '192.0.2.1'],
      flags: [{ code: 'REGMOBVERF3', enabled: true }],
      walletReturnOnLeave: false,
    });
    expect(sent?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Simpan perubahan' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });

  it('asks for a default language among the enabled ones', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CONSOLE_PATHS.site}`]: () => ok(settings()),
    });
    await renderConsole('/site');
    fireEvent.click(await screen.findByLabelText('Bahasa Melayu'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(
      await screen.findByText('Bahasa lalai mesti salah satu bahasa yang didayakan.'),
    ).toBeTruthy();
    expect(api.to(`PUT ${CONSOLE_PATHS.site}`)).toHaveLength(0);
  });

  it('shows the settings without letting a role without site.write change them', async () => {
    mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${CONSOLE_PATHS.site}`]: () => ok(settings({ maintenanceTitle: 'Rehat' })),
    });
    await renderConsole('/site');
    const title = await screen.findByLabelText<HTMLInputElement>('Tajuk penyelenggaraan');
    expect(title.value).toBe('Rehat');
    // The browser disables every input of a disabled fieldset.
    expect(title.closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Simpan perubahan' })).toBeNull();
    expect(
      screen.getByText('Peranan anda boleh melihat tetapan ini tetapi tidak boleh mengubahnya.'),
    ).toBeTruthy();
  });
});

describe('console registration form rules', () => {
  const rules = () => DEFAULT_REGISTER_FIELD_RULES.map((rule) => ({ ...rule }));

  it('previews a value with the shared validator as the rule is edited, and sends the changed rule', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CONSOLE_PATHS.site}`]: () => ok(settings()),
      [`GET ${CONSOLE_PATHS.registrationRules}`]: () => ok(rules()),
      [`PUT ${CONSOLE_PATHS.registrationRules}`]: (request) =>
        ok((request.body as { rules: unknown[] }).rules),
    });
    await renderConsole('/site');
    const sample = await screen.findByLabelText('Cuba nilai untuk username');
    fireEvent.change(sample, { target: { value: 'abc' } });
    // The default username rule: 6 to 16 characters.
    const row = sample.closest('tr')!;
    expect(within(row).getByRole('status').textContent).not.toBe('Diterima');
    fireEvent.change(within(row).getByLabelText('Panjang minimum username'), {
      target: { value: '3' },
    });
    expect(within(row).getByRole('status').textContent).toBe('Diterima');

    fireEvent.click(screen.getByRole('button', { name: 'Simpan peraturan borang' }));
    await waitFor(() => expect(api.to(`PUT ${CONSOLE_PATHS.registrationRules}`)).toHaveLength(1));
    const sent = api.to(`PUT ${CONSOLE_PATHS.registrationRules}`)[0];
    expect(sent.body).toEqual({
      rules: [{ ...rules().find((rule) => rule.field === 'username'), minLength: 3 }],
    });
    expect(sent.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
  });

  it('lets a read-only operator try values but not change a rule', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${CONSOLE_PATHS.site}`]: () => ok(settings()),
      [`GET ${CONSOLE_PATHS.registrationRules}`]: () => ok(rules()),
    });
    await renderConsole('/site');
    await screen.findByLabelText('Cuba nilai untuk email');
    expect(screen.getByLabelText('Panjang minimum email')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Simpan peraturan borang' })).toBeNull();
  });
});

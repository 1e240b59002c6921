import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_CATALOGUE_PATHS,
  CONSOLE_REQUEST_HEADER,
  type ConsoleGameImportResult,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleFailure, consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';

const { gameImport: IMPORT, version: VERSION } = CONSOLE_CATALOGUE_PATHS;

const CSV = [
  'vendor,gameCode,name,category,typeCode,minBet,lineCount,isHot',
  'PG,pg-99,Lucky Koi,RNG,SC,0.20,20,false',
  'PG,pg-12,Fortune Ox,RNG,SC,0.50,20,true',
].join('\n');

function result(overrides: Partial<ConsoleGameImportResult> = {}): ConsoleGameImportResult {
  return {
    dryRun: true,
    format: 'CSV',
    rows: 2,
    created: [{ line: 2, vendor: 'PG', gameCode: 'pg-99', name: 'Lucky Koi', category: 'RNG' }],
    updated: [
      {
        line: 3,
        id: 12,
        vendor: 'PG',
        gameCode: 'pg-12',
        changes: {
          minBet: { before: '0.20', after: '0.50' },
          isHot: { before: false, after: true },
        },
      },
    ],
    unchanged: 0,
    errors: [],
    catalogueVersion: null,
    ...overrides,
  };
}

async function chooseFile(file: File) {
  const input = await screen.findByLabelText('Fail (CSV atau JSON)');
  fireEvent.change(input, { target: { files: [file] } });
}

const csvFile = () => new File([CSV], 'games.csv', { type: 'text/csv' });

describe('console game import', () => {
  it('lists what a dry run finds, then imports the same file', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${VERSION}`]: () => ok({ version: 42, bumpedAt: null }),
      [`POST ${IMPORT}`]: (request) =>
        (request.body as FormData).get('dryRun') === 'true'
          ? ok(result())
          : ok(result({ dryRun: false, catalogueVersion: 43 })),
    });
    await renderConsole('/catalogue/import');
    const dryRun = await screen.findByRole('button', { name: 'Larian percubaan' });
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(dryRun).toHaveProperty('disabled', true);
    await chooseFile(csvFile());
    expect(importButton).toHaveProperty('disabled', true);
    fireEvent.click(dryRun);

    const created = await screen.findByRole('region', { name: 'Permainan baharu (1)' });
    const newRow = within(created).getByText('pg-99').closest('tr')!;
    expect(within(newRow).getByText('Lucky Koi')).toBeTruthy();
    expect(within(newRow).getByText('2')).toBeTruthy();
    const changed = screen.getByRole('region', { name: 'Permainan berubah (1)' });
    const minBet = within(changed).getByText('minBet').closest('tr')!;
    expect(
      within(minBet)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'PG pg-12', 'minBet', '0.20', '0.50']);
    const hot = within(changed).getByText('isHot').closest('tr')!;
    expect(
      within(hot)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['isHot', 'false', 'true']);

    const [checked] = api.to(`POST ${IMPORT}`);
    const form = checked?.body as FormData;
    expect(form.get('dryRun')).toBe('true');
    expect((form.get('file') as File).name).toBe('games.csv');
    expect(checked?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');

    fireEvent.click(importButton);
    expect(
      await screen.findByText(
        'Diimport: 1 permainan baharu dan 1 berubah. Katalog kini pada versi 43.',
      ),
    ).toBeTruthy();
    const [, applied] = api.to(`POST ${IMPORT}`);
    expect((applied?.body as FormData).get('dryRun')).toBe('false');
    expect(applied?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    // The version reads again after the import.
    await waitFor(() => expect(api.to(`GET ${VERSION}`)).toHaveLength(2));
    // The same file is not imported twice without a new dry run.
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
  });

  it('shows the bad rows with their lines and offers no import', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${VERSION}`]: () => ok({ version: 42, bumpedAt: null }),
      [`POST ${IMPORT}`]: () =>
        ok(
          result({
            updated: [],
            errors: [
              { line: 3, field: 'vendor', message: 'ZZ is not a vendor of the catalogue' },
              { line: 7, field: null, message: '9 cells, but the header names 8 columns' },
            ],
          }),
        ),
    });
    await renderConsole('/catalogue/import');
    await chooseFile(csvFile());
    fireEvent.click(await screen.findByRole('button', { name: 'Larian percubaan' }));
    const bad = await screen.findByRole('region', { name: 'Baris rosak (2)' });
    expect(
      within(bad)
        .getAllByRole('row')
        .slice(1)
        .map((line) => line.textContent),
    ).toEqual([
      '3vendorZZ is not a vendor of the catalogue',
      '7—9 cells, but the header names 8 columns',
    ]);
    expect(
      screen.getByText(
        '2 baris tidak boleh diimport: betulkan fail dan jalankan larian percubaan semula.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    expect(api.to(`POST ${IMPORT}`)).toHaveLength(1);
  });

  it('lists the rows of a file the API refuses to read, and refuses a file over 2 MB', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${VERSION}`]: () => ok({ version: 42, bumpedAt: null }),
      [`POST ${IMPORT}`]: () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'The file cannot be imported: line 1: the file is empty',
            value: {
              fields: { file: ['line 1: the file is empty'] },
              errors: [{ line: 1, field: null, message: 'the file is empty' }],
            },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    await renderConsole('/catalogue/import');
    await chooseFile(new File([''], 'empty.csv', { type: 'text/csv' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Larian percubaan' }));
    const bad = await screen.findByRole('region', { name: 'Baris rosak (1)' });
    expect(within(bad).getByText('the file is empty')).toBeTruthy();

    const large = csvFile();
    Object.defineProperty(large, 'size', { value: 3 * 1024 * 1024 });
    await chooseFile(large);
    expect(await screen.findByText('Fail ini lebih besar daripada 2 MB.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Larian percubaan' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('region', { name: 'Baris rosak (1)' })).toBeNull();
    expect(api.to(`POST ${IMPORT}`)).toHaveLength(1);
  });

  it("shows the API's message for any other failure", async () => {
    mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${VERSION}`]: () => ok({ version: 42, bumpedAt: null }),
      [`POST ${IMPORT}`]: () => consoleFailure('FORBIDDEN', 403, 'Your role may not do this'),
    });
    await renderConsole('/catalogue/import');
    await chooseFile(csvFile());
    fireEvent.click(await screen.findByRole('button', { name: 'Larian percubaan' }));
    expect(await screen.findByText('Your role may not do this')).toBeTruthy();
  });

  it('is for roles with catalogue.write only', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${VERSION}`]: () => ok({ version: 42, bumpedAt: null }),
    });
    await renderConsole('/catalogue/import');
    expect(await screen.findByText('Peranan anda tidak membenarkan halaman ini.')).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Bahagian katalog' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vendor', 'Permainan']);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_CATALOGUE_PATHS,
  CONSOLE_REQUEST_HEADER,
  type ConsoleGameRow,
  type ConsolePage,
  type ConsoleVendorRow,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleFailure, consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';

const { vendors: VENDORS, games: GAMES, version: VERSION } = CONSOLE_CATALOGUE_PATHS;

function vendor(overrides: Partial<ConsoleVendorRow> = {}): ConsoleVendorRow {
  return {
    code: 'PG',
    name: 'PG Soft',
    walletType: 'TRANSFER',
    walletProtocol: 'BUILTIN',
    hub88PublicKeyFingerprint: null,
    enabled: true,
    maintenance: false,
    sortOrder: 10,
    categories: ['RNG'],
    maintenanceRecommendations: [],
    ...overrides,
  };
}

function game(id: number, name: string, overrides: Partial<ConsoleGameRow> = {}): ConsoleGameRow {
  return {
    id,
    vendor: 'PG',
    gameCode: `pg-${id}`,
    name,
    names: { EN: name },
    category: 'RNG',
    classify: null,
    typeCode: 'SC',
    launchKind: 'GAME',
    defaultPlayType: null,
    minBet: '0.20',
    lineCount: 20,
    isHot: false,
    hotRank: null,
    enabled: true,
    maintenance: false,
    sortOrder: id,
    image: `/media/games/pg-${id}.png`,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const page = <Row,>(list: Row[], total = list.length): ConsolePage<Row> => ({
  list,
  total,
  page: 1,
  pageSize: 20,
});

const versionAnswer = (version: number) => ok({ version, bumpedAt: '2026-03-07T08:00:00.000Z' });

describe('console catalogue', () => {
  it('lists the vendors and sets one under maintenance with ordered recommendations', async () => {
    let current = vendor({
      maintenanceRecommendations: [{ id: 11, vendor: 'PG', gameCode: 'pg-11', name: 'Mahjong' }],
    });
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${VERSION}`]: () => versionAnswer(42),
      [`GET ${VENDORS}`]: () => ok(page([current])),
      [`GET ${GAMES}`]: (request) =>
        request.query.get('query') === 'fortune'
          ? ok(page([game(12, 'Fortune Ox'), game(13, 'Fortune Tiger', { maintenance: true })]))
          : ok(page([game(11, 'Mahjong'), game(12, 'Fortune Ox')])),
      [`PATCH ${VENDORS}/PG`]: (request) => {
        const update = request.body as { maintenance: boolean; maintenanceRecommendations: [] };
        current = {
          ...current,
          maintenance: update.maintenance,
          maintenanceRecommendations: [
            { id: 13, vendor: 'PG', gameCode: 'pg-13', name: 'Fortune Tiger' },
            { id: 11, vendor: 'PG', gameCode: 'pg-11', name: 'Mahjong' },
          ],
        };
        return ok(current);
      },
    });
    const { router } = await renderConsole('/catalogue');
    const line = (await screen.findByRole('rowheader', { name: /PG Soft/ })).closest('tr')!;
    expect(router.state.location.pathname).toBe('/console/catalogue/vendors');
    expect(within(line).getByText('PG Soft')).toBeTruthy();
    expect(within(line).getByText('Didayakan')).toBeTruthy();
    expect(within(line).getByText('Mahjong')).toBeTruthy();
    expect(await screen.findByText('Versi katalog 42')).toBeTruthy();

    fireEvent.click(within(line).getByRole('button', { name: 'Ubah vendor PG Soft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah vendor PG Soft' });
    const save = within(dialog).getByRole('button', { name: 'Simpan' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByLabelText('Dalam penyelenggaraan'));

    // The vendor's own games are searched, and a chosen one cannot be added twice.
    const found = await within(dialog).findByRole('list', { name: 'Permainan ditemui' });
    expect(within(found).getByRole('button', { name: 'Cadangkan Mahjong' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.change(within(dialog).getByLabelText('Cari permainan vendor ini'), {
      target: { value: 'fortune' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cari' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cadangkan Fortune Tiger' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alihkan Fortune Tiger ke atas' }));
    const picks = within(dialog).getByRole('list', { name: 'Dicadangkan semasa penyelenggaraan' });
    expect(
      within(picks)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split('pg-')[0]?.trim()),
    ).toEqual(['Fortune Tiger', 'Mahjong']);
    expect(within(dialog).getByText(/\(2 daripada 6\)/)).toBeTruthy();

    fireEvent.click(save);
    expect(await screen.findByText('PG Soft telah disimpan.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [sent] = api.to(`PATCH ${VENDORS}/PG`);
    expect(sent?.body).toEqual({ maintenance: true, maintenanceRecommendations: [13, 11] });
    expect(sent?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    const searches = api.to(`GET ${GAMES}`).map((request) => request.query.toString());
    expect(searches).toContain('query=fortune&vendor=PG&page=1&pageSize=20');
    // The list and the version read again after the write.
    expect(await screen.findByText('Fortune Tiger, Mahjong')).toBeTruthy();
    await waitFor(() => expect(api.to(`GET ${VERSION}`)).toHaveLength(2));
  });

  it("puts a vendor on Hub88's protocol with its key, and shows a rotated secret once", async () => {
    let current = vendor();
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${VERSION}`]: () => versionAnswer(1),
      [`GET ${VENDORS}`]: () => ok(page([current])),
      [`GET ${GAMES}`]: () => ok(page([])),
      [`POST ${VENDORS}/PG/wallet-secret`]: () => ok({ secret: 'ab'.repeat(32) }),
      [`PATCH ${VENDORS}/PG`]: () => {
        current = { ...current, walletProtocol: 'HUB88', hub88PublicKeyFingerprint: 'SHA256:x=' };
        return ok(current);
      },
    });
    await renderConsole('/catalogue');
    const line = (await screen.findByRole('rowheader', { name: /PG Soft/ })).closest('tr')!;
    fireEvent.click(within(line).getByRole('button', { name: 'Ubah vendor PG Soft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah vendor PG Soft' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Rahsia dompet baharu' }));
    expect(await within(dialog).findByDisplayValue('ab'.repeat(32))).toHaveProperty(
      'readOnly',
      true,
    );

    fireEvent.change(within(dialog).getByLabelText('Protokol dompet'), {
      target: { value: 'HUB88' },
    });
    fireEvent.change(within(dialog).getByLabelText('Kunci awam Hub88 vendor (PEM)'), {
      target: { value: ' -----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY----- ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('PG Soft telah disimpan.')).toBeTruthy();
    expect(api.to(`PATCH ${VENDORS}/PG`)[0]?.body).toEqual({
      walletProtocol: 'HUB88',
      hub88PublicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
    });
  });

  it('offers no more than six recommendations', async () => {
    const six = [1, 2, 3, 4, 5, 6].map((id) => ({
      id,
      vendor: 'PG',
      gameCode: `pg-${id}`,
      name: `Game ${id}`,
    }));
    mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${VERSION}`]: () => versionAnswer(1),
      [`GET ${VENDORS}`]: () => ok(page([vendor({ maintenanceRecommendations: six })])),
      [`GET ${GAMES}`]: () => ok(page([game(7, 'Lucky Seven')])),
    });
    await renderConsole('/catalogue/vendors');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah vendor PG Soft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah vendor PG Soft' });
    expect(
      await within(dialog).findByRole('button', { name: 'Cadangkan Lucky Seven' }),
    ).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(/Enam permainan telah dipilih/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buang Game 3' }));
    expect(within(dialog).getByRole('button', { name: 'Cadangkan Lucky Seven' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('filters the games by name, vendor and category, and edits one', async () => {
    let fortune = game(12, 'Fortune Ox');
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${VERSION}`]: () => versionAnswer(42),
      [`GET ${VENDORS}`]: () => ok(page([vendor(), vendor({ code: 'JL', name: 'Jili' })])),
      [`GET ${GAMES}`]: () => ok(page([fortune], 41)),
      [`PATCH ${GAMES}/12`]: (request) => {
        fortune = { ...fortune, ...(request.body as Partial<ConsoleGameRow>) };
        return ok(fortune);
      },
    });
    const { router } = await renderConsole('/catalogue/games');
    await screen.findByRole('rowheader', { name: /Fortune Ox/ });
    fireEvent.change(screen.getByLabelText('Cari permainan'), { target: { value: ' fortune ' } });
    await screen.findByRole('option', { name: 'Jili (JL)' });
    fireEvent.change(screen.getByLabelText('Vendor'), { target: { value: 'PG' } });
    fireEvent.change(screen.getByLabelText('Kategori'), { target: { value: 'RNG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tapis' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?query=fortune&vendor=PG&category=RNG'),
    );
    await waitFor(() =>
      expect(api.to(`GET ${GAMES}`).at(-1)?.query.toString()).toBe(
        'query=fortune&vendor=PG&category=RNG&page=1&pageSize=20',
      ),
    );
    // The vendors for the filter come in one page of a hundred.
    expect(api.to(`GET ${VENDORS}`)[0]?.query.toString()).toBe('page=1&pageSize=100');

    fireEvent.click(screen.getByRole('button', { name: 'Ubah permainan Fortune Ox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah permainan Fortune Ox' });
    fireEvent.change(within(dialog).getByLabelText('Susunan'), { target: { value: '-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(dialog).findByText('Susunan ialah nombor bulat dari 0 hingga 1,000,000,000.'),
    ).toBeTruthy();
    expect(api.to(`PATCH ${GAMES}/12`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Susunan'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByLabelText('Didayakan'));
    fireEvent.click(within(dialog).getByLabelText('Permainan popular'));
    fireEvent.change(within(dialog).getByLabelText('Kedudukan popular'), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Fortune Ox telah disimpan.')).toBeTruthy();
    const [sent] = api.to(`PATCH ${GAMES}/12`);
    expect(sent?.body).toEqual({ enabled: false, isHot: true, hotRank: 3 });
    expect(sent?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    const line = (await screen.findByRole('rowheader', { name: /Fortune Ox/ })).closest('tr')!;
    expect(await within(line).findByText('Ya, kedudukan 3')).toBeTruthy();
    expect(within(line).getByText('Dinyahdayakan')).toBeTruthy();
  });

  it("keeps the dialog open with the API's message when a change is refused", async () => {
    mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${VERSION}`]: () => versionAnswer(42),
      [`GET ${GAMES}`]: () => ok(page([game(12, 'Fortune Ox')])),
      [`GET ${VENDORS}`]: () => ok(page([vendor()])),
      [`PATCH ${GAMES}/12`]: () => consoleFailure('NOT_FOUND', 404, 'No game has this id'),
    });
    await renderConsole('/catalogue/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah permainan Fortune Ox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah permainan Fortune Ox' });
    fireEvent.click(within(dialog).getByLabelText('Dalam penyelenggaraan'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('No game has this id')).toBeTruthy();
  });

  it('bumps the catalogue version', async () => {
    let version = 42;
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${VERSION}`]: () => versionAnswer(version),
      [`POST ${VERSION}`]: () => {
        version += 1;
        return versionAnswer(version);
      },
      [`GET ${VENDORS}`]: () => ok(page([vendor()])),
    });
    await renderConsole('/catalogue/vendors');
    expect(await screen.findByText('Versi katalog 42')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Naikkan versi' }));
    expect(await screen.findByText('Katalog kini pada versi 43.')).toBeTruthy();
    expect(await screen.findByText('Versi katalog 43')).toBeTruthy();
    const [sent] = api.to(`POST ${VERSION}`);
    expect(sent?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
  });

  it('shows a role without catalogue.write the catalogue without a way to change it', async () => {
    mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${VERSION}`]: () => versionAnswer(42),
      [`GET ${VENDORS}`]: () => ok(page([vendor()])),
      [`GET ${GAMES}`]: () => ok(page([game(12, 'Fortune Ox')])),
    });
    await renderConsole('/catalogue/vendors');
    await screen.findByRole('rowheader', { name: /PG Soft/ });
    expect(screen.queryByRole('button', { name: 'Ubah vendor PG Soft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Naikkan versi' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Permainan' }));
    await screen.findByRole('rowheader', { name: /Fortune Ox/ });
    expect(screen.queryByRole('button', { name: 'Ubah permainan Fortune Ox' })).toBeNull();
  });
});

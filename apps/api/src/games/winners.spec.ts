import { LOBBY_PATHS, WINNER_BOARD_LIMIT, type WinnerEntry } from '@wps/shared-types';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { maskAccount } from '../common/mask-account.js';

describe('winner board', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api.close();
  });

  const board = async (query: Record<string, string | number> = {}) =>
    (
      await api.http
        .get(LOBBY_PATHS.winners)
        .query({ gameCategory: 'ALL', language: 'EN', limitNum: WINNER_BOARD_LIMIT, ...query })
        .expect(200)
    ).body.value.list as WinnerEntry[];

  it('starts empty: the seed’s few small wins (its agent team’s rounds) stay under 50,000', async () => {
    const seeded = await api.prisma.gameWin.findMany({ select: { winAmount: true } });
    expect(seeded.every((win) => win.winAmount.lte(50_000))).toBe(true);
    expect(await board({ language: 'CN' })).toEqual([]);
  });

  it('shows only wins above 50,000, newest first, each wrapped in vo', async () => {
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } });
    const vip = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } });
    const slot = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: 'PG' }, names: { some: { language: 'MS' } } },
      include: { names: true },
    });
    const esports = await api.prisma.game.findFirstOrThrow({ where: { gameCode: 'AV_ESPORTS' } });
    const win = (
      transactionId: string,
      memberId: number,
      gameId: number,
      winAmount: string,
      minute: number,
    ) => ({
      transactionId,
      memberId,
      gameId,
      winAmount,
      wonAt: new Date(Date.UTC(2026, 10, 21, 12, minute)),
    });
    await api.prisma.gameWin.createMany({
      data: [
        win('t1', member.id, slot.id, '50000.0000', 1),
        win('t2', member.id, slot.id, '50000.0100', 2),
        // The wallet writes wins as the operator's currency allows them (MYR: cents).
        win('t3', vip.id, esports.id, '123456.79', 3),
        win('t4', vip.id, slot.id, '49999.9900', 4),
        win('t5', member.id, slot.id, '75000', 5),
      ],
    });

    const malay = slot.names.find((name) => name.language === 'MS')!.name;
    expect(await board({ language: 'MS' })).toEqual([
      {
        vo: {
          account: 'de***er',
          nodeId: String(slot.id),
          gameName: malay,
          gameType: 'RNG',
          vendor: 'PG',
          winAmount: '75000.00',
          winTime: '2026-11-21T12:05:00.000Z',
        },
      },
      {
        vo: {
          account: 'de***ip',
          nodeId: String(esports.id),
          gameName: 'AV E-Sports',
          gameType: 'ESPORTS',
          vendor: 'AV',
          winAmount: '123456.79',
          winTime: '2026-11-21T12:03:00.000Z',
        },
      },
      expect.objectContaining({ vo: expect.objectContaining({ winAmount: '50000.01' }) }),
    ]);
    const esportsOnly = await board({ gameCategory: 'ESPORTS' });
    expect(esportsOnly.map((entry) => entry.vo.vendor)).toEqual(['AV']);
    expect(await board({ gameCategory: 'SPORTS' })).toEqual([]);
    expect(await board({ limitNum: 1, language: 'CN' })).toHaveLength(1);
  });

  it('refuses a limit above 50 and an unknown category', async () => {
    const response = await api.http
      .get(LOBBY_PATHS.winners)
      .query({ gameCategory: 'BINGO', language: 'EN', limitNum: 51 });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.value.fields).sort()).toEqual(['gameCategory', 'limitNum']);
  });

  it('masks account names', () => {
    expect(maskAccount('demo_member')).toBe('de***er');
    expect(maskAccount('abcd')).toBe('a***');
  });
});

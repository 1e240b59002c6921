import { LOBBY_PATHS, PVP_ROOM_PATHS, type PvpRoomPage, type PvpRoomView } from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

// Spec 2 §7 "PVP rooms: relay, token": the card-game rooms of the seed (prisma/seed/pvp-rooms.json)
// with their stakes, seats and players, and joining one through the lobby's launch.
describe('card-game rooms', () => {
  let api: TestApp;
  let members: string[];

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    members = [];
    for (const account of ['demo_member', 'demo_vip', 'demo_agent_m1', 'demo_agent_m2']) {
      members.push(await bearerFor(api, account, 'Demo1234'));
    }
  });
  afterAll(async () => {
    await api.close();
  });

  const rooms = async (bearer: string, query: object = {}): Promise<PvpRoomPage> =>
    (await api.http.get(PVP_ROOM_PATHS.rooms).query(query).set('authorization', bearer).expect(200))
      .body.value;
  const room = async (code: string, bearer: string): Promise<PvpRoomView> =>
    (await rooms(bearer, { pageSize: 50 })).list.find((entry) => entry.code === code)!;
  const join = (bearer: string, body: object) =>
    api.http
      .post(LOBBY_PATHS.launchGame)
      .set('authorization', bearer)
      .send({ language: 'EN', ...body });
  const roomId = async (code: string) =>
    (await api.prisma.pvpRoom.findUniqueOrThrow({ where: { code } })).id;

  it('needs a login', async () => {
    const response = await api.http.get(PVP_ROOM_PATHS.rooms);
    expect([response.status, response.body.success, response.body.code]).toEqual([
      401,
      false,
      'UNAUTHENTICATED',
    ]);
  });

  it('lists the rooms in catalogue order with game, stake, seats and players', async () => {
    const page = await rooms(members[0]);
    expect(page).toMatchObject({ pageNo: 1, pageSize: 20, totalCount: 9, totalPages: 1 });
    expect(page.list.map((entry) => entry.code)).toEqual([
      'V8-FTL-BEGINNER',
      'V8-FTL-ADVANCED',
      'BOLE-NIUNIU-BEGINNER',
      'BOLE-NIUNIU-INTERMEDIATE',
      'BOLE-NIUNIU-VIP',
      'LEG-SAMGONG-BEGINNER',
      'LEG-SAMGONG-ADVANCED',
      'KY-TEENPATTI-INTERMEDIATE',
      'KY-TEENPATTI-VIP',
    ]);
    const game = await api.prisma.game.findFirstOrThrow({
      where: { gameCode: 'BOLE_00001', vendor: { code: 'BOLE' } },
    });
    expect(page.list[4]).toEqual({
      roomId: await roomId('BOLE-NIUNIU-VIP'),
      code: 'BOLE-NIUNIU-VIP',
      level: 'VIP',
      nodeId: String(game.id),
      // Without a language: the site's default, Malay.
      gameName: 'Niu Niu Turbo',
      vendor: 'BOLE',
      stake: '100.00',
      seats: 5,
      players: 0,
      seated: false,
    });
    // The game's name follows the asked language.
    const chinese = await rooms(members[0], { language: 'CN' });
    expect(chinese.list[4].gameName).toBe('极速抢庄牛牛');
  });

  it('pages the rooms and filters them by game', async () => {
    const last = await rooms(members[0], { pageNo: 3, pageSize: 4 });
    expect(last).toMatchObject({ pageNo: 3, pageSize: 4, totalCount: 9, totalPages: 3 });
    expect(last.list.map((entry) => entry.code)).toEqual(['KY-TEENPATTI-VIP']);
    const nodeId = (await room('LEG-SAMGONG-BEGINNER', members[0])).nodeId;
    const ofGame = await rooms(members[0], { nodeId });
    expect(ofGame.list.map((entry) => entry.code)).toEqual([
      'LEG-SAMGONG-BEGINNER',
      'LEG-SAMGONG-ADVANCED',
    ]);
    for (const query of [{ pageSize: 0 }, { pageSize: 101 }, { nodeId: 'x' }, { language: 'XX' }]) {
      const response = await api.http
        .get(PVP_ROOM_PATHS.rooms)
        .query(query)
        .set('authorization', members[0]);
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it("joins a room through the launch: the room's game opens and the member takes a seat", async () => {
    const id = await roomId('LEG-SAMGONG-ADVANCED');
    const response = await join(members[0], { roomId: id }).expect(200);
    expect(response.body.value.content).toMatch(/^\/game\?url=.+&name=Turbo%20Sam%20Gong$/);
    expect(await room('LEG-SAMGONG-ADVANCED', members[0])).toMatchObject({
      players: 1,
      seated: true,
    });
    expect(await room('LEG-SAMGONG-ADVANCED', members[1])).toMatchObject({
      players: 1,
      seated: false,
    });
    // Another room: the member moves, one seat at a time.
    await join(members[0], { roomId: await roomId('LEG-SAMGONG-BEGINNER') }).expect(200);
    expect((await room('LEG-SAMGONG-ADVANCED', members[0])).players).toBe(0);
    expect(await room('LEG-SAMGONG-BEGINNER', members[0])).toMatchObject({
      players: 1,
      seated: true,
    });
    // Any other game: the member has left the room.
    const slot = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: 'PG' }, categoryCode: 'RNG', enabled: true },
    });
    await join(members[0], { nodeId: String(slot.id) }).expect(200);
    expect(await room('LEG-SAMGONG-BEGINNER', members[0])).toMatchObject({
      players: 0,
      seated: false,
    });
  });

  it('refuses a seat in a full room and opens no game for it', async () => {
    const id = await roomId('V8-FTL-ADVANCED');
    for (const bearer of members.slice(0, 3)) await join(bearer, { roomId: id }).expect(200);
    expect((await room('V8-FTL-ADVANCED', members[3])).players).toBe(3);
    const sessions = await api.prisma.gameSession.count();
    const full = await join(members[3], { roomId: id });
    expect([full.status, full.body.code, full.body.value]).toEqual([
      409,
      'PVP_ROOM_FULL',
      { seats: 3 },
    ]);
    expect(await api.prisma.gameSession.count()).toBe(sessions);
    // A seated member opens the game again in its own seat.
    await join(members[0], { roomId: id }).expect(200);
    // A seat whose game session has ended is free again.
    const seated = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } });
    await api.prisma.pvpSeat.update({
      where: { memberId: seated.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await room('V8-FTL-ADVANCED', members[3])).players).toBe(2);
    await join(members[3], { roomId: id }).expect(200);
    expect((await room('V8-FTL-ADVANCED', members[3])).seated).toBe(true);
  });

  it('answers 404 for a room that is unknown, closed or of another game', async () => {
    const id = await roomId('KY-TEENPATTI-VIP');
    const other = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: 'PG' }, enabled: true },
    });
    const unknown = await join(members[0], { roomId: 999_999 });
    const mismatched = await join(members[0], { roomId: id, nodeId: String(other.id) });
    await api.prisma.pvpRoom.update({ where: { id }, data: { enabled: false } });
    const closed = await join(members[0], { roomId: id });
    for (const response of [unknown, mismatched, closed]) {
      expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await rooms(members[0])).list.map((entry) => entry.code)).not.toContain(
      'KY-TEENPATTI-VIP',
    );
    await api.prisma.pvpRoom.update({ where: { id }, data: { enabled: true } });
    const invalid = await join(members[0], { roomId: 'one' });
    expect([invalid.status, invalid.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONSOLE_DEPOSIT_PATHS as PATHS,
  DEPOSIT_PATHS,
  MEMBER_RECORD_PATHS,
  type AccountRecordRow,
  type ConsoleDepositChannel,
  type ConsoleDepositDetail,
  type ConsoleDepositPage,
  type DepositEntry,
  type DepositPage,
  MAILBOX_PATHS,
  type MailboxPage,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { depositRequest, picture, pngProof, seededChannel } from '../../test/support/deposits.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';
import { DepositExpiryHandler } from './deposit-expiry.handler.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describe('console deposits', () => {
  let api: TestApp;
  let dataDir: string;
  let member: string;
  let memberId: number;
  let otherMember: string;
  let finance: string;
  let secondFinance: string;
  let support: string;
  let bankId: number;
  let walletId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wps-console-deposits-'));
    api = await createTestApp({ environment: { DATA_DIR: dataDir } });
    await updateSite(api, { sliderVerification: false });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    otherMember = await bearerFor(api, 'demo_vip', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
    const merchant = await api.prisma.merchant.findFirstOrThrow({ where: { code: 'DEMO' } });
    await api.prisma.operatorAccount.create({
      data: {
        merchantId: merchant.id,
        username: 'finance2',
        passwordHash: '-',
        role: 'FINANCE',
        mustChangePassword: false,
      },
    });
    finance = await openConsoleSession(api.prisma, 'finance');
    secondFinance = await openConsoleSession(api.prisma, 'finance2');
    support = await openConsoleSession(api.prisma, 'support');
    bankId = (await seededChannel(api, 'BANK_TRANSFER')).id;
    walletId = (await seededChannel(api, 'EWALLET')).id;
    await api.prisma.depositChannel.updateMany({ data: { dailyCount: 1000, dailyAmount: null } });
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const deposit = async (amount: string, options: { bearer?: string; claim?: boolean } = {}) => {
    const response = await depositRequest(
      api,
      options.bearer ?? member,
      {
        channelId: String(options.claim ? bankId : walletId),
        amount,
        ...(options.claim ? { claimPromotion: 'true' } : {}),
      },
      [pngProof()],
    ).expect(200);
    return response.body.value as DepositEntry;
  };
  const approve = (id: number, cookie = finance) =>
    api.http.post(`${PATHS.deposits}/${id}/${PATHS.approve}`).set(consoleHeaders(cookie));
  const reject = (id: number, reason: unknown, cookie = finance) =>
    api.http
      .post(`${PATHS.deposits}/${id}/${PATHS.reject}`)
      .set(consoleHeaders(cookie))
      .send({ reason });
  const queue = async (query: Record<string, string | number>, cookie = finance) =>
    (await api.http.get(PATHS.deposits).query(query).set(consoleHeaders(cookie)).expect(200)).body
      .value as ConsoleDepositPage;
  const mainBalance = async (id = memberId) =>
    (
      await api.prisma.ledgerAccount.findFirst({ where: { memberId: id, kind: 'MAIN' } })
    )?.balance.toFixed(2) ?? '0.00';
  const entriesOf = (kind: 'DEPOSIT' | 'BONUS_GRANT', key: number) =>
    api.prisma.journalEntry.count({ where: { kind, idempotencyKey: String(key) } });

  it('approves a deposit once: MAIN rises by its amount, with its turnover and a trail row', async () => {
    const entry = await deposit('75.25');
    const before = await mainBalance();
    const response = await approve(entry.id).expect(200);
    expect(response.body.value as ConsoleDepositDetail).toMatchObject({
      status: 'APPROVED',
      decidedBy: 'finance',
      amount: '75.25',
      proofs: [{ position: 1, mimeType: 'image/png' }],
    });
    expect(Number(await mainBalance())).toBeCloseTo(Number(before) + 75.25, 2);
    expect(await entriesOf('DEPOSIT', entry.id)).toBe(1);
    const turnover = await api.prisma.turnoverRequirement.findFirstOrThrow({
      where: { source: 'DEPOSIT', sourceId: String(entry.id) },
    });
    expect([turnover.memberId, turnover.required.toFixed(2)]).toEqual([memberId, '75.25']);
    const audit = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { target: `deposit:${entry.id}` },
    });
    expect(audit).toMatchObject({ before: { status: 'PENDING' }, after: { status: 'APPROVED' } });
    // Approving again, or rejecting it now, changes nothing.
    expect((await approve(entry.id)).body).toMatchObject({ code: 'CONFLICT' });
    expect((await reject(entry.id, 'Too late')).status).toBe(409);
    expect(await entriesOf('DEPOSIT', entry.id)).toBe(1);
    const mine = (await api.http.get(DEPOSIT_PATHS.deposits).set('authorization', member)).body
      .value as DepositPage;
    expect(mine.list.find((row) => row.id === entry.id)?.status).toBe('APPROVED');
    // The member's mailbox tells of it (once: the second approval changed nothing).
    const mailbox = (await api.http.get(MAILBOX_PATHS.messages).set('authorization', member)).body
      .value as MailboxPage;
    expect(
      mailbox.list.filter(
        (message) => message.template === 'deposit.approved' && message.params.amount === '75.25',
      ),
    ).toHaveLength(1);
    // The account record shows the money as it arrived, naming the deposit and its state.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const record = (
      await api.http
        .get(MEMBER_RECORD_PATHS.transactions)
        .query({ from: day(-1), to: day(1), pageSize: 100 })
        .set('authorization', member)
        .expect(200)
    ).body.value.list as AccountRecordRow[];
    expect(record.filter((line) => line.request?.id === entry.id)).toMatchObject([
      { type: 'DEPOSIT', amount: '75.25', request: { kind: 'DEPOSIT', status: 'APPROVED' } },
    ]);
  });

  it('grants a claimed promotion’s bonus with its own turnover requirement on approval', async () => {
    const entry = await deposit('50.00', { bearer: otherMember, claim: true });
    const vip = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } })).id;
    const before = Number(await mainBalance(vip));
    await approve(entry.id).expect(200);
    expect(Number(await mainBalance(vip))).toBeCloseTo(before + 100, 2);
    expect(await entriesOf('BONUS_GRANT', entry.id)).toBe(1);
    const bonus = await api.prisma.memberBonus.findUniqueOrThrow({
      where: { source_sourceKey: { source: 'DEPOSIT_BONUS', sourceKey: String(entry.id) } },
    });
    const requirement = await api.prisma.turnoverRequirement.findUniqueOrThrow({
      where: { id: bonus.requirementId },
    });
    expect([bonus.memberId, bonus.amount.toFixed(2), bonus.turnoverRequired.toFixed(2)]).toEqual([
      vip,
      '50.00',
      '1000.00',
    ]);
    expect([requirement.source, requirement.required.toFixed(2)]).toEqual(['BONUS', '1000.00']);
  });

  it('rejects with a reason the member sees; no reason, no rejection', async () => {
    const entry = await deposit('40');
    expect((await reject(entry.id, '  ')).body.code).toBe('VALIDATION_FAILED');
    expect((await reject(entry.id, undefined)).status).toBe(400);
    expect((await reject(entry.id, 'r'.repeat(201))).status).toBe(400);
    const before = await mainBalance();
    const response = await reject(entry.id, 'No money arrived').expect(200);
    expect(response.body.value).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'No money arrived',
    });
    expect(await mainBalance()).toBe(before);
    const mine = (await api.http.get(DEPOSIT_PATHS.deposits).set('authorization', member)).body
      .value as DepositPage;
    expect(mine.list.find((row) => row.id === entry.id)).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'No money arrived',
    });
    expect((await approve(entry.id)).status).toBe(409);
    // The trail keeps the rejection alone: the refused attempts changed nothing.
    const trail = await api.prisma.operatorAudit.findMany({
      where: { target: `deposit:${entry.id}` },
    });
    expect(trail.map((row) => [row.operatorUsername, row.action, row.after])).toEqual([
      [
        'finance',
        `POST ${PATHS.deposits}/:id/${PATHS.reject}`,
        expect.objectContaining({ status: 'REJECTED', rejectReason: 'No money arrived' }),
      ],
    ]);
  });

  it('lets only payments.write decide, and every payments.read role look', async () => {
    const entry = await deposit('30');
    expect((await approve(entry.id, support)).status).toBe(403);
    expect((await reject(entry.id, 'no', support)).status).toBe(403);
    expect((await queue({ status: 'PENDING' }, support)).total).toBeGreaterThan(0);
    await api.http
      .get(`${PATHS.deposits}/${entry.id}/${PATHS.proofs}/1`)
      .set(consoleHeaders(support))
      .expect(200)
      .expect('content-type', 'image/png');
    await api.http.get(`${PATHS.deposits}/999999`).set(consoleHeaders(finance)).expect(404);
    await approve(999999).expect(404);
  });

  it('two operators approving at once post once: one 200, the other 409', async () => {
    const entry = await deposit('61.00');
    const answers = await Promise.all([
      approve(entry.id, finance),
      approve(entry.id, secondFinance),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await entriesOf('DEPOSIT', entry.id)).toBe(1);
  });

  it('many deposits approved at once by several operators each post exactly once', async () => {
    const entries = await Promise.all(
      Array.from({ length: 12 }, (_, index) => deposit(`${20 + index}.50`)),
    );
    const before = Number(await mainBalance());
    const answers = await Promise.all(
      entries.flatMap((entry) => [
        approve(entry.id, finance),
        approve(entry.id, secondFinance),
        reject(entry.id, 'racing', secondFinance),
      ]),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(24);
    const approved = await api.prisma.deposit.findMany({
      where: { id: { in: entries.map((entry) => entry.id) }, status: 'APPROVED' },
    });
    for (const entry of entries) {
      expect((await entriesOf('DEPOSIT', entry.id)) === 1).toBe(
        approved.some((row) => row.id === entry.id),
      );
    }
    const credited = approved.reduce((sum, row) => sum + Number(row.amount), 0);
    expect(Number(await mainBalance())).toBeCloseTo(before + credited, 2);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('filters the queue by status, channel, member and day, with the totals of the filter', async () => {
    const a = await deposit('11.00');
    const b = await deposit('22.00', { bearer: otherMember });
    await reject(b.id, 'duplicate');
    const pending = await queue({ status: 'PENDING', account: 'demo_member', channelId: walletId });
    expect(pending.list.map((row) => row.id)).toContain(a.id);
    expect(
      pending.list.every((row) => row.status === 'PENDING' && row.account === 'demo_member'),
    ).toBe(true);
    const all = await queue({
      status: 'PENDING',
      account: 'demo_member',
      channelId: walletId,
      pageSize: 100,
    });
    const sum = all.list.reduce((total, row) => total + Number(row.amount), 0);
    expect(all.totals).toEqual({ count: all.total, amount: sum.toFixed(2) });
    const vip = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } })).id;
    const ofMember = await queue({ memberId: vip, status: 'REJECTED' });
    expect(ofMember.list.map((row) => row.id)).toContain(b.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(
      new Date(),
    );
    expect((await queue({ from: today, to: today, account: 'demo_member' })).total).toBeGreaterThan(
      0,
    );
    expect((await queue({ from: '2020-01-01', to: '2020-01-02' })).total).toBe(0);
    expect((await queue({ account: 'nobody-here' })).totals).toEqual({ count: 0, amount: '0.00' });
    await api.http
      .get(PATHS.deposits)
      .query({ status: 'PAID' })
      .set(consoleHeaders(finance))
      .expect(400);
    await api.http
      .get(PATHS.deposits)
      .query({ from: '25-11-2026' })
      .set(consoleHeaders(finance))
      .expect(400);
  });

  it('expires pending deposits after the operator’s minutes; a late approval changes nothing', async () => {
    const entry = await deposit('33.00');
    const row = await api.prisma.deposit.findUniqueOrThrow({ where: { id: entry.id } });
    const handler = api.app.get(DepositExpiryHandler);
    const signal = new AbortController().signal;
    const justBefore = new Date(row.expiresAt.getTime() - 1);
    await handler.run({ start: new Date(0), end: justBefore }, signal);
    expect((await api.prisma.deposit.findUniqueOrThrow({ where: { id: entry.id } })).status).toBe(
      'PENDING',
    );
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(1440 * 60_000);
    const result = await handler.run({ start: new Date(0), end: row.expiresAt }, signal);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await api.prisma.deposit.findUniqueOrThrow({ where: { id: entry.id } })).status).toBe(
      'EXPIRED',
    );
    expect((await approve(entry.id)).body).toMatchObject({
      code: 'CONFLICT',
      message: 'The deposit has expired',
    });
    expect(await entriesOf('DEPOSIT', entry.id)).toBe(0);
  });

  describe('channels', () => {
    const channelInput = (overrides: Record<string, unknown> = {}) => ({
      type: 'BANK_TRANSFER',
      name: 'CIMB Bank',
      bankName: 'CIMB',
      accountHolder: 'WPS Demo Sdn Bhd',
      accountNumber: '8000 1111 2222',
      minAmount: '50.00',
      maxAmount: '10000.00',
      dailyAmount: '20000.00',
      dailyCount: 5,
      enabled: true,
      sortOrder: 9,
      ...overrides,
    });
    const write = (method: 'post' | 'put', pathName: string, body: object, cookie = finance) =>
      api.http[method](pathName).set(consoleHeaders(cookie)).send(body);

    it('are added and changed by finance, in the trail, and seen by every payments.read role', async () => {
      const created = await write('post', PATHS.channels, channelInput()).expect(201);
      const channel = created.body.value as ConsoleDepositChannel;
      expect(channel).toMatchObject({ name: 'CIMB Bank', qrImageUrl: null, promotionId: null });
      const updated = await write(
        'put',
        `${PATHS.channels}/${channel.id}`,
        channelInput({ maxAmount: '20000.00', enabled: false }),
      ).expect(200);
      expect(updated.body.value).toMatchObject({ maxAmount: '20000.00', enabled: false });
      const trail = await api.prisma.operatorAudit.findFirstOrThrow({
        where: { target: `deposit-channel:${channel.id}`, action: { startsWith: 'PUT' } },
      });
      expect(trail).toMatchObject({
        before: { maxAmount: '10000.00', enabled: true },
        after: { maxAmount: '20000.00', enabled: false },
      });
      const seen = await api.http.get(PATHS.channels).set(consoleHeaders(support)).expect(200);
      expect((seen.body.value as ConsoleDepositChannel[]).map((row) => row.name)).toContain(
        'CIMB Bank',
      );
      await write('post', PATHS.channels, channelInput({ name: 'Other' }), support).expect(403);
      // A disabled channel is not offered to members.
      const offered = await api.http.get(DEPOSIT_PATHS.channels).set('authorization', member);
      expect(offered.body.value.map((row: { name: string }) => row.name)).not.toContain(
        'CIMB Bank',
      );
    });

    it('refuse details that do not fit together', async () => {
      const refusals: Array<[Record<string, unknown>, string]> = [
        [{ bankName: null }, 'bankName'],
        [{ type: 'EWALLET', name: 'No QR' }, 'qrImageUrl'],
        [{ minAmount: '500.00', maxAmount: '100.00' }, 'maxAmount'],
        [{ bonusPercent: '50.00' }, 'promotionId'],
        [
          { promotionId: 999999, bonusPercent: '10', bonusMax: '10', bonusTurnoverMultiplier: 1 },
          'promotionId',
        ],
        [{ name: "Touch 'n Go eWallet" }, 'name'],
        [{ minAmount: '0' }, 'minAmount'],
        [{ minAmount: '10.001' }, 'minAmount'],
        [{ qrImageUrl: 'https://evil.example/qr.png', type: 'EWALLET' }, 'qrImageUrl'],
      ];
      for (const [overrides, field] of refusals) {
        const response = await write(
          'post',
          PATHS.channels,
          channelInput({ name: 'Bad', ...overrides }),
        );
        expect([field, response.status, response.body.code]).toEqual([
          field,
          400,
          'VALIDATION_FAILED',
        ]);
        expect(JSON.stringify(response.body.value)).toContain(field);
      }
      await write('put', `${PATHS.channels}/999999`, channelInput()).expect(404);
    });

    it('take a QR picture checked by its bytes and serve it to everybody', async () => {
      const bytes = picture('image/png');
      const upload = await api.http
        .post(PATHS.qrImages)
        .set(consoleHeaders(finance))
        .attach('image', bytes, { filename: 'qr.png', contentType: 'image/png' })
        .expect(201);
      const url = upload.body.value.url as string;
      expect(url).toMatch(/^\/media\/deposit-qr\/[0-9a-f-]{36}\.png$/);
      const served = await api.http.get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      const pdf = await api.http
        .post(PATHS.qrImages)
        .set(consoleHeaders(finance))
        .attach('image', PDF, { filename: 'qr.png', contentType: 'image/png' });
      expect([pdf.status, pdf.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      await api.http.get('/media/deposit-qr/not-a-picture.png').expect(404);
      const channel = await write(
        'post',
        PATHS.channels,
        channelInput({ type: 'EWALLET', name: 'GrabPay', qrImageUrl: url }),
      ).expect(201);
      expect(channel.body.value).toMatchObject({ qrImageUrl: url, bankName: null });
    });
  });
});

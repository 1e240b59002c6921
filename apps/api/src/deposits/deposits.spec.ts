import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEPOSIT_PATHS,
  DEPOSIT_REMARK_MAX_LENGTH,
  PROOF_IMAGE_MAX_BYTES,
  type DepositChannel,
  type DepositEntry,
  type DepositPage,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { depositRequest, picture, pngProof, seededChannel } from '../../test/support/deposits.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describe('member deposits', () => {
  let api: TestApp;
  let dataDir: string;
  let member: string;
  let other: string;
  let memberId: number;
  let bankId: string;
  let walletId: string;
  let onlineId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wps-deposits-'));
    api = await createTestApp({ environment: { DATA_DIR: dataDir } });
    await updateSite(api, { sliderVerification: false });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    other = await bearerFor(api, 'demo_vip', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
    bankId = String((await seededChannel(api, 'BANK_TRANSFER')).id);
    walletId = String((await seededChannel(api, 'EWALLET')).id);
    onlineId = String((await seededChannel(api, 'ONLINE')).id);
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await api.prisma.depositProof.deleteMany();
    await api.prisma.deposit.deleteMany();
    await api.prisma.depositChannel.updateMany({
      data: { enabled: true, dailyCount: 10, dailyAmount: '100000.00' },
    });
    await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
  });

  const get = async <T>(pathName: string, bearer = member): Promise<T> => {
    const response = await api.http.get(pathName).set('authorization', bearer).expect(200);
    return response.body.value as T;
  };
  const filesKept = async () =>
    (
      await readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(
        () => [],
      )
    ).filter((entry) => entry.isFile());
  const mainBalance = async () =>
    (
      await api.prisma.ledgerAccount.findFirst({ where: { memberId, kind: 'MAIN' } })
    )?.balance.toFixed(2) ?? '0.00';

  it('lists the channels open to the member, with their details, limits and bonus', async () => {
    const channels = await get<DepositChannel[]>(DEPOSIT_PATHS.channels);
    expect(channels.map((channel) => channel.type)).toEqual(['BANK_TRANSFER', 'EWALLET', 'ONLINE']);
    expect(channels[0]).toMatchObject({
      bankName: 'Maybank',
      accountNumber: '5140 1234 5678',
      minAmount: '30.00',
      maxAmount: '50000.00',
      usedToday: { amount: '0.00', count: 0 },
      promotion: { bonusPercent: '100.00', bonusMax: '300.00', claimed: false },
    });
    expect(channels[1].qrImageUrl).toMatch(/^\/media\//);
    await api.prisma.depositChannel.update({
      where: { id: Number(walletId) },
      data: { enabled: false },
    });
    const open = await get<DepositChannel[]>(DEPOSIT_PATHS.channels);
    expect(open.map((channel) => channel.type)).toEqual(['BANK_TRANSFER', 'ONLINE']);
  });

  it('takes a bank transfer with its proof as pending, and moves no money yet', async () => {
    const before = await mainBalance();
    const response = await depositRequest(
      api,
      member,
      { channelId: bankId, amount: '150.50', reference: ' TXN-881 ', remark: 'Morning transfer' },
      [pngProof()],
    ).expect(200);
    const entry = response.body.value as DepositEntry;
    expect(entry).toMatchObject({
      channelType: 'BANK_TRANSFER',
      amount: '150.50',
      status: 'PENDING',
      reference: 'TXN-881',
      remark: 'Morning transfer',
      bonusAmount: null,
      paymentUrl: null,
      proofs: [{ mimeType: 'image/png' }],
    });
    expect(await mainBalance()).toBe(before);
    const page = await get<DepositPage>(DEPOSIT_PATHS.deposits);
    expect(page).toMatchObject({ totalCount: 1, list: [{ id: entry.id, status: 'PENDING' }] });
    const channels = await get<DepositChannel[]>(DEPOSIT_PATHS.channels);
    expect(channels[0].usedToday).toEqual({ amount: '150.50', count: 1 });
  });

  it('serves a proof image to its member only; another member gets 404', async () => {
    const proof = picture('image/jpeg');
    const created = await depositRequest(api, member, { channelId: walletId, amount: '20' }, [
      { bytes: proof, filename: 'scan.jpg', contentType: 'image/jpeg' },
    ]).expect(200);
    const id = (created.body.value as DepositEntry).id;
    const proofPath = `${DEPOSIT_PATHS.deposits}/${id}/${DEPOSIT_PATHS.proofs}/1`;
    const image = await api.http
      .get(proofPath)
      .set('authorization', member)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(image.body as Buffer, proof)).toBe(0);
    await api.http.get(proofPath).set('authorization', other).expect(404);
    await api.http
      .get(`${DEPOSIT_PATHS.deposits}/${id}/${DEPOSIT_PATHS.proofs}/2`)
      .set('authorization', member)
      .expect(404);
    await api.http.get(proofPath).expect(401);
    expect((await get<DepositPage>(DEPOSIT_PATHS.deposits, other)).totalCount).toBe(0);
  });

  describe('refuses bad input with a 400 naming the field, and keeps nothing', () => {
    const cases: Array<[string, () => Record<string, string>, number, string]> = [
      ['a negative amount', () => ({ channelId: bankId, amount: '-50' }), 1, 'amount'],
      ['a zero amount', () => ({ channelId: bankId, amount: '0' }), 1, 'amount'],
      ['zero with decimals', () => ({ channelId: bankId, amount: '0.00' }), 1, 'amount'],
      ['three decimals', () => ({ channelId: bankId, amount: '100.001' }), 1, 'amount'],
      ['text for an amount', () => ({ channelId: bankId, amount: '1e3' }), 1, 'amount'],
      ['no amount', () => ({ channelId: bankId }), 1, 'amount'],
      ['below the minimum', () => ({ channelId: bankId, amount: '29.99' }), 1, 'amount'],
      ['over the maximum', () => ({ channelId: bankId, amount: '50000.01' }), 1, 'amount'],
      ['an unknown channel', () => ({ channelId: '999999', amount: '50' }), 1, 'channelId'],
      ['no channel', () => ({ amount: '50' }), 1, 'channelId'],
      [
        'a remark over 140 characters',
        () => ({
          channelId: bankId,
          amount: '50',
          remark: 'x'.repeat(DEPOSIT_REMARK_MAX_LENGTH + 1),
        }),
        1,
        'remark',
      ],
      [
        'a reference over 64 characters',
        () => ({ channelId: bankId, amount: '50', reference: 'r'.repeat(65) }),
        1,
        'reference',
      ],
      ['a bank transfer without proof', () => ({ channelId: bankId, amount: '50' }), 0, 'images'],
      ['an online payment with proof', () => ({ channelId: onlineId, amount: '50' }), 1, 'images'],
      [
        'claimPromotion that is not true or false',
        () => ({ channelId: bankId, amount: '50', claimPromotion: 'yes' }),
        1,
        'claimPromotion',
      ],
      ['an unknown field', () => ({ channelId: bankId, amount: '50', bonus: '1' }), 1, 'bonus'],
    ];
    it.each(cases)('%s', async (_name, fields, images, field) => {
      const response = await depositRequest(
        api,
        member,
        fields(),
        Array.from({ length: images }, () => pngProof()),
      );
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(Object.keys(response.body.value.fields)).toEqual([field]);
      expect(await api.prisma.deposit.count()).toBe(0);
      expect(await filesKept()).toEqual([]);
    });

    it('a disabled channel', async () => {
      await api.prisma.depositChannel.update({
        where: { id: Number(bankId) },
        data: { enabled: false },
      });
      const response = await depositRequest(api, member, { channelId: bankId, amount: '50' }, [
        pngProof(),
      ]);
      expect([response.status, response.body.value.fields]).toEqual([
        400,
        { channelId: ['This deposit method is not available'] },
      ]);
      expect(await api.prisma.deposit.count()).toBe(0);
    });

    it('a file that is not an image, whatever it says it is', async () => {
      const response = await depositRequest(api, member, { channelId: bankId, amount: '50' }, [
        { bytes: PDF, filename: 'receipt.png', contentType: 'image/png' },
      ]);
      expect([response.status, response.body.value.fields]).toEqual([
        400,
        { images: ['Image 1: only PNG or JPG images are accepted'] },
      ]);
      expect(await filesKept()).toEqual([]);
    });

    it('an image of 5 MB or more', async () => {
      const start = picture('image/png');
      const oversize = Buffer.concat([start, Buffer.alloc(PROOF_IMAGE_MAX_BYTES - start.length)]);
      const response = await depositRequest(api, member, { channelId: bankId, amount: '50' }, [
        pngProof(),
        { bytes: oversize, filename: 'huge.png', contentType: 'image/png' },
      ]);
      expect([response.status, response.body.value.fields]).toEqual([
        400,
        { images: ['Image 2: each image must be under 5 MB'] },
      ]);
      expect(await api.prisma.deposit.count()).toBe(0);
      expect(await filesKept()).toEqual([]);
    });

    it('a fourth image', async () => {
      const response = await depositRequest(api, member, { channelId: bankId, amount: '50' }, [
        pngProof(),
        pngProof(),
        pngProof(),
        pngProof(),
      ]);
      expect([response.status, response.body.value.fields]).toEqual([
        400,
        { images: ['You can upload at most 3 images'] },
      ]);
      expect(await api.prisma.deposit.count()).toBe(0);
      expect(await filesKept()).toEqual([]);
    });

    it('a JSON body instead of the multipart form', async () => {
      const response = await api.http
        .post(DEPOSIT_PATHS.deposits)
        .set('authorization', member)
        .send({ channelId: Number(bankId), amount: '50' });
      expect([response.status, response.body.code]).toEqual([400, 'BAD_REQUEST']);
    });
  });

  it("keeps each channel's daily count and amount per member, across parallel requests", async () => {
    await api.prisma.depositChannel.update({
      where: { id: Number(bankId) },
      data: { dailyCount: 2, dailyAmount: '1000.00' },
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        depositRequest(api, member, { channelId: bankId, amount: '100' }, [pngProof()]),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 400, 400, 400]);
    const refused = answers.find((answer) => answer.status === 400)!;
    expect(refused.body).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: 'You have reached the 2 deposits a day of this method',
      value: { limit: 'dailyCount', max: 2, used: 2 },
    });
    expect(await api.prisma.deposit.count({ where: { memberId } })).toBe(2);
    // The other member's day is their own.
    await depositRequest(api, other, { channelId: bankId, amount: '100' }, [pngProof()]).expect(
      200,
    );

    await api.prisma.depositChannel.update({
      where: { id: Number(bankId) },
      data: { dailyCount: 10 },
    });
    const overAmount = await depositRequest(api, member, { channelId: bankId, amount: '800.01' }, [
      pngProof(),
    ]);
    expect(overAmount.body).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      value: { limit: 'dailyAmount', max: '1000.00', used: '200.00' },
    });
    await depositRequest(api, member, { channelId: bankId, amount: '800' }, [pngProof()]).expect(
      200,
    );
    expect(await filesKept()).toHaveLength(4);
  });

  it('attaches the channel promotion’s bonus when claimed, once per member', async () => {
    const claimed = await depositRequest(
      api,
      member,
      { channelId: bankId, amount: '120.00', claimPromotion: 'true' },
      [pngProof()],
    ).expect(200);
    expect((claimed.body.value as DepositEntry).bonusAmount).toBe('120.00');
    const again = await depositRequest(
      api,
      member,
      { channelId: bankId, amount: '500.00', claimPromotion: 'true' },
      [pngProof()],
    );
    expect([again.status, again.body.value.fields]).toEqual([
      400,
      { claimPromotion: ['You have already claimed this promotion'] },
    ]);
    const channels = await get<DepositChannel[]>(DEPOSIT_PATHS.channels);
    expect(channels[0].promotion?.claimed).toBe(true);
    // The bonus stops at its maximum, and a channel without a promotion has none to claim.
    const capped = await depositRequest(
      api,
      other,
      { channelId: bankId, amount: '900.00', claimPromotion: 'true' },
      [pngProof()],
    ).expect(200);
    expect((capped.body.value as DepositEntry).bonusAmount).toBe('300.00');
    const none = await depositRequest(
      api,
      other,
      { channelId: walletId, amount: '50', claimPromotion: 'true' },
      [pngProof()],
    );
    expect(none.body.value.fields).toEqual({ claimPromotion: ['This promotion is not available'] });
  });

  it('pages the member’s deposits, newest first', async () => {
    for (const amount of ['10', '11', '12']) {
      await depositRequest(api, member, { channelId: walletId, amount }, [pngProof()]).expect(200);
    }
    const page = await api.http
      .get(DEPOSIT_PATHS.deposits)
      .query({ pageNo: 2, pageSize: 2 })
      .set('authorization', member)
      .expect(200);
    expect(page.body.value).toMatchObject({
      pageNo: 2,
      pageSize: 2,
      totalCount: 3,
      totalPages: 2,
      list: [{ amount: '10.00' }],
    });
    await api.http
      .get(DEPOSIT_PATHS.deposits)
      .query({ pageSize: 101 })
      .set('authorization', member)
      .expect(400);
  });
});

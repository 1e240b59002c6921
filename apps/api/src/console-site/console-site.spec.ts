import { CONSOLE_PATHS, type ConsoleSiteSettings, type RegisterFieldRule } from '@wps/shared-types';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

describe('console site settings', () => {
  let api: TestApp;
  let owner: string;
  let viewer: string;

  beforeAll(async () => {
    api = await createTestApp();
    owner = await openConsoleSession(api.prisma, 'owner');
    viewer = await openConsoleSession(api.prisma, 'viewer');
  });
  afterAll(async () => {
    await api.close();
  });

  const update = (body: object, cookie = owner) =>
    api.http.put(CONSOLE_PATHS.site).set(consoleHeaders(cookie)).send(body);
  const status = async () => (await api.http.get('/wps/system/status').expect(200)).body.value;

  it('switches maintenance on with its text and end time, and the site shows it at once', async () => {
    const endAt = '2026-12-01T02:00:00.000Z';
    const answer = await update({
      maintenanceEnabled: true,
      maintenanceTitle: 'Upgrade',
      maintenanceText: 'Back soon',
      maintenanceEndAt: endAt,
    }).expect(200);
    expect(answer.body.value).toMatchObject({ maintenanceEnabled: true, maintenanceEndAt: endAt });
    expect(await status()).toMatchObject({
      status: 1,
      maintenance: { title: 'Upgrade', text: 'Back soon', endTime: endAt },
    });
    await update({ maintenanceEnabled: false, maintenanceEndAt: null }).expect(200);
    expect((await status()).status).toBe(0);
  });

  it('writes only the changed fields to the audit trail, before and after', async () => {
    await update({ minimumAge: 21, currencySymbol: 'RM' }).expect(200);
    const row = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { target: 'site' },
      orderBy: { id: 'desc' },
    });
    expect(row.before).toEqual({ minimumAge: 18 });
    expect(row.after).toEqual({ minimumAge: 21 });
    const settings = (await api.http.get(CONSOLE_PATHS.site).set('cookie', viewer).expect(200)).body
      .value as ConsoleSiteSettings;
    expect(settings.minimumAge).toBe(21);
  });

  it('switches a white-label flag and sets the large-adjustment amount', async () => {
    await update({
      flags: [{ code: 'USERNAMEREG3', enabled: false }],
      largeAdjustmentAmount: '250',
    }).expect(200);
    const settings = (await api.http.get(CONSOLE_PATHS.site).set('cookie', owner)).body
      .value as ConsoleSiteSettings;
    expect(settings.flags).toContainEqual({ code: 'USERNAMEREG3', enabled: false });
    expect(settings.largeAdjustmentAmount).toBe('250.00');
  });

  it("switches the return of a game wallet on leaving, which the member's site reads at once", async () => {
    expect((await status()).info.walletReturnOnLeave).toBe(true);
    await update({ walletReturnOnLeave: false }).expect(200);
    expect((await status()).info.walletReturnOnLeave).toBe(false);
    await update({ walletReturnOnLeave: true }).expect(200);
    expect((await status()).info.walletReturnOnLeave).toBe(true);
  });

  it('refuses bad values with the field named, and changes nothing', async () => {
    for (const body of [
      { timezone: 'Mars/Olympus' },
      { ipDenyList: ['not-an-address'] },
      { defaultLanguage: 'CN', languages: ['MS', 'EN'] },
      { minimumAge: 12 },
    ]) {
      const response = await update(body);
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const settings = (await api.http.get(CONSOLE_PATHS.site).set('cookie', owner)).body.value;
    expect(settings).toMatchObject({ timezone: 'Asia/Kuala_Lumpur', ipDenyList: [] });
  });

  it('changes a registration rule, which the registration form reads at once', async () => {
    const rules = (await api.http.get(CONSOLE_PATHS.registrationRules).set('cookie', owner)).body
      .value as RegisterFieldRule[];
    const email = rules.find((rule) => rule.field === 'email');
    expect(email).toBeDefined();
    await api.http
      .put(CONSOLE_PATHS.registrationRules)
      .set(consoleHeaders(owner))
      .send({ rules: [{ ...email, required: true, maxLength: 40 }] })
      .expect(200);
    const form = await api.http.get('/wps/system/setting/register').expect(200);
    const served = form.body.value.rules as RegisterFieldRule[];
    expect(served.find((rule) => rule.field === 'email')).toMatchObject({
      required: true,
      maxLength: 40,
    });
    for (const bad of [
      { ...email, minLength: 50, maxLength: 10 },
      { ...email, acceptedPattern: 'patternId', patternId: 98 },
      { ...rules.find((rule) => rule.field === 'password'), required: false },
    ]) {
      const response = await api.http
        .put(CONSOLE_PATHS.registrationRules)
        .set(consoleHeaders(owner))
        .send({ rules: [bad] });
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('lets a read-only operator read but not write', async () => {
    await update({ minimumAge: 18 }, viewer).expect(403);
  });
});

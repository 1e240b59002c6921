import { JwtService } from '@nestjs/jwt';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { SessionService } from './session.service.js';

describe('sessions', () => {
  let api: TestApp;
  let memberId: number;

  beforeAll(async () => {
    api = await createTestApp();
    const merchant = await api.prisma.merchant.findFirstOrThrow();
    const member = await api.prisma.member.create({
      data: {
        merchantId: merchant.id,
        account: 'session_tester',
        nickname: 'Tester',
        passwordHash: 'x',
      },
    });
    memberId = member.id;
  });
  afterAll(async () => {
    await api.close();
  });

  const openSession = () =>
    api.app.get(SessionService).open(memberId, 'username', { ip: '127.0.0.1', userAgent: 'jest' });

  it('answers 401 in the envelope without a token', async () => {
    const response = await api.http.delete('/wps/session/logout').expect(401);
    expect(response.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('answers 401 for a token that is not ours', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEsInNpZCI6IjEyMyJ9.c2lnbmF0dXJlLW9mLXNvbWVib2R5LWVsc2U';
    const response = await api.http
      .delete('/wps/session/logout')
      .set('authorization', `Bearer ${forged}`);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for an expired token and for a token without the Bearer scheme', async () => {
    const { token, sessionId } = await openSession();
    const expired = await api.app
      .get(JwtService)
      .signAsync({ sub: memberId, sid: sessionId, exp: Math.floor(Date.now() / 1000) - 10 });
    for (const authorization of [`Bearer ${expired}`, `Basic ${token}`, token, 'Bearer']) {
      const response = await api.http
        .get('/wps/v2/wallets/balance')
        .set('authorization', authorization);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
    await api.http
      .get('/wps/v2/wallets/balance')
      .set('authorization', `bearer ${token}`)
      .expect(200);
  });

  it('revokes the session on logout, so the same token stops working at once', async () => {
    const { token } = await openSession();
    await api.http
      .delete('/wps/session/logout')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    const again = await api.http
      .delete('/wps/session/logout')
      .set('authorization', `Bearer ${token}`);
    expect(again.status).toBe(401);
  });

  it('revokes every other session of the member on request (password change)', async () => {
    const kept = await openSession();
    const other = await openSession();
    await api.app.get(SessionService).revokeOthers(memberId, kept.sessionId);
    await api.http
      .delete('/wps/session/logout')
      .set('authorization', `Bearer ${other.token}`)
      .expect(401);
    await api.http
      .delete('/wps/session/logout')
      .set('authorization', `Bearer ${kept.token}`)
      .expect(200);
  });

  it('answers a session check the database could not make with 500, not 401, and keeps the session', async () => {
    // A 401 tells the web app to forget the token: a database restart must not log members out.
    const { token } = await openSession();
    const check = jest
      .spyOn(api.app.get(SessionService), 'authenticate')
      .mockRejectedValueOnce(new Error('the database system is shutting down'));
    const failed = await api.http
      .get('/wps/v2/wallets/balance')
      .set('authorization', `Bearer ${token}`);
    check.mockRestore();
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    await api.http
      .get('/wps/v2/wallets/balance')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
  });

  it('refuses a session of a locked member', async () => {
    const { token } = await openSession();
    await api.prisma.member.update({ where: { id: memberId }, data: { status: 'LOCKED' } });
    await api.http
      .delete('/wps/session/logout')
      .set('authorization', `Bearer ${token}`)
      .expect(401);
    await api.prisma.member.update({ where: { id: memberId }, data: { status: 'ACTIVE' } });
  });
});

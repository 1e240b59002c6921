import { MerchantService } from '../../src/merchant/merchant.service.js';
import type { Prisma } from '../../src/generated/prisma/client.js';
import type { TestApp } from './test-app.js';

/** Changes the demo operator's settings and drops the site cache so the next call sees them. */
export async function updateSite(api: TestApp, data: Prisma.MerchantUpdateManyMutationInput) {
  await api.prisma.merchant.updateMany({ data });
  api.app.get(MerchantService).clearCache();
}

/** Switches a white-label flag (USERNAMEREG3, REGMOBVERF3, ...) of the demo operator. */
export async function setFlag(api: TestApp, code: string, enabled: boolean) {
  await api.prisma.whiteLabelModule.updateMany({ where: { code }, data: { enabled } });
  api.app.get(MerchantService).clearCache();
}

/** A login from the given client address (the test app must trust one proxy hop). */
export function loginRequest(
  api: TestApp,
  username: string,
  password: string,
  extra: object = {},
  clientAddress = '203.0.113.1',
) {
  return api.http
    .post('/wps/session/login')
    .set('x-forwarded-for', clientAddress)
    .send({ username, password, type: 'username', ...extra });
}

/** Logs in and answers the bearer header value. */
export async function bearerFor(api: TestApp, username: string, password: string): Promise<string> {
  const response = await loginRequest(api, username, password);
  if (response.status !== 200)
    throw new Error(`login ${username}: ${JSON.stringify(response.body)}`);
  return `Bearer ${response.body.value.token}`;
}

/** The newest 6-digit code the development outbox holds for a recipient. */
export async function latestCode(api: TestApp, recipient: string): Promise<string> {
  const message = await api.prisma.outboxMessage.findFirst({
    where: { recipient },
    orderBy: { id: 'desc' },
  });
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}

/** A registration body with every field present (empty when not asked). */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: '',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    payeeName: '',
    email: '',
    qqNum: '',
    mobileNum: '',
    recommenderId: '',
    captcha: '',
    verificationCode: '',
    affiliateCode: '',
    paymentPassword: '',
    line: '',
    whatsapp: '',
    facebook: '',
    wechat: '',
    idNumber: '',
    referralCode: '',
    domain: 'localhost',
    countryDialingCode: '+60',
    login: true,
    termsAccepted: true,
    ageConfirmed: true,
    registerUrl: 'http://localhost/register',
    registerMethod: 'WEB',
    ...overrides,
  };
}

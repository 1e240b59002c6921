import { JwtService } from '@nestjs/jwt';
import { loadConfig } from '../../src/config/app-config.js';
import { bearerFor, updateSite } from '../support/access.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The development secret anyone can read in this repository.
const PUBLISHED_JWT_SECRET = loadConfig({}).JWT_SECRET;

/** A session token for the member of `bearer`'s session, signed with the published secret. */
async function forgedWithPublishedSecret(api: TestApp, bearer: string): Promise<string> {
  const publishedSigner = new JwtService({ secret: PUBLISHED_JWT_SECRET });
  const genuine = api.app
    .get(JwtService)
    .decode<{ sub: number; sid: string }>(bearer.slice('Bearer '.length));
  return `Bearer ${await publishedSigner.signAsync({ sub: genuine.sub, sid: genuine.sid })}`;
}

describe.each([
  ['on loopback', '127.0.0.1', 200],
  ['beyond loopback', '0.0.0.0', 401],
])('a development instance listening %s', (_where, host, forgedStatus) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ environment: { NODE_ENV: 'development', HOST: host } });
    await updateSite(api, { sliderVerification: false });
  });
  afterAll(async () => {
    await api.close();
  });

  it(`answers ${forgedStatus} to a session token signed with the published development secret`, async () => {
    const bearer = await bearerFor(api, 'demo_member', 'Demo1234');
    await api.http.get('/wps/member/info').set('authorization', bearer).expect(200);
    const forged = await forgedWithPublishedSecret(api, bearer);
    await api.http.get('/wps/member/info').set('authorization', forged).expect(forgedStatus);
  });
});

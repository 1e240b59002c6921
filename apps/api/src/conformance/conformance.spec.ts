import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { CONFORMANCE_CASES } from './conformance-cases.js';
import { createConformanceFixture, vendorCredentials } from './conformance-fixture.js';
import { formatCaseResult, runConformance } from './conformance-runner.js';
import { walletProtocol, type ProtocolName } from './wallet-protocols.js';

// The seeded vendor each protocol is certified with.
const VENDOR_OF: Record<ProtocolName, string> = { builtin: 'PG', hub88: 'YGG' };

describe('conformance kit against the site', () => {
  let api: TestApp;
  let base: string;

  beforeAll(async () => {
    api = await createTestApp();
    // The test app listens on a port of its own: the kit calls it as a vendor's server would.
    base = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await api.close();
  });

  describe.each(Object.keys(VENDOR_OF) as ProtocolName[])('%s protocol', (protocol) => {
    it('passes every case, each moving exactly the money it should', async () => {
      const vendorCode = VENDOR_OF[protocol];
      const setup = await createConformanceFixture(api.prisma, {
        vendorCode,
        credentials: await vendorCredentials(api.prisma, vendorCode),
      });
      const results = await runConformance(
        walletProtocol(protocol, base, setup),
        setup,
        CONFORMANCE_CASES,
      );
      const failed = results.filter((result) => result.verdict === 'fail');
      expect(failed.map(formatCaseResult)).toEqual([]);
      expect(results.map((result) => result.name)).toEqual(CONFORMANCE_CASES.map((c) => c.name));
    });
  });
});

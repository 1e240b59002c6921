import { createTestApp } from '../../test/support/test-app.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import { amountToCents } from './money.js';
import { ProviderWallets } from './provider-wallets.js';
import { describeWalletContract } from './wallet-port.contract.js';

const VENDOR = 'PG';

// The port as the built-in provider gets it in production (an HttpWalletPort signed as the
// catalogue vendor), calling the site's seamless wallet of the API started for this file.
describeWalletContract('HttpWalletPort to the site wallet', async () => {
  const api = await createTestApp();
  const ledger = api.app.get(LedgerService);
  const sessions = api.app.get(GameSessionService);
  const merchant = await api.prisma.merchant.findFirstOrThrow();
  const { gameCode } = await api.prisma.game.findFirstOrThrow({
    where: { vendor: { code: VENDOR } },
  });
  const cash = await ledger.houseAccount(merchant.id, 'HOUSE_CASH');
  let players = 0;
  return {
    port: api.app.get(ProviderWallets).forVendor(VENDOR).wallet,
    newPlayer: async (balance) => {
      players += 1;
      const account = `contract_player_${players}`;
      const { id } = await api.prisma.member.create({
        data: { merchantId: merchant.id, account, nickname: account, passwordHash: 'x' },
      });
      // Funded as the seed funds its accounts: an adjustment from the operator's cash.
      if (amountToCents(balance) > 0n) {
        const main = await ledger.memberAccount(merchant.id, id, 'MAIN');
        await ledger.post({
          merchantId: merchant.id,
          kind: 'ADJUSTMENT',
          scope: 'contract',
          key: account,
          request: { balance },
          memberId: id,
          lines: movement(cash, main, balance),
        });
      }
      const { playerToken } = await sessions.open(id, VENDOR, gameCode);
      return { playerToken, gameCode };
    },
    close: () => api.close(),
  };
});

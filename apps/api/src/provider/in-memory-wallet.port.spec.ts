import { InMemoryWalletPort } from './in-memory-wallet.port.js';
import { describeWalletContract } from './wallet-port.contract.js';

describeWalletContract('InMemoryWalletPort', async () => {
  const port = new InMemoryWalletPort();
  let players = 0;
  return {
    port,
    newPlayer: async (balance) => {
      players += 1;
      const playerToken = `player-${players}`;
      port.deposit(playerToken, balance);
      return { playerToken, gameCode: 'HARIMAU_EMAS' };
    },
    close: async () => undefined,
  };
});

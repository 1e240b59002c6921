import { describe, expect, it } from 'vitest';
import type { VendorLane } from '@wps/shared-types';
import { eLotteryLaunch, lobbyVendors, vnLotteryLaunch } from './lobby-launches';

const lane = (gameCategory: VendorLane['gameCategory'], vendors: string[]): VendorLane => ({
  title: gameCategory,
  gameCategory,
  cards: vendors.map((vassalage) => ({ vassalage, name: vassalage, logoUrl: null, isHot: 0 })),
  gameClassify: [],
});

describe('lobby launches', () => {
  it('launches the VN lottery lobby, or the betting view of a named game', () => {
    const lanes = [lane('LOTT', ['LOTT'])];
    expect(vnLotteryLaunch(lanes, null)).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      lottoView: 'lobby',
      device: 'WEB',
      backUrl: '/',
    });
    expect(vnLotteryLaunch([lane('ELOTT', ['TCG_LOTTO_VN'])], 'VN_FAST')).toMatchObject({
      lottoPrizeMode: 'Elott',
      lottoView: 'betting',
      lottoGameCode: 'VN_FAST',
    });
  });

  it("launches the e-lottery lane's first vendor, and nothing without the lane", () => {
    expect(eLotteryLaunch([lane('ELOTT', ['ELOTT', 'TCG_LOTTO_VN'])])).toMatchObject({
      vendor: 'ELOTT',
      launchMode: 'LOTT',
      lottoView: 'lobby',
    });
    expect(eLotteryLaunch([lane('RNG', ['PG'])])).toBeNull();
  });

  it('lists each vendor once in lane order', () => {
    const vendors = lobbyVendors([lane('RNG', ['PG', 'PP']), lane('LIVE', ['PP', 'EVO'])]);
    expect(vendors.map((card) => card.vassalage)).toEqual(['PG', 'PP', 'EVO']);
  });
});

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MemberCentrePage } from '@wps/shared-types';
import { SecurityCentrePage } from '../security-centre';
import { DepositPage } from '../deposit';
import { MailboxPage } from '../mailbox';
import { MissionLeaderboardPage, PlayerRankPage } from '../missions';
import { ManualRebatePage } from '../rebate';
import { ReferralPage } from '../referral';
import { BonusDetailsPage, RewardCenterPage } from '../rewards';
import { TransferUplinePage } from '../transfer-upline';
import { WithdrawPage } from '../withdraw';

type PageComponent = LazyExoticComponent<ComponentType>;

/** Each page's title, which is also its menu label. */
export const MEMBER_CENTRE_PAGE_TITLES = {
  securityCenter: 'memberCentre.pages.securityCenter',
  transferFund: 'memberCentre.pages.transferFund',
  depositv2: 'memberCentre.pages.depositv2',
  withdraw: 'memberCentre.pages.withdraw',
  transferUpline: 'memberCentre.pages.transferUpline',
  personalHistoryCopy: 'memberCentre.pages.personalHistoryCopy',
  transactionHistory: 'memberCentre.pages.transactionHistory',
  personalProfit: 'memberCentre.pages.personalProfit',
  bonusDetails: 'memberCentre.pages.bonusDetails',
  rewardCenter: 'memberCentre.pages.rewardCenter',
  referral: 'memberCentre.pages.referral',
  missionLeaderboard: 'memberCentre.pages.missionLeaderboard',
  messageV2: 'memberCentre.pages.messageV2',
  manualRebate: 'memberCentre.pages.manualRebate',
  playerRank: 'memberCentre.pages.playerRank',
} as const satisfies Record<MemberCentrePage, string>;

/**
 * The member-centre pages that are built, each its own chunk. An entry without a page here opens
 * the page frame (title and a note) until its feature lands.
 */
export const MEMBER_CENTRE_PAGES_BUILT: Partial<Record<MemberCentrePage, PageComponent>> = {
  securityCenter: SecurityCentrePage,
  transferFund: lazy(() => import('./pages/TransferFundPage')),
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  personalHistoryCopy: lazy(() => import('./pages/BettingRecordPage')),
  transactionHistory: lazy(() => import('./pages/AccountRecordPage')),
  personalProfit: lazy(() => import('./pages/PersonalProfitPage')),
  bonusDetails: BonusDetailsPage,
  rewardCenter: RewardCenterPage,
  messageV2: MailboxPage,
  manualRebate: ManualRebatePage,
  referral: ReferralPage,
  missionLeaderboard: MissionLeaderboardPage,
  playerRank: PlayerRankPage,
};

import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { CaptchaModule } from './captcha/captcha.module.js';
import { ChatModule } from './chat/chat.module.js';
import { ConfigModule } from './config/config.module.js';
import { ContentModule } from './content/content.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DevToolsModule } from './dev-tools/dev-tools.module.js';
import { GameLaunchModule } from './game-launch/game-launch.module.js';
import { PvpRoomsModule } from './pvp-rooms/pvp-rooms.module.js';
import { Hub88WalletModule } from './hub88-wallet/hub88-wallet.module.js';
import { FeedbackModule } from './feedback/feedback.module.js';
import { GamesModule } from './games/games.module.js';
import { LotteryModule } from './lottery/lottery.module.js';
import { AgentModule } from './agent/agent.module.js';
import { HealthModule } from './health/health.module.js';
import { HelpCentreModule } from './help-centre/help-centre.module.js';
import { MailboxModule } from './mailbox/mailbox.module.js';
import { WelcomeModule } from './welcome/welcome.module.js';
import { MediaModule } from './media/media.module.js';
import { MemberModule } from './member/member.module.js';
import { MemberRecordsModule } from './member-records/member-records.module.js';
import { AgentContractsModule } from './agent-contracts/agent-contracts.module.js';
import { AgentPayoutsModule } from './agent-payouts/agent-payouts.module.js';
import { AgentReportsModule } from './agent-reports/agent-reports.module.js';
import { MerchantModule } from './merchant/merchant.module.js';
import { OperatorModule } from './operator/operator.module.js';
import { ConsoleAgentsModule } from './console-agents/console-agents.module.js';
import { ConsoleMembersModule } from './console-members/console-members.module.js';
import { ConsoleSiteModule } from './console-site/console-site.module.js';
import { ConsoleDashboardModule } from './console-dashboard/console-dashboard.module.js';
import { ConsoleReconciliationModule } from './console-reconciliation/console-reconciliation.module.js';
import { ConsoleCatalogueModule } from './console-catalogue/console-catalogue.module.js';
import { MessagingModule } from './messaging/messaging.module.js';
import { OutboxModule } from './messaging/outbox.module.js';
import { ProviderModule } from './provider/provider.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { RegionModule } from './region/region.module.js';
import { SessionModule } from './session/session.module.js';
import type { KeyValueStore } from './store/key-value-store.js';
import { SystemModule } from './system/system.module.js';
import { VerificationModule } from './verification/verification.module.js';
import { WalletModule } from './wallet/wallet.module.js';
import type { Clock } from './config/clock.js';
import { PromotionsModule } from './promotions/promotions.module.js';
import { PointMallModule } from './point-mall/point-mall.module.js';
import { CustomerServiceModule } from './customer-service/customer-service.module.js';
import { ConsoleContentModule } from './console-content/console-content.module.js';
import { ConsoleSupportModule } from './console-support/console-support.module.js';
import { PaymentPasswordModule } from './payment-password/payment-password.module.js';
import { TurnoverModule } from './turnover/turnover.module.js';
import { SecurityCentreModule } from './security-centre/security-centre.module.js';
import { DepositsModule } from './deposits/deposits.module.js';
import { BankAccountsModule } from './bank-accounts/bank-accounts.module.js';
import { PaymentSettingsModule } from './payment-settings/payment-settings.module.js';
import { UplineTransfersModule } from './upline-transfers/upline-transfers.module.js';
import { AgentAnnouncementsModule } from './agent-announcements/agent-announcements.module.js';
import { WithdrawalsModule } from './withdrawals/withdrawals.module.js';
import { LinkedAccountsModule } from './linked-accounts/linked-accounts.module.js';
import { PlayerProtectionModule } from './player-protection/player-protection.module.js';
import { ConsolePlayerProtectionModule } from './console-player-protection/console-player-protection.module.js';
import { MissionsModule } from './missions/missions.module.js';
import { PointsModule } from './points/points.module.js';
import { RebateModule } from './rebate/rebate.module.js';
import { ReferralModule } from './referral/referral.module.js';
import { RewardsModule } from './rewards/rewards.module.js';
import { BonusesModule } from './bonuses/bonuses.module.js';

export interface AppDependencies {
  config: AppConfig;
  databaseUrl: string;
  store: KeyValueStore;
  /** The real clock unless a test brings one it controls. */
  clock?: Clock;
}

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, store, clock }: AppDependencies): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, clock),
        DatabaseModule.forRoot(databaseUrl, store),
        RateLimitModule,
        MerchantModule,
        SessionModule,
        MemberModule,
        OperatorModule,
        ConsoleMembersModule,
        ConsoleAgentsModule,
        ConsoleSiteModule,
        ConsoleDashboardModule,
        ConsoleReconciliationModule,
        ConsoleCatalogueModule,
        AgentModule,
        PaymentPasswordModule,
        TurnoverModule,
        SecurityCentreModule,
        DepositsModule,
        PaymentSettingsModule,
        BankAccountsModule,
        WithdrawalsModule,
        LinkedAccountsModule,
        UplineTransfersModule,
        AgentAnnouncementsModule,
        PlayerProtectionModule,
        ConsolePlayerProtectionModule,
        RebateModule,
        ReferralModule,
        BonusesModule,
        RewardsModule,
        MissionsModule,
        PointsModule,
        // Development routes do not exist in production, not even in the API documentation.
        ...(config.NODE_ENV === 'production' ? [] : [DevToolsModule]),
        HealthModule,
        SystemModule,
        HelpCentreModule,
        ContentModule,
        MediaModule,
        CaptchaModule,
        VerificationModule,
        MessagingModule,
        ...(config.NODE_ENV === 'production' ? [] : [OutboxModule]),
        RegionModule,
        GamesModule,
        GameLaunchModule,
        PvpRoomsModule,
        LotteryModule,
        WalletModule,
        ProviderModule,
        Hub88WalletModule,
        MemberRecordsModule,
        AgentReportsModule,
        AgentContractsModule,
        AgentPayoutsModule,
        MailboxModule,
        WelcomeModule,
        FeedbackModule,
        ChatModule,
        PromotionsModule,
        PointMallModule,
        CustomerServiceModule,
        ConsoleContentModule,
        ConsoleSupportModule,
      ],
    };
  }
}

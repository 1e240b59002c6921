import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  AgentSettingsPage,
  AgentTreePage,
  AgentsLayout,
  ContractsPage,
  PayoutRunsPage,
} from '../features/agents';
import { ApprovalsPage } from '../features/approvals';
import { AuditPage } from '../features/audit';
import { CatalogueLayout, GameImportPage, GamesPage, VendorsPage } from '../features/catalogue';
import { ContentPage } from '../features/content';
import { DashboardPage } from '../features/dashboard';
import { DepositChannelsPage, DepositDetailPage, DepositQueuePage } from '../features/deposits';
import { HomeRedirect, NotFoundPage, RequirePermission } from '../features/layout';
import { MemberPage, MembersPage } from '../features/members';
import { MessagesPage } from '../features/messages';
import { MissionsPage } from '../features/missions';
import { OperatorsPage } from '../features/operators';
import { PointsPage } from '../features/points';
import { RebateSettingsPage } from '../features/rebate';
import { ReferralSettingsPage } from '../features/referral';
import { ReconciliationAlertsPage, ReconciliationPage } from '../features/reconciliation';
import { BonusesPage, IssuedRewardsPage, RafflesPage, RewardsLayout } from '../features/rewards';
import {
  ProtectionLayout,
  ProtectionMemberPage,
  ProtectionMembersPage,
  ProtectionSettingsPage,
} from '../features/player-protection';
import { SitePage } from '../features/site';
import { ChatMutesPage, FeedbackInboxPage, FeedbackPage, SupportLayout } from '../features/support';
import {
  PaymentSettingsPage,
  WithdrawalDetailPage,
  WithdrawalQueuePage,
} from '../features/withdrawals';
import { Loading } from '../ui/QueryStatus';
import { ConsoleRoot } from './ConsoleRoot';

/** The console's pages, under the router's basename CONSOLE_WEB_PATH ('/console'). */
export const consoleRoutes: RouteObject[] = [
  {
    element: <ConsoleRoot />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'dashboard',
        element: (
          <RequirePermission permission="dashboard.read">
            <DashboardPage />
          </RequirePermission>
        ),
      },
      {
        path: 'approvals',
        element: (
          <RequirePermission permission="dashboard.read">
            <ApprovalsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'members',
        element: (
          <RequirePermission permission="members.read">
            <MembersPage />
          </RequirePermission>
        ),
      },
      {
        path: 'members/:memberId',
        element: (
          <RequirePermission permission="members.read">
            <MemberPage />
          </RequirePermission>
        ),
      },
      {
        path: 'agents',
        element: (
          <RequirePermission permission="agents.read">
            <AgentsLayout />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <Navigate to="tree" replace /> },
          { path: 'tree', element: <AgentTreePage /> },
          { path: 'settings', element: <AgentSettingsPage /> },
          { path: 'contracts', element: <ContractsPage /> },
          { path: 'payout-runs', element: <PayoutRunsPage /> },
        ],
      },
      {
        path: 'player-protection',
        element: (
          <RequirePermission permission="protection.read">
            <ProtectionLayout />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <Navigate to="members" replace /> },
          { path: 'members', element: <ProtectionMembersPage /> },
          { path: 'members/:memberId', element: <ProtectionMemberPage /> },
          { path: 'settings', element: <ProtectionSettingsPage /> },
        ],
      },
      {
        path: 'vendor-reconciliation',
        element: (
          <RequirePermission permission="payments.read">
            <ReconciliationPage />
          </RequirePermission>
        ),
      },
      {
        path: 'reconciliation-alerts',
        element: (
          <RequirePermission permission="payments.read">
            <ReconciliationAlertsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'deposits',
        element: (
          <RequirePermission permission="payments.read">
            <DepositQueuePage />
          </RequirePermission>
        ),
      },
      {
        path: 'deposits/channels',
        element: (
          <RequirePermission permission="payments.read">
            <DepositChannelsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'deposits/:depositId',
        element: (
          <RequirePermission permission="payments.read">
            <DepositDetailPage />
          </RequirePermission>
        ),
      },
      {
        path: 'withdrawals',
        element: (
          <RequirePermission permission="payments.read">
            <WithdrawalQueuePage />
          </RequirePermission>
        ),
      },
      {
        path: 'withdrawals/:withdrawalId',
        element: (
          <RequirePermission permission="payments.read">
            <WithdrawalDetailPage />
          </RequirePermission>
        ),
      },
      {
        path: 'payment-settings',
        element: (
          <RequirePermission permission="payments.read">
            <PaymentSettingsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'rebate',
        element: (
          <RequirePermission permission="payments.read">
            <RebateSettingsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'referral',
        element: (
          <RequirePermission permission="payments.read">
            <ReferralSettingsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'points',
        element: (
          <RequirePermission permission="points.read">
            <PointsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'missions',
        element: (
          <RequirePermission permission="payments.read">
            <MissionsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'rewards',
        element: (
          <RequirePermission permission="rewards.read">
            <RewardsLayout />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <Navigate to="issued" replace /> },
          { path: 'issued', element: <IssuedRewardsPage /> },
          { path: 'raffles', element: <RafflesPage /> },
          { path: 'bonuses', element: <BonusesPage /> },
        ],
      },
      {
        path: 'catalogue',
        element: (
          <RequirePermission permission="catalogue.read">
            <CatalogueLayout />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <Navigate to="vendors" replace /> },
          { path: 'vendors', element: <VendorsPage /> },
          { path: 'games', element: <GamesPage /> },
          {
            path: 'import',
            element: (
              <RequirePermission permission="catalogue.write">
                <GameImportPage />
              </RequirePermission>
            ),
          },
        ],
      },
      {
        path: 'support',
        element: (
          <RequirePermission permission="support.read">
            <SupportLayout />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <Navigate to="feedback" replace /> },
          { path: 'feedback', element: <FeedbackInboxPage /> },
          { path: 'feedback/:feedbackId', element: <FeedbackPage /> },
          { path: 'chat-mutes', element: <ChatMutesPage /> },
        ],
      },
      {
        path: 'messages',
        element: (
          <RequirePermission permission="messages.read">
            <MessagesPage />
          </RequirePermission>
        ),
      },
      {
        path: 'site',
        element: (
          <RequirePermission permission="site.read">
            <SitePage />
          </RequirePermission>
        ),
      },
      {
        // The kind of content is part of the address: /content/banners, /content/promotions…
        path: 'content/:kind?',
        element: (
          <RequirePermission permission="content.read">
            <Suspense fallback={<Loading />}>
              <ContentPage />
            </Suspense>
          </RequirePermission>
        ),
      },
      {
        path: 'operators',
        element: (
          <RequirePermission permission="operators.manage">
            <OperatorsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'audit',
        element: (
          <RequirePermission permission="audit.read">
            <AuditPage />
          </RequirePermission>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

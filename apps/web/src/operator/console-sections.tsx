import type { OperatorPermission } from '@furlong/contract';
import { type ReactElement } from 'react';
import { lazy } from '../lib/lazy';
import {
  AccountBalanceIcon,
  AccountBalanceWalletIcon,
  ApprovalIcon,
  BadgeIcon,
  BlockIcon,
  FactCheckIcon,
  HistoryIcon,
  ImageIcon,
  PeopleIcon,
  PlaylistAddIcon,
  ReportIcon,
  ViewListIcon,
} from '../components/icons';

/**
 * The console's sections, in nav order. Adding a section (KYC queue, withdrawals, content) is
 * one entry here: the shell draws the nav link and mounts the element at `/operator/<path>/*`,
 * so a section with sub-pages routes them itself with a descendant <Routes>. Each element is a
 * lazy chunk of its own, loaded when the section is first opened.
 */
export interface ConsoleSection {
  /** The nav link's text, also the section's heading. */
  label: string;
  /** The address under /operator, without slashes. */
  path: string;
  icon: ReactElement;
  element: ReactElement;
  /**
   * What opening the section needs (ROLE_PERMISSIONS in the contract): the nav hides it and
   * its address answers "not for your role" without it.
   */
  permission: OperatorPermission;
}

const BoardScreen = lazy(() => import('./screens/board-screen'));
const RacesScreen = lazy(() => import('./screens/races-screen'));
const ReviewScreen = lazy(() => import('./screens/review-screen'));
const PlayersScreen = lazy(() => import('./screens/players-screen'));
const AuditSection = lazy(() => import('./features/audit/components/audit-section'));
const KycSection = lazy(() => import('./features/cashier/components/kyc-section'));
const WithdrawalsSection = lazy(() => import('./features/cashier/components/withdrawals-section'));
const ContentSection = lazy(() => import('./features/content/components/content-section'));
const ApprovalsSection = lazy(() => import('./features/approvals/components/approvals-section'));
const DebtsSection = lazy(() => import('./features/debts/components/debts-section'));
const ReportsSection = lazy(() => import('./features/reports/components/reports-section'));
const LegalSection = lazy(() => import('./features/legal/components/legal-section'));
const DataRequestsSection = lazy(
  () => import('./features/data-requests/components/data-requests-section'),
);
const BreachNoticesSection = lazy(
  () => import('./features/data-requests/components/breach-notices-section'),
);
const AmlSection = lazy(() => import('./features/aml/components/aml-section'));

export const consoleSections: readonly ConsoleSection[] = [
  {
    label: 'Race board',
    path: 'board',
    icon: <ViewListIcon />,
    element: <BoardScreen />,
    permission: 'races:view',
  },
  {
    label: 'New race',
    path: 'races',
    icon: <PlaylistAddIcon />,
    element: <RacesScreen />,
    permission: 'races:edit',
  },
  {
    label: 'Trader review',
    path: 'review',
    icon: <FactCheckIcon />,
    element: <ReviewScreen />,
    permission: 'bets:view',
  },
  {
    label: 'Players',
    path: 'players',
    icon: <PeopleIcon />,
    element: <PlayersScreen />,
    permission: 'players:view',
  },
  {
    label: 'Approvals',
    path: 'approvals',
    icon: <ApprovalIcon />,
    element: <ApprovalsSection />,
    permission: 'players:adjust',
  },
  {
    label: 'KYC queue',
    path: 'kyc',
    icon: <BadgeIcon />,
    element: <KycSection />,
    permission: 'kyc:review',
  },
  {
    label: 'Withdrawals',
    path: 'withdrawals',
    icon: <AccountBalanceIcon />,
    element: <WithdrawalsSection />,
    permission: 'withdrawals:view',
  },
  {
    label: 'Player debts',
    path: 'debts',
    icon: <AccountBalanceWalletIcon />,
    element: <DebtsSection />,
    permission: 'players:view',
  },
  {
    label: 'Reports',
    path: 'reports',
    icon: <FactCheckIcon />,
    element: <ReportsSection />,
    permission: 'reports:view',
  },
  {
    label: 'Legal',
    path: 'legal',
    icon: <BlockIcon />,
    element: <LegalSection />,
    permission: 'legal:manage',
  },
  {
    label: 'Data requests',
    path: 'data-requests',
    icon: <FactCheckIcon />,
    element: <DataRequestsSection />,
    permission: 'compliance:review',
  },
  {
    label: 'Breach notices',
    path: 'breach-notices',
    icon: <BlockIcon />,
    element: <BreachNoticesSection />,
    permission: 'breach:notify',
  },
  {
    label: 'Money-laundering alerts',
    path: 'aml',
    icon: <ReportIcon />,
    element: <AmlSection />,
    permission: 'compliance:review',
  },
  {
    label: 'Audit log',
    path: 'audit',
    icon: <HistoryIcon />,
    element: <AuditSection />,
    permission: 'audit:view',
  },
  {
    label: 'Content',
    path: 'content',
    icon: <ImageIcon />,
    element: <ContentSection />,
    permission: 'content:view',
  },
];

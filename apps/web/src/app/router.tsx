import { lazy } from '../lib/lazy';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { paths } from '../config/paths';
import { withCompleteEnglish } from '../i18n/catalogues';
import { useIndiaToday } from '../lib/india-today';
import { AppShell } from './layout/app-shell';
import { firstScreen } from './route-modules';
import { NotFoundScreen } from './routes/not-found-screen';
import { RequireSignIn } from './routes/require-sign-in';
import { RouteErrorScreen } from './routes/route-error-screen';

// Each screen is its own chunk: a player opening the race day downloads no race-card code.
const RaceDayScreen = firstScreen.raceDay.Component;
const RaceResultsScreen = lazy(() => import('./routes/race-results-screen'));
const MultiRaceScreen = lazy(() => import('./routes/multi-race-screen'));
const FixtureScreen = firstScreen.fixture.Component;
const PromotionsScreen = lazy(() => import('./routes/promotions-screen'));
const HorseScreen = lazy(() => import('./routes/horse-screen'));
const ReplayScreen = lazy(() => import('./routes/replay-screen'));
const BonusScreen = lazy(() => import('./routes/bonus-screen'));
const RegistrationScreen = lazy(() => import('./routes/registration-screen'));
const FreezeAccountScreen = lazy(() => import('./routes/freeze-account-screen'));
const MyAccountScreen = lazy(() => import('./routes/my-account-screen'));
// One file per account section, so each can be replaced on its own.
const ProfileScreen = lazy(() => import('./routes/account/profile-screen'));
const DepositScreen = lazy(() => import('./routes/account/deposit-screen'));
const DepositDetailScreen = lazy(() => import('./routes/account/deposit-detail-screen'));
const BonusListScreen = lazy(() => import('./routes/account/bonus-list-screen'));
const BonusDetailScreen = lazy(() => import('./routes/account/bonus-detail-screen'));
const WithdrawScreen = lazy(() => import('./routes/account/withdraw-screen'));
const WithdrawDetailScreen = lazy(() => import('./routes/account/withdraw-detail-screen'));
const WithdrawLegacyScreen = lazy(() => import('./routes/account/withdraw-legacy-screen'));
const WithdrawLegacyDetailScreen = lazy(
  () => import('./routes/account/withdraw-legacy-detail-screen'),
);
const HistoryScreen = lazy(() => import('./routes/account/history-screen'));
const MyBetsScreen = lazy(() => import('./routes/account/my-bets-screen'));
const SaferGamblingScreen = lazy(() => import('./routes/account/safer-gambling-screen'));
const StatementsScreen = lazy(() => import('./routes/account/statements-screen'));
const FollowingScreen = lazy(() => import('./routes/account/following-screen'));
const MyDataScreen = lazy(() => import('./routes/account/my-data-screen'));
const NotificationsScreen = lazy(() => import('./routes/account/notifications-screen'));

/** `/` always means today's races, and "today" is the India-time day wherever the player is. */
export function RedirectToToday() {
  // The state goes along: a guarded page's address waits there for the sign-in it asked for.
  const state: unknown = useLocation().state;
  return <Navigate replace to={paths.raceDay(useIndiaToday())} state={state} />;
}

const accountRoutes: RouteObject[] = [
  { index: true, element: <Navigate replace to={paths.profile} /> },
  { path: 'profile', element: <ProfileScreen /> },
  { path: 'deposit', element: <DepositScreen /> },
  { path: 'deposit/:id', element: <DepositDetailScreen /> },
  { path: 'bonus', element: <BonusListScreen /> },
  { path: 'bonus/:id', element: <BonusDetailScreen /> },
  { path: 'withdraw', element: <WithdrawScreen /> },
  { path: 'withdraw/:id', element: <WithdrawDetailScreen /> },
  { path: 'withdraw-legacy', element: <WithdrawLegacyScreen /> },
  { path: 'withdraw-legacy/:id', element: <WithdrawLegacyDetailScreen /> },
  { path: 'history', element: <HistoryScreen /> },
  { path: 'my-bets', element: <MyBetsScreen /> },
  { path: 'safer-gambling', element: <SaferGamblingScreen /> },
  { path: 'statements', element: <StatementsScreen /> },
  { path: 'following', element: <FollowingScreen /> },
  { path: 'my-data', element: <MyDataScreen /> },
  { path: 'notifications', element: <NotificationsScreen /> },
  { path: '*', element: <NotFoundScreen /> },
];

export const routes: RouteObject[] = [
  // The operator console: its own chunk, sign-in and frame, outside the player's shell.
  {
    path: 'operator/*',
    lazy: () => withCompleteEnglish(import('../operator/operator-route')),
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorScreen />,
  },
  {
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <RedirectToToday /> },
      { path: 'races/:day', element: <RaceDayScreen /> },
      { path: 'races/:day/results', element: <RaceResultsScreen /> },
      { path: 'races/:day/jackpot', element: <MultiRaceScreen /> },
      { path: 'fixtures/:day/:id', element: <FixtureScreen /> },
      { path: 'horses/:participant', element: <HorseScreen /> },
      {
        // Race pictures, live or recorded, are for signed-in players.
        path: 'replays/:fixture',
        element: (
          <RequireSignIn>
            <ReplayScreen />
          </RequireSignIn>
        ),
      },
      { path: 'promotions', element: <PromotionsScreen /> },
      { path: 'promotions/bonus', element: <BonusScreen /> },
      { path: 'retail/registration', element: <RegistrationScreen /> },
      { path: 'freeze-account', element: <FreezeAccountScreen /> },
      {
        path: 'myaccount',
        element: (
          <RequireSignIn>
            <MyAccountScreen />
          </RequireSignIn>
        ),
        children: accountRoutes,
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { lazy } from '../../lib/lazy';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { AccountDialogs } from '../dialogs/account-dialogs';
import { ContentDialogs } from '../dialogs/content-dialogs';
import { useAccountUpdates } from '../realtime/use-account-updates';
import { useFixtureReloads } from '../realtime/use-fixture-reloads';
import { useLegalReloads } from '../realtime/use-legal-reloads';
import { StateBanner } from '../../features/legal/components/state-banner';
import { firstScreen } from '../route-modules';
import { OfflineNotice } from './offline-notice';
import { PromoColumn } from './promo-column';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useSession } from '../session-context';
import { AppSlip, useIsSlipWanted } from '../routes/race-slip';
import { useSlip } from '../slip/slip-context';
import { useLogout } from '../use-logout';
import { useHomeAfterSignOut } from './use-home-after-sign-out';
import { useRouteSelection } from './use-route-selection';
import { useT } from '../../i18n/use-t';

// Loaded only where shown: phones never download the calendar, desktops never the drawer.
const LeftColumn = lazy(() => import('./left-column'));
const NavDrawer = lazy(() => import('./nav-drawer'));
const RealityCheck = lazy(() => import('../../features/protections/components/reality-check'));
// Only a signed-in player whose answer to the privacy notice is missing or old sees it.
const ConsentPrompt = lazy(() =>
  import('../../features/data-rights/components/consent-prompt').then((module) => ({
    default: module.ConsentPrompt,
  })),
);
// Preloaded beside the entry (route-modules.ts): on every phone page's first screen.
const SiteBanners = firstScreen.siteBanners.Component;
const NextToGoStrip = firstScreen.nextToGoStrip.Component;

export function AppShell() {
  const { pathname } = useLocation();
  const { day, today, fixtureId } = useRouteSelection();
  const theme = useTheme();
  // Columns that are not shown are not rendered either, so a phone does not fetch their data.
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const isWide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  // Asked as "is it a sheet" so that without media queries (tests) the slip stays in the page.
  const isSlipSheet = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  // On a phone the carousel and notices would push the account tabs off the first screen.
  const isAccountPage = pathname.startsWith(`${paths.myAccount}/`);
  const isBannerShown = !fixtureId && (isDesktop || !isAccountPage);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }
  const { raceIds } = useSlip();
  const isSlipWanted = useIsSlipWanted(fixtureId);
  useFixtureReloads(fixtureId, raceIds);
  useAccountUpdates();
  useHomeAfterSignOut();
  const { isSignedIn, player } = useSession();
  useLegalReloads(isSignedIn);
  const { t } = useT();
  const logout = useLogout();

  const handleOpenMenu = () => {
    setHasOpenedDrawer(true);
    setDrawerOpen(true);
  };

  return (
    <>
      <SkipLink />
      {isSignedIn && (
        <Suspense fallback={null}>
          <RealityCheck onSignOut={() => void logout()} />
        </Suspense>
      )}
      {isSignedIn && (
        <Suspense fallback={null}>
          <ConsentPrompt />
        </Suspense>
      )}
      {/* On a race page the first price is two Tab stops away. */}
      {fixtureId && <SkipLink target="runners" label={t('shell.skipToRunners')} />}
      <TopBar
        today={today}
        isMenuButtonShown={!isDesktop}
        isDrawerOpen={isDrawerOpen}
        onOpenMenu={handleOpenMenu}
      />
      {hasOpenedDrawer && !isDesktop && (
        <Suspense fallback={null}>
          <NavDrawer
            isOpen={isDrawerOpen}
            day={day}
            today={today}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <NextToGoStrip today={today} />
      </Suspense>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '280px minmax(0, 1fr)',
            lg: '280px minmax(0, 1fr) 320px',
          },
          gap: 2,
          maxWidth: 1440,
          mx: 'auto',
          p: { xs: 1, sm: 2 },
          // The footer starts below the first screen, so the page filling in above it (the
          // screen's chunk, then its data) never pushes it across what the player sees.
          minHeight: '100vh',
        }}
      >
        {isDesktop && (
          <Suspense fallback={<div />}>
            <LeftColumn day={day} today={today} />
          </Suspense>
        )}
        <Box component="main" id="main" tabIndex={-1} sx={{ minWidth: 0, outline: 'none' }}>
          <OfflineNotice />
          {player?.legal && <StateBanner state={player.traits.state} status={player.legal} />}
          {/* The spec shows the banners and notices on every page except the race page. */}
          {isBannerShown && (
            <Suspense fallback={null}>
              <SiteBanners />
            </Suspense>
          )}
          <Suspense fallback={<PageLoading />}>
            {/* The spec re-creates the route view on every path change: no state leaks between races. */}
            <Outlet key={pathname} />
          </Suspense>
          {isSlipSheet && isSlipWanted && <AppSlip isSheet />}
        </Box>
        {!isSlipSheet && isSlipWanted ? (
          // One slip for the app, held in view beside the page while it scrolls (decision 062).
          <Box
            sx={{
              position: 'sticky',
              top: { xs: 64, sm: 72 },
              alignSelf: 'start',
              maxHeight: 'calc(100dvh - 88px)',
              overflowY: 'auto',
            }}
          >
            <AppSlip />
          </Box>
        ) : (
          isWide && <PromoColumn />
        )}
      </Box>
      <SiteFooter />
      <AccountDialogs />
      <ContentDialogs />
    </>
  );
}

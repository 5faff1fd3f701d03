import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense } from 'react';
import { lazy } from '../../lib/lazy';
import { Link as RouterLink } from 'react-router';
import { IndiaClock } from '../../components/india-clock';
import { paths } from '../../config/paths';
import { LanguageMenu } from '../language/language-menu';
import { useSession } from '../session-context';
import { useSlip } from '../slip/slip-context';
import { MenuIcon } from '../../components/icons';
import { visuallyHidden } from '../../components/visually-hidden';
import { useT } from '../../i18n/use-t';

const AccountChips = lazy(() => import('./account-chips'));
// Desktop only, and not needed to draw the first screen: its own chunk.
const SearchBox = lazy(() =>
  import('../../features/search/components/search-box').then(({ SearchBox: Box }) => ({
    default: Box,
  })),
);

interface TopBarProps {
  today: string;
  isMenuButtonShown: boolean;
  isDrawerOpen: boolean;
  onOpenMenu: () => void;
}

export function TopBar({ today, isMenuButtonShown, isDrawerOpen, onOpenMenu }: TopBarProps) {
  const { isSignedIn, openSignIn } = useSession();
  const { slip, show: showSlip } = useSlip();
  const slipCount = slip.lines.length;
  const { t } = useT();
  // Asked as "is it a phone", so that without media queries (tests) both stay in the bar.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 2 }, px: { xs: 1, sm: 2 } }}>
        {isMenuButtonShown && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('shell.openMenu')}
            aria-expanded={isDrawerOpen}
            aria-controls="nav-drawer"
            onClick={onOpenMenu}
          >
            <MenuIcon />
          </IconButton>
        )}
        {/* The image keeps its width and height attributes (its box is known before it loads);
            the link sizes it for a phone. */}
        <Box
          component={RouterLink}
          to={paths.home}
          sx={{
            display: 'flex',
            alignItems: 'center',
            minHeight: 44,
            flexShrink: 0,
            '& img': { width: { xs: 80, sm: 120 }, height: 'auto' },
          }}
        >
          <img src="/logo.svg" alt={t('shell.logoHome')} width={120} height={32} />
        </Box>
        {!isMenuButtonShown && (
          <img src="/club.svg" alt={t('shell.clubLogo')} width={32} height={32} />
        )}
        {!isMenuButtonShown && (
          <Box component="nav" aria-label={t('shell.mainNav')} sx={{ display: 'flex', gap: 1 }}>
            <Button color="inherit" component={RouterLink} to={paths.raceDay(today)}>
              {t('shell.races')}
            </Button>
            <Button color="inherit" component={RouterLink} to={paths.promotions}>
              {t('shell.promotions')}
            </Button>
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        {/* Desktop: the search sits in the bar; a phone finds it at the top of the menu. */}
        {!isMenuButtonShown && (
          <Suspense fallback={null}>
            <SearchBox placement="header" />
          </Suspense>
        )}
        {/* A phone's header has room for the balance and the avatar only: the drawer shows the
            clock, and the language switch sits in the menu, where it has room at 320 px. */}
        {!isPhone && <IndiaClock />}
        {!isPhone && <LanguageMenu />}
        {/* Desktop: the count says a price went onto the slip, one click brings the slip. */}
        {!isMenuButtonShown && (
          <Button
            color="inherit"
            variant="outlined"
            onClick={showSlip}
            disabled={slipCount === 0}
            data-testid="header-slip"
            sx={{
              flexShrink: 0,
              minHeight: 44,
              gap: 1,
              '&.Mui-disabled': { color: 'inherit', opacity: 0.7 },
            }}
          >
            {t('slip.heading')}
            <Box
              component="span"
              data-testid="header-slip-count"
              sx={{
                display: 'inline-grid',
                placeItems: 'center',
                minWidth: 24,
                height: 24,
                px: 0.5,
                borderRadius: 12,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
              }}
            >
              {slipCount}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {t('slip.selections', { count: slipCount })}
            </Box>
          </Button>
        )}
        {isSignedIn ? (
          <Suspense fallback={null}>
            <AccountChips />
          </Suspense>
        ) : (
          <Button variant="contained" color="secondary" onClick={openSignIn} sx={{ flexShrink: 0 }}>
            {t('shell.login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

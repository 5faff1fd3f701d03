import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { IndiaClock } from '../../components/india-clock';
import { paths } from '../../config/paths';
import { RaceCalendar } from '../../features/calendar/components/race-calendar';
import { LanguageMenu } from '../language/language-menu';
import { useSession } from '../session-context';
import { useLogout } from '../use-logout';
import { DayVenues } from './day-venues';
import { DrawerAccount } from './drawer-account';
import { CloseIcon } from '../../components/icons';
import { SearchBox } from '../../features/search/components/search-box';
import { useT } from '../../i18n/use-t';

interface NavDrawerProps {
  isOpen: boolean;
  day: string;
  today: string;
  onClose: () => void;
}

/** The small-screen menu: loaded on first open, so phones that never open it never fetch it. */
export default function NavDrawer({ isOpen, day, today, onClose }: NavDrawerProps) {
  const { isSignedIn } = useSession();
  const { t } = useT();
  const logout = useLogout();
  // A chosen day is a link: the menu gives way to the day's races (month arrows keep it open).
  const handleCalendarClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };
  const handleLogout = () => {
    onClose();
    void logout();
  };
  return (
    <Drawer
      id="nav-drawer"
      open={isOpen}
      onClose={onClose}
      // The drawer is a modal dialog; it needs a name like any other.
      slotProps={{ paper: { 'aria-label': t('shell.menu'), sx: { width: 'min(320px, 88vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        {/* Signed in, the player's own details take the logo's place. */}
        {!isSignedIn && <img src="/logo.svg" alt="Furlong" width={120} height={32} />}
        <Box sx={{ flex: 1 }} />
        <IndiaClock />
        <IconButton aria-label={t('shell.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('language.label')}
        </Typography>
        <LanguageMenu color="primary" />
      </Box>
      <Box sx={{ px: 2, py: 1 }}>
        <SearchBox placement="drawer" onNavigate={onClose} />
      </Box>
      {isSignedIn && <DrawerAccount onNavigate={onClose} />}
      <Divider />
      <Box component="nav" aria-label={t('shell.mainNav')}>
        <List>
          <ListItem disablePadding>
            <ListItemButton component={RouterLink} to={paths.raceDay(today)} onClick={onClose}>
              {t('shell.races')}
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton component={RouterLink} to={paths.raceResults(day)} onClick={onClose}>
              {t('shell.results')}
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton component={RouterLink} to={paths.promotions} onClick={onClose}>
              {t('shell.promotions')}
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
      <Divider />
      {/* Other days and their results: the phone's way to the calendar the desktop shows beside the races. */}
      <Box sx={{ p: 1 }} onClick={handleCalendarClick}>
        <RaceCalendar selectedDay={day} today={today} />
      </Box>
      <Box sx={{ p: 1 }}>
        <DayVenues day={day} onNavigate={onClose} />
      </Box>
      {isSignedIn && (
        <Box sx={{ p: 2 }}>
          <Button variant="outlined" fullWidth onClick={handleLogout}>
            {t('shell.logout')}
          </Button>
        </Box>
      )}
    </Drawer>
  );
}

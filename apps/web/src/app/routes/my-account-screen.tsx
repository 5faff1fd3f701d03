import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { useLogout } from '../use-logout';

const TABS = [
  { label: 'Profile', to: paths.profile },
  { label: 'Deposit', to: paths.deposit },
  { label: 'Withdraw', to: paths.withdraw },
  { label: 'History', to: paths.history },
  { label: 'My Bets', to: paths.myBets },
  { label: 'Statements', to: paths.statements },
  { label: 'Following', to: paths.following },
  { label: 'Safer gambling', to: paths.saferGambling },
] as const;

/** The tab of a path: the legacy withdraw screens belong to Withdraw; bonus lists to none. */
function tabOf(pathname: string): string | false {
  const section = pathname.split('/')[2] ?? '';
  const to = `${paths.myAccount}/${section === 'withdraw-legacy' ? 'withdraw' : section}`;
  return TABS.some((tab) => tab.to === to) ? to : false;
}

/** The account area's frame: tabs, Logout, and the section below. Sign-in is checked outside. */
export default function MyAccountScreen() {
  const { pathname } = useLocation();
  const logout = useLogout();
  return (
    <Paper component="section" aria-labelledby="my-account-title" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <title>My account | Furlong</title>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id="my-account-title" variant="h1" sx={{ flex: 1 }}>
          My account
        </Typography>
        <Button onClick={() => void logout()}>Logout</Button>
      </Box>
      <Tabs
        value={tabOf(pathname)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Account sections"
        // Held under the app bar: the section's tab stays in sight down a long history.
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 1,
          bgcolor: 'background.paper',
        }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.to} label={tab.label} value={tab.to} component={RouterLink} to={tab.to} />
        ))}
      </Tabs>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Paper>
  );
}

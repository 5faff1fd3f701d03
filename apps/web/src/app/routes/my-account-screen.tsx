import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { useLogout } from '../use-logout';
import { useT } from '../../i18n/use-t';

const TABS = [
  { label: 'account.profile', to: paths.profile },
  { label: 'account.deposit', to: paths.deposit },
  { label: 'account.withdraw', to: paths.withdraw },
  { label: 'account.history', to: paths.history },
  { label: 'myBets.heading', to: paths.myBets },
  { label: 'account.statements', to: paths.statements },
  { label: 'account.following', to: paths.following },
  { label: 'account.notifications', to: paths.notifications },
  { label: 'account.saferGambling', to: paths.saferGambling },
  { label: 'dataRights.tab', to: paths.myData },
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
  const { t } = useT();
  const tabsRef = useRef<HTMLDivElement>(null);
  // At 360 px most of the tabs are off-screen: the section shown is always brought to the
  // middle of the strip, again whenever the tab's width changes (the web font arriving).
  useEffect(() => {
    const tablist = tabsRef.current?.querySelector<HTMLElement>('[role="tablist"]');
    const scroller = tablist?.parentElement;
    const selected = tablist?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!scroller || !selected) return;
    const center = () => {
      scroller.scrollLeft = selected.offsetLeft - (scroller.clientWidth - selected.offsetWidth) / 2;
    };
    center();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(center);
    observer.observe(selected);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [pathname]);
  return (
    <Paper component="section" aria-labelledby="my-account-title" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <title>{t('account.title')}</title>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id="my-account-title" variant="h1" sx={{ flex: 1 }}>
          {t('account.heading')}
        </Typography>
        <Button onClick={() => void logout()}>{t('shell.logout')}</Button>
      </Box>
      <Tabs
        ref={tabsRef}
        value={tabOf(pathname)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('account.sections')}
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
          <Tab
            key={tab.to}
            label={t(tab.label)}
            value={tab.to}
            component={RouterLink}
            to={tab.to}
          />
        ))}
      </Tabs>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Paper>
  );
}

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { logoutOperator } from '../features/auth/api/operator-auth-api';
import { getOperatorSelf } from '../lib/use-operator-can';
import { operatorKeys } from '../lib/operator-keys';
import { ConsoleNav } from './console-nav';

const MAIN_ID = 'console-main';

/** The console's frame: its own bar and nav, nothing of the player's layout or session. */
export function ConsoleShell() {
  const queryClient = useQueryClient();
  const self = useQuery({
    queryKey: operatorKeys.me(),
    queryFn: ({ signal }) => getOperatorSelf(signal),
  });

  const handleSignOut = async () => {
    await logoutOperator();
    queryClient.removeQueries({ queryKey: operatorKeys.all });
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        Skip to content
      </Link>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" variant="h6" sx={{ flexGrow: 1 }}>
            Furlong operator
          </Typography>
          {self.data && (
            <Typography component="span" variant="body2">
              {self.data.name} ({self.data.roles.join(', ')})
            </Typography>
          )}
          <Button variant="outlined" size="small" onClick={() => void handleSignOut()}>
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          flexGrow: 1,
          minWidth: 0,
        }}
      >
        <Box
          sx={{
            width: { md: 220 },
            flexShrink: 0,
            borderRight: { md: 1 },
            borderBottom: { xs: 1, md: 0 },
            borderColor: 'divider',
          }}
        >
          <ConsoleNav />
        </Box>
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}

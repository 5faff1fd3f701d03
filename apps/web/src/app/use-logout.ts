import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { forgetThisBrowser } from '../features/push/forget-this-browser';
import { useIndiaToday } from '../lib/india-today';
import { useSession } from './session-context';

/**
 * Leaves the page first, then ends the session: a signed-out visitor left on a protected page
 * would be sent home with the sign-in dialog open, which is not what Logout means. It goes
 * straight to today's races (not through `/`, whose redirect would be one more hop). This
 * browser's pushes stop before the session ends, while the server still knows whose they are.
 */
export function useLogout(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const today = useIndiaToday();
  return async () => {
    await navigate(paths.raceDay(today), { replace: true });
    await forgetThisBrowser();
    await signOut();
  };
}

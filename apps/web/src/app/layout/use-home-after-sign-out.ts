import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../session-context';

/**
 * A session that ends on its own (refused refresh, Logout in another tab) goes home; except on
 * the freeze page, whose confirmation must stay readable once freezing has signed this device out.
 */
export function useHomeAfterSignOut(): void {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const isFreezePage = useLocation().pathname === paths.freezeAccount;
  const wasSignedIn = useRef(isSignedIn);
  useEffect(() => {
    if (wasSignedIn.current && !isSignedIn && !isFreezePage) {
      void navigate(paths.home, { replace: true });
    }
    wasSignedIn.current = isSignedIn;
  }, [isSignedIn, isFreezePage, navigate]);
}

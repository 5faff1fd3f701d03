import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../session-context';

/** A session that ends on its own (refused refresh, Logout in another tab) goes home. */
export function useHomeAfterSignOut(): void {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const wasSignedIn = useRef(isSignedIn);
  useEffect(() => {
    if (wasSignedIn.current && !isSignedIn) void navigate(paths.home, { replace: true });
    wasSignedIn.current = isSignedIn;
  }, [isSignedIn, navigate]);
}

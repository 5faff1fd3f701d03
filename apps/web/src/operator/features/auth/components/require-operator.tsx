import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { consolePaths } from '../../../lib/operator-paths';
import { useIsOperatorSignedIn } from '../../../lib/operator-session';

/** Without an operator token every console page goes to the console's own sign-in. */
export function RequireOperator({ children }: { children: ReactNode }) {
  const isSignedIn = useIsOperatorSignedIn();
  const location = useLocation();
  if (isSignedIn) return children;
  return (
    <Navigate
      replace
      to={consolePaths.signIn}
      state={{ from: location.pathname + location.search }}
    />
  );
}

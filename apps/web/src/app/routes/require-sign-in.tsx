import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../session-context';

/**
 * Spec section 2: without a token the visitor goes home and the sign-in dialog opens; signing
 * in there brings them back to the page they asked for.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isSignedIn, openSignIn } = useSession();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!isSignedIn) openSignIn();
  }, [isSignedIn, openSignIn]);
  return isSignedIn ? (
    children
  ) : (
    <Navigate replace to={paths.home} state={{ returnTo: `${pathname}${search}` }} />
  );
}

import { Suspense, useState } from 'react';
import { lazy } from '../../lib/lazy';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../components/toast/toast-context';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/use-t';
import { verifyAddress } from '../../features/account/api/verify-address';
import { useSession } from '../session-context';
import { CashierDialogs } from './cashier-dialogs';
import { useDialogs } from './dialog-context';

// Each dialog is its own chunk, fetched when first opened: the race day never pays for forms.
const SignInDialog = lazy(() => import('../../features/auth/components/sign-in-dialog'));
const SignUpDialog = lazy(() => import('../../features/auth/components/sign-up-dialog'));
const ForgotPasswordDialog = lazy(
  () => import('../../features/auth/components/forgot-password-dialog'),
);
const VerifyAddressDialog = lazy(
  () => import('../../features/account/components/verify-address-dialog'),
);
const ChangePasswordDialog = lazy(
  () => import('../../features/account/components/change-password-dialog'),
);
const EditProfileDialog = lazy(
  () => import('../../features/account/components/edit-profile-dialog'),
);

/** The English of `account.password.prompt`, as the toast says it. */
export const CHANGE_PASSWORD_PROMPT = 'Please Change your password in the Profile section.';

/** The page a guarded route sent the visitor away from (RequireSignIn), to return to. */
function returnPathOf(state: unknown): string | undefined {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') ? returnTo : undefined;
}

/** The sign-in, registration and profile dialogs, wired to each other and to the session. */
export function AccountDialogs() {
  const dialogs = useDialogs();
  const { player, loadPlayer } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const showToast = useToast();
  const { t } = useT();

  // Spec section 4: login, then details, then balance, then close. The player stays where they
  // were (decision 062: a race and its slip), or goes to the account page that asked for it.
  const handleSignedIn = async () => {
    await loadPlayer();
    dialogs.close('signIn');
    const returnTo = returnPathOf(location.state);
    if (returnTo) await navigate(returnTo, { replace: true });
  };

  // A forgotten-password code signs in; the player is then asked for a new password, and the
  // code stands in for the current one (decision 025).
  const [hasSignedInWithCode, setSignedInWithCode] = useState(false);
  const handleSignedInWithCode = async () => {
    setSignedInWithCode(true);
    await loadPlayer();
    dialogs.close('forgotPassword');
    showToast(t('account.password.prompt'), 'info');
    await navigate(paths.profile);
    dialogs.open('changePassword');
  };

  return (
    <>
      {dialogs.isOpen('signIn') && (
        <Suspense fallback={null}>
          <SignInDialog
            onClose={() => dialogs.close('signIn')}
            identifier={dialogs.signInIdentifier}
            onSignedIn={handleSignedIn}
            onForgotPassword={() => dialogs.replace('signIn', 'forgotPassword')}
            onSignUp={() => dialogs.replace('signIn', 'signUp')}
          />
        </Suspense>
      )}
      {dialogs.isOpen('signUp') && (
        <Suspense fallback={null}>
          <SignUpDialog
            onClose={() => dialogs.close('signUp')}
            onRegistered={(identifier) => {
              dialogs.fillSignIn(identifier);
              dialogs.replace('signUp', 'signIn');
            }}
            onSignedIn={async () => {
              await loadPlayer();
              dialogs.close('signUp');
            }}
            verifyAddress={verifyAddress}
            onSignIn={() => dialogs.replace('signUp', 'signIn')}
            onOpenTerms={() => dialogs.open('terms')}
            onOpenPrivacy={() => dialogs.open('privacy')}
          />
        </Suspense>
      )}
      {dialogs.isOpen('forgotPassword') && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            onClose={() => dialogs.close('forgotPassword')}
            onSignedIn={handleSignedInWithCode}
            onSignIn={() => dialogs.replace('forgotPassword', 'signIn')}
          />
        </Suspense>
      )}
      {/* These need the player: they render only once one with a uid is loaded. */}
      {player && dialogs.isOpen('verifyEmail') && (
        <Suspense fallback={null}>
          <VerifyAddressDialog
            type="EMAIL"
            player={player}
            onClose={() => dialogs.close('verifyEmail')}
          />
        </Suspense>
      )}
      {player && dialogs.isOpen('verifyMobile') && (
        <Suspense fallback={null}>
          <VerifyAddressDialog
            type="SMS"
            player={player}
            onClose={() => dialogs.close('verifyMobile')}
          />
        </Suspense>
      )}
      {player && dialogs.isOpen('changePassword') && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            hasSignedInWithCode={hasSignedInWithCode}
            onClose={() => {
              setSignedInWithCode(false);
              dialogs.close('changePassword');
            }}
          />
        </Suspense>
      )}
      {player && dialogs.isOpen('editProfile') && (
        <Suspense fallback={null}>
          <EditProfileDialog player={player} onClose={() => dialogs.close('editProfile')} />
        </Suspense>
      )}
      <CashierDialogs />
    </>
  );
}

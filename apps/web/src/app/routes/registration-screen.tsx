import { PlaceholderPage } from '../../components/placeholder-page';
import { verifyAddress } from '../../features/account/api/verify-address';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useDialogs } from '../dialogs/dialog-context';
import { useSession } from '../session-context';
import { useT } from '../../i18n/use-t';

/** The retail registration page: the sign-up form on a page of its own. */
export default function RegistrationScreen() {
  const dialogs = useDialogs();
  const { loadPlayer } = useSession();
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <PlaceholderPage title={t('auth.registration')}>
      <SignUpForm
        asksForPan
        onRegistered={(identifier) => {
          dialogs.fillSignIn(identifier);
          dialogs.open('signIn');
        }}
        onSignedIn={async () => {
          await loadPlayer();
          await navigate(paths.home);
        }}
        verifyAddress={verifyAddress}
        onOpenTerms={() => dialogs.open('terms')}
        onOpenPrivacy={() => dialogs.open('privacy')}
      />
    </PlaceholderPage>
  );
}

import { PlaceholderPage } from '../../components/placeholder-page';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useDialogs } from '../dialogs/dialog-context';
import { useT } from '../../i18n/use-t';

/** The retail registration page: the sign-up form on a page of its own. */
export default function RegistrationScreen() {
  const dialogs = useDialogs();
  const { t } = useT();
  return (
    <PlaceholderPage title={t('auth.registration')}>
      <SignUpForm
        asksForPan
        onRegistered={(identifier) => {
          dialogs.fillSignIn(identifier);
          dialogs.open('signIn');
        }}
        onOpenTerms={() => dialogs.open('terms')}
        onOpenPrivacy={() => dialogs.open('privacy')}
      />
    </PlaceholderPage>
  );
}

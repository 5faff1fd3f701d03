import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { AppDialog } from '../../../components/app-dialog';
import type { VerifyAddress } from './sign-up-codes-step';
import { SignUpForm } from './sign-up-form';
import { useT } from '../../../i18n/use-t';

interface SignUpDialogProps {
  onClose: () => void;
  /** Registered, codes left for later: sign-in takes over, filled in with the email registered. */
  onRegistered: (identifier: string) => void;
  /** Registered and both codes checked: the player is signed in. */
  onSignedIn: () => Promise<void>;
  /** The spec's verify call, for the two-code step. */
  verifyAddress: VerifyAddress;
  onSignIn: () => void;
  onOpenTerms: () => void;
  onOpenPrivacy: () => void;
}

export default function SignUpDialog(props: SignUpDialogProps) {
  const { onClose, onSignIn, ...formProps } = props;
  const { t } = useT();
  return (
    <AppDialog title={t('auth.signUp')} onClose={onClose} maxWidth="sm">
      <SignUpForm {...formProps} />
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        {t('auth.alreadyRegistered')}{' '}
        <Link component="button" type="button" onClick={onSignIn}>
          {t('auth.signIn')}
        </Link>
      </Box>
    </AppDialog>
  );
}

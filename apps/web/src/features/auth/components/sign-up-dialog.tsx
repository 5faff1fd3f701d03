import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { AppDialog } from '../../../components/app-dialog';
import { SignUpForm } from './sign-up-form';
import { useT } from '../../../i18n/use-t';

interface SignUpDialogProps {
  onClose: () => void;
  /** Registered: 2 seconds later sign-in takes over, filled in with the email registered. */
  onRegistered: (identifier: string) => void;
  onSignIn: () => void;
  onOpenTerms: () => void;
  onOpenPrivacy: () => void;
}

export default function SignUpDialog(props: SignUpDialogProps) {
  const { onClose, onRegistered, onSignIn, onOpenTerms, onOpenPrivacy } = props;
  const { t } = useT();
  return (
    <AppDialog title={t('auth.signUp')} onClose={onClose} maxWidth="sm">
      <SignUpForm
        onRegistered={onRegistered}
        onOpenTerms={onOpenTerms}
        onOpenPrivacy={onOpenPrivacy}
      />
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        {t('auth.alreadyRegistered')}{' '}
        <Link component="button" type="button" onClick={onSignIn}>
          {t('auth.signIn')}
        </Link>
      </Box>
    </AppDialog>
  );
}

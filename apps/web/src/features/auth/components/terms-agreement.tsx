import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../../i18n/use-t';

interface TermsAgreementProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  isDisabled: boolean;
  onOpenTerms: () => void;
  onOpenPrivacy: () => void;
}

/**
 * The links sit outside the checkbox's label: a tap on them opens the text without ticking
 * the box, and the checkbox's accessible name stays one plain sentence.
 */
export function TermsAgreement(props: TermsAgreementProps) {
  const { registration, error, isDisabled, onOpenTerms, onOpenPrivacy } = props;
  const { ref, ...field } = registration;
  const { t, rich, words } = useT();
  return (
    <Box>
      <FormControlLabel
        disabled={isDisabled}
        control={<Checkbox {...field} inputRef={ref} />}
        label={t('auth.agreeToTerms')}
      />
      <Box sx={{ fontSize: 14, pl: 4 }}>
        {rich('auth.readTerms', {
          terms: (
            <Link component="button" type="button" onClick={onOpenTerms}>
              {t('content.terms')}
            </Link>
          ),
          privacy: (
            <Link component="button" type="button" onClick={onOpenPrivacy}>
              {t('content.privacy')}
            </Link>
          ),
        })}
      </Box>
      {error && <FormHelperText error>{words(error)}</FormHelperText>}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
  return (
    <Box>
      <FormControlLabel
        disabled={isDisabled}
        control={<Checkbox {...field} inputRef={ref} />}
        label="I agree to the Terms and Conditions and the Privacy Policy"
      />
      <Box sx={{ fontSize: 14, pl: 4 }}>
        Read the{' '}
        <Link component="button" type="button" onClick={onOpenTerms}>
          Terms and Conditions
        </Link>{' '}
        and the{' '}
        <Link component="button" type="button" onClick={onOpenPrivacy}>
          Privacy Policy
        </Link>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

import type { Beneficiary } from '@furlong/contract';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { useT } from '../../../i18n/use-t';
import { formatAvailableFrom, isCoolingOff } from '../beneficiary-availability';

interface BeneficiaryChoiceProps {
  beneficiaries: Beneficiary[];
  value: string;
  onChange: (uid: string) => void;
  error: string | undefined;
  isDisabled: boolean;
  onAddBeneficiary: () => void;
  /** react-hook-form focuses the group when the choice is missing. */
  inputRef: Ref<HTMLInputElement>;
  /** The time the cooling-off of each beneficiary is measured against. */
  now: number;
}

/** One radio per beneficiary (a player has a handful at most), and the way to add one. */
export function BeneficiaryChoice(props: BeneficiaryChoiceProps) {
  const { beneficiaries, value, onChange, error, isDisabled, onAddBeneficiary, inputRef, now } =
    props;
  const labelId = useId();
  const { t, words, raceDate } = useT();
  return (
    <FormControl error={error !== undefined} disabled={isDisabled}>
      <FormLabel id={labelId}>{t('cashier.beneficiary')}</FormLabel>
      {beneficiaries.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('cashier.beneficiary.none')}
        </Typography>
      )}
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {beneficiaries.map((beneficiary, index) => (
          <FormControlLabel
            key={beneficiary.uid}
            value={beneficiary.uid}
            control={<Radio inputRef={index === 0 ? inputRef : undefined} />}
            label={
              isCoolingOff(beneficiary, now) ? (
                <>
                  {beneficiary.displayName}
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {t('cashier.beneficiary.availableFrom', {
                      when: formatAvailableFrom(beneficiary.availableFrom, raceDate),
                    })}
                  </Typography>
                </>
              ) : (
                beneficiary.displayName
              )
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{words(error)}</FormHelperText>}
      <Button
        variant="outlined"
        size="small"
        onClick={onAddBeneficiary}
        disabled={isDisabled}
        sx={{ alignSelf: 'flex-start', mt: 1 }}
      >
        {t('cashier.beneficiary.add')}
      </Button>
    </FormControl>
  );
}

import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useIndiaToday } from '../../../lib/india-today';
import type { SignUpFormInput } from '../sign-up-schema';
import { MONTH_NAMES } from '../../../lib/month-names';
import { useT } from '../../../i18n/use-t';

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));
/** Spec section 5: 120 years, starting 18 years before this one. */
const YEAR_COUNT = 120;
const NEWEST_YEAR_OFFSET = 18;

interface DateOfBirthFieldsProps {
  register: UseFormRegister<SignUpFormInput>;
  error: string | undefined;
  isDisabled?: boolean;
}

/** Native selects: the phone's own picker, and each select is named by its visible label. */
export function DateOfBirthFields({ register, error, isDisabled }: DateOfBirthFieldsProps) {
  const legendId = useId();
  const { t, words } = useT();
  const errorId = useId();
  const thisYear = Number(useIndiaToday().slice(0, 4));
  const years = useMemo(() => {
    const newest = thisYear - NEWEST_YEAR_OFFSET;
    return Array.from({ length: YEAR_COUNT }, (_, index) => String(newest - index));
  }, [thisYear]);
  const select = (name: 'day' | 'month' | 'year', label: string, options: [string, string][]) => {
    const { ref, ...field } = register(`dateOfBirth.${name}`);
    return (
      <TextField
        select
        label={label}
        {...field}
        inputRef={ref}
        disabled={isDisabled}
        error={error !== undefined}
        sx={{ flex: name === 'month' ? 1.4 : 1 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" />
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </TextField>
    );
  };
  return (
    <Stack
      component="fieldset"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      spacing={1}
    >
      <Typography id={legendId} component="legend" variant="body2" color="text.secondary">
        {t('auth.dateOfBirth')}
      </Typography>
      <Stack direction="row" spacing={1}>
        {select(
          'day',
          t('auth.day'),
          DAYS.map((day) => [day, day]),
        )}
        {select(
          'month',
          t('auth.month'),
          MONTH_NAMES.map((_month, index) => [
            String(index + 1),
            t('month.name', { month: String(index + 1) }),
          ]),
        )}
        {select(
          'year',
          t('auth.year'),
          years.map((year) => [year, year]),
        )}
      </Stack>
      {error && (
        <FormHelperText id={errorId} error>
          {words(error)}
        </FormHelperText>
      )}
    </Stack>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n/use-t';

/** Financial years to choose from, newest first ("2025-26" reads April 2025 to March 2026). */
export function YearPicker({
  years,
  value,
  onChange,
  label,
}: {
  years: string[];
  value: string;
  onChange: (year: string) => void;
  label: string;
}) {
  const { t } = useT();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      {years.map((year) => (
        <MenuItem key={year} value={year}>
          {t('statements.fy', { year })}
        </MenuItem>
      ))}
    </TextField>
  );
}

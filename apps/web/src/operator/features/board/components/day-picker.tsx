import { addDays, isIsoDay } from '@furlong/contract';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../../components/icons';

interface DayPickerProps {
  /** An India-time day, YYYY-MM-DD. */
  day: string;
  today: string;
  onChange: (day: string) => void;
}

/** The race day shown: a date field, a day back and forward, and back to today. */
export function DayPicker({ day, today, onChange }: DayPickerProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Previous day" onClick={() => onChange(addDays(day, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        label="Race day (India time)"
        type="date"
        size="small"
        value={day}
        onChange={(event) => {
          if (isIsoDay(event.target.value)) onChange(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton aria-label="Next day" onClick={() => onChange(addDays(day, 1))}>
        <ChevronRightIcon />
      </IconButton>
      <Button size="small" disabled={day === today} onClick={() => onChange(today)}>
        Today
      </Button>
    </Stack>
  );
}

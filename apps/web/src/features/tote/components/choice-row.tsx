import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface ChoiceRowProps<T extends string> {
  label: string;
  choices: readonly T[];
  value: T;
  labelOf: (choice: T) => string;
  onChange: (choice: T) => void;
}

/** One choice of a few, as a wrapping row of pressed/unpressed buttons (44 px tall). */
export function ChoiceRow<T extends string>({
  label,
  choices,
  value,
  labelOf,
  onChange,
}: ChoiceRowProps<T>) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {choices.map((choice) => (
        <Button
          key={choice}
          size="small"
          variant={choice === value ? 'contained' : 'outlined'}
          aria-pressed={choice === value}
          onClick={() => onChange(choice)}
          sx={{ minHeight: 44, minWidth: 44 }}
        >
          {labelOf(choice)}
        </Button>
      ))}
    </Box>
  );
}

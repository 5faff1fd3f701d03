import TextField from '@mui/material/TextField';

interface ReasonFieldProps {
  value: string;
  onChange: (reason: string) => void;
  error: string | undefined;
  label?: string;
  fullWidth?: boolean;
}

/** The reason an operator gives for a change that is audited, with its rule's message under it. */
export function ReasonField({ value, onChange, error, label, fullWidth }: ReasonFieldProps) {
  return (
    <TextField
      label={label ?? 'Reason'}
      fullWidth={fullWidth}
      multiline
      minRows={2}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
    />
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface FourEyesDecisionProps {
  /** The request is the operator's own: only another operator may decide it. */
  isOwn: boolean;
  /** What is decided, for the buttons' accessible names. */
  label: string;
  /** Placed between the verb and the label in the accessible names (": " or " "). */
  separator?: string;
  onApprove: () => void;
  onReject: () => void;
}

/** A second operator's Approve and Reject of a request another operator made. */
export function FourEyesDecision(props: FourEyesDecisionProps) {
  const { isOwn, label, separator = ' ', onApprove, onReject } = props;
  if (isOwn) return <Typography variant="body2">Yours: another operator decides</Typography>;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        sx={{ minHeight: 44 }}
        aria-label={`Approve${separator}${label}`}
        onClick={onApprove}
      >
        Approve
      </Button>
      <Button
        size="small"
        color="error"
        sx={{ minHeight: 44 }}
        aria-label={`Reject${separator}${label}`}
        onClick={onReject}
      >
        Reject
      </Button>
    </Stack>
  );
}

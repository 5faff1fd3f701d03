import type { FixtureStatus } from '@furlong/contract';
import Chip from '@mui/material/Chip';

const COLOURS: Record<FixtureStatus, 'default' | 'info' | 'success' | 'warning' | 'secondary'> = {
  NEW: 'default',
  PUBLISHED: 'success',
  SUSPENDED: 'warning',
  RESULT: 'info',
  PAID: 'secondary',
  COMPLETE: 'default',
};

/** A race's state; a voided result reads CANCELLED, as players see it. */
export function RaceStateChip({ status, isVoided }: { status: FixtureStatus; isVoided: boolean }) {
  return isVoided ? (
    <Chip size="small" color="error" label="CANCELLED" />
  ) : (
    <Chip size="small" color={COLOURS[status]} label={status} />
  );
}

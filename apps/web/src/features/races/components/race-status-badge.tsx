import type { RaceResult } from '@furlong/contract';
import Chip from '@mui/material/Chip';
import { describeRaceStatus } from '../race-status';

export function RaceStatusBadge({ status, result }: { status: string; result: RaceResult | null }) {
  const badge = describeRaceStatus(status, result);
  return (
    <Chip
      data-testid="race-status"
      data-tone={badge.tone}
      label={badge.label}
      color={badge.tone}
      size="small"
      sx={{ fontWeight: 700 }}
    />
  );
}

import type { RaceResult } from '@furlong/contract';
import Chip from '@mui/material/Chip';
import { describeRaceStatus, describeResultState } from '../race-status';

/** The race's status and, once a result is declared, whether it is provisional or official. */
export function RaceStatusBadge({ status, result }: { status: string; result: RaceResult | null }) {
  const badge = describeRaceStatus(status, result);
  const resultState = describeResultState(result);
  return (
    <>
      <Chip
        data-testid="race-status"
        data-tone={badge.tone}
        label={badge.label}
        color={badge.tone}
        size="small"
        sx={{ fontWeight: 700 }}
      />
      {resultState && (
        <Chip
          data-testid="result-state"
          data-tone={resultState.tone}
          label={resultState.label}
          color={resultState.tone}
          variant="outlined"
          size="small"
          sx={{ fontWeight: 700 }}
        />
      )}
    </>
  );
}

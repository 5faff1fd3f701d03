import type { RaceResult } from '@furlong/contract';
import Chip from '@mui/material/Chip';
import type { MessageId } from '../../../i18n/catalogues';
import { describeRaceStatus, describeResultState } from '../race-status';
import { useT } from '../../../i18n/use-t';

/** The spec's status words; a status the app does not know shows as sent. */
const STATUS_LABEL_IDS: Partial<Record<string, MessageId>> = {
  'Opening Soon': 'raceStatus.openingSoon',
  Open: 'raceStatus.open',
  Closed: 'raceStatus.closed',
  'Result Declared': 'raceStatus.resultDeclared',
  'Dividends Paid': 'raceStatus.dividendsPaid',
  COMPLETED: 'raceStatus.completed',
  CANCELLED: 'raceStatus.cancelled',
  Provisional: 'raceStatus.provisional',
  Enquiry: 'raceStatus.enquiry',
  Objection: 'raceStatus.objection',
  Official: 'raceStatus.official',
};

/** The race's status and, once a result is declared, whether it is provisional or official. */
export function RaceStatusBadge({ status, result }: { status: string; result: RaceResult | null }) {
  const { t } = useT();
  const label = (english: string) => {
    const id = STATUS_LABEL_IDS[english];
    return id ? t(id) : english;
  };
  const badge = describeRaceStatus(status, result);
  const resultState = describeResultState(result);
  return (
    <>
      <Chip
        data-testid="race-status"
        data-tone={badge.tone}
        label={label(badge.label)}
        color={badge.tone}
        size="small"
        sx={{ fontWeight: 700 }}
      />
      {resultState && (
        <Chip
          data-testid="result-state"
          data-tone={resultState.tone}
          label={label(resultState.label)}
          color={resultState.tone}
          variant="outlined"
          size="small"
          sx={{ fontWeight: 700 }}
        />
      )}
    </>
  );
}

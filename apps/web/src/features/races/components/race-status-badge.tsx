import type { RaceResult } from '@furlong/contract';
import { GLOBAL_CLASS } from '../../../components/global-class';
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

/**
 * The race's status and, once a result is declared, whether it is provisional or official: pills
 * styled by the theme (GLOBAL_CLASS.statusBadge).
 */
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
      <span className={GLOBAL_CLASS.statusBadge} data-testid="race-status" data-tone={badge.tone}>
        {label(badge.label)}
      </span>
      {resultState && (
        <span
          className={GLOBAL_CLASS.statusBadge}
          data-testid="result-state"
          data-tone={resultState.tone}
          data-outlined
        >
          {label(resultState.label)}
        </span>
      )}
    </>
  );
}

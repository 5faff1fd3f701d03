import type { StewardsDecision, UndecidedProvisionalRace } from '@furlong/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const STATE_WORDS: Record<string, string> = {
  PROVISIONAL: 'provisional result',
  ENQUIRY: 'stewards’ enquiry',
  OBJECTION: 'objection lodged',
};

/** The stewards' word on each race whose result is not yet official: it stands, or it is void. */
export function ProvisionalRacesChoice(props: {
  races: UndecidedProvisionalRace[];
  decisions: Record<string, StewardsDecision>;
  onDecide: (raceUid: string, decision: StewardsDecision) => void;
}) {
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {props.races.map((race) => (
        <FormControl key={race.raceUid}>
          <FormLabel id={`stewards-${race.raceUid}`}>
            Race {race.raceNumber} ({STATE_WORDS[race.resultState] ?? race.resultState})
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`stewards-${race.raceUid}`}
            value={props.decisions[race.raceUid] ?? ''}
            onChange={(event) =>
              props.onDecide(race.raceUid, event.target.value as StewardsDecision)
            }
          >
            <FormControlLabel value="STAND" control={<Radio />} label="Stands" />
            <FormControlLabel value="VOID" control={<Radio />} label="Void" />
          </RadioGroup>
        </FormControl>
      ))}
    </Stack>
  );
}

import { createRaceBodySchema, indiaInstant, isIsoDay } from '@furlong/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { muiField } from '../../../../components/mui-field';
import { useReferenceData } from '../../../../lib/reference-data';
import { useIndiaToday } from '../../../../lib/india-today';
import { SectionHeading } from '../../../components/section-heading';
import { operatorKeys } from '../../../lib/operator-keys';
import { consolePaths } from '../../../lib/operator-paths';
import { createRace } from '../api/races-api';
import { RaceForm } from './race-form';
import { RunnerFields } from './runner-fields';
import { blankRunner, runnerFieldOf, toRunnerInput, type RunnerValues } from '../runner-form';

interface NewRaceValues {
  venue: string;
  day: string;
  raceNumber: string;
  /** India-time HH:mm. */
  time: string;
  distance: string;
  name: string;
  label: string;
  runners: RunnerValues[];
}

const toNumber = (value: string) => (value.trim() === '' ? NaN : Number(value));

function toCreateInput(values: NewRaceValues) {
  const hasTime = isIsoDay(values.day) && /^\d{2}:\d{2}$/.test(values.time);
  return {
    venue: values.venue,
    day: values.day,
    raceNumber: toNumber(values.raceNumber),
    startDate: hasTime ? indiaInstant(values.day, values.time).toISOString() : values.time,
    distance: toNumber(values.distance),
    name: values.name,
    label: values.label.trim() === '' ? null : values.label,
    runners: values.runners.map(toRunnerInput),
  };
}

/** The form field an issue of createRaceBodySchema belongs to, if any. */
function fieldOf(path: readonly PropertyKey[]): Path<NewRaceValues> | undefined {
  const [first, index, ...rest] = path;
  if (first === 'runners' && typeof index === 'number') {
    const field = runnerFieldOf(rest);
    return field ? `runners.${index}.${field}` : undefined;
  }
  if (first === 'startDate') return 'time';
  const simple = ['venue', 'day', 'raceNumber', 'distance', 'name', 'label'] as const;
  return simple.find((name) => name === first);
}

/** A new race on a meeting (the meeting is made if the venue has none that day), with runners. */
export function NewRaceForm() {
  const today = useIndiaToday();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({ mutationFn: createRace });
  const form = useForm<NewRaceValues>({
    defaultValues: {
      venue: '',
      day: today,
      raceNumber: '',
      time: '',
      distance: '',
      name: '',
      label: '',
      runners: [blankRunner('1')],
    },
  });
  const { register, control, formState } = form;
  const runners = useFieldArray({ control, name: 'runners' });
  const reference = useReferenceData();
  const { errors } = formState;

  return (
    <>
      <SectionHeading title="New race" />
      <RaceForm
        form={form}
        schema={createRaceBodySchema}
        toBody={toCreateInput}
        fieldOf={fieldOf}
        send={async (body) => {
          const created = await create.mutateAsync(body);
          await queryClient.invalidateQueries({ queryKey: operatorKeys.boards() });
          await navigate(consolePaths.race(created.uid));
        }}
        submitLabel="Create race"
        isBusy={create.isPending}
        maxWidth={640}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Venue"
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
            {...muiField(register('venue'), errors.venue)}
          >
            <option value="">Choose a venue</option>
            {(reference.data?.venues ?? []).map((venue) => (
              <option key={venue.code} value={venue.code}>
                {venue.code} · {venue.name}
              </option>
            ))}
          </TextField>
          <TextField
            label="Day (India)"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
            {...muiField(register('day'), errors.day)}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Race number"
            inputMode="numeric"
            {...muiField(register('raceNumber'), errors.raceNumber)}
          />
          <TextField
            label="Start time (India)"
            type="time"
            slotProps={{ inputLabel: { shrink: true } }}
            {...muiField(register('time'), errors.time)}
          />
          <TextField
            label="Distance (m)"
            inputMode="numeric"
            {...muiField(register('distance'), errors.distance)}
          />
        </Stack>
        <TextField label="Race name" {...muiField(register('name'), errors.name)} />
        <TextField label="Label" {...muiField(register('label'), errors.label)} />
        <Typography component="h2" variant="h6">
          Runners
        </Typography>
        {runners.fields.map((runner, index) => (
          <Paper key={runner.id} component="fieldset" variant="outlined" sx={{ p: 2, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              Runner {index + 1}
            </Typography>
            <RunnerFields
              field={(name) =>
                muiField(register(`runners.${index}.${name}`), errors.runners?.[index]?.[name])
              }
            />
            {runners.fields.length > 1 && (
              <Button
                size="small"
                color="warning"
                sx={{ mt: 1 }}
                onClick={() => runners.remove(index)}
              >
                Remove runner {index + 1}
              </Button>
            )}
          </Paper>
        ))}
        <Stack direction="row" spacing={1}>
          <Button onClick={() => runners.append(blankRunner(String(runners.fields.length + 1)))}>
            Add another runner
          </Button>
        </Stack>
      </RaceForm>
    </>
  );
}

import {
  editRaceBodySchema,
  indiaClockOf,
  indiaDayOf,
  indiaInstant,
  type EditRaceBody,
  type OperatorRace,
} from '@furlong/contract';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { muiField } from '../../../../components/mui-field';
import { editRace } from '../api/races-api';
import { useRaceChange } from '../hooks/use-race-change';
import { RaceForm } from './race-form';

interface DetailsValues {
  name: string;
  label: string;
  tips: string;
  message: string;
  distance: string;
  /** India-time HH:mm on the race's day. */
  time: string;
  videoCode: string;
}
type DetailField = keyof DetailsValues;

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** Only the fields the operator changed are sent: times and distance are refused after the off. */
function toEditBody(
  values: DetailsValues,
  dirty: Partial<Record<DetailField, boolean>>,
  day: string,
) {
  const body: Record<string, unknown> = {};
  if (dirty.name) body.name = values.name;
  if (dirty.label) body.label = blankToNull(values.label);
  if (dirty.tips) body.tips = blankToNull(values.tips);
  if (dirty.message) body.message = blankToNull(values.message);
  if (dirty.videoCode) body.videoCode = blankToNull(values.videoCode);
  if (dirty.distance) body.distance = values.distance.trim() === '' ? NaN : Number(values.distance);
  if (dirty.time) {
    body.startDate = /^\d{2}:\d{2}$/.test(values.time)
      ? indiaInstant(day, values.time).toISOString()
      : values.time;
  }
  return body;
}

const DETAIL_FIELDS: readonly DetailField[] = [
  'name',
  'label',
  'tips',
  'message',
  'distance',
  'time',
  'videoCode',
];

/** The form field an issue of editRaceBodySchema belongs to, if any. */
function fieldOf(path: readonly PropertyKey[]): DetailField | undefined {
  const [first] = path;
  if (first === 'startDate') return 'time';
  return DETAIL_FIELDS.find((name) => name === first);
}

/** The race's details; remounted (by the editor's key) when the race's version changes. */
export function RaceDetailsForm({ race }: { race: OperatorRace }) {
  const day = indiaDayOf(new Date(race.startDate));
  const canEdit = race.allowedActions.includes('edit');
  const save = useRaceChange(
    race.uid,
    (body: EditRaceBody) => editRace(race.uid, body),
    'Details saved',
  );
  const form = useForm<DetailsValues>({
    defaultValues: {
      name: race.name,
      label: race.label ?? '',
      tips: race.tips ?? '',
      message: race.message ?? '',
      distance: String(race.distance),
      time: indiaClockOf(race.startDate),
      videoCode: race.videoCode ?? '',
    },
  });
  const { register, formState } = form;
  const { errors, dirtyFields } = formState;

  return (
    <Paper component="section" aria-labelledby="details-heading" sx={{ p: 2 }}>
      <Typography id="details-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        Details
      </Typography>
      <RaceForm
        form={form}
        schema={editRaceBodySchema}
        toBody={(values) => toEditBody(values, dirtyFields, day)}
        fieldOf={fieldOf}
        send={(body) => save.mutateAsync(body)}
        submitLabel="Save details"
        isBusy={save.isPending}
        canSubmit={canEdit}
        maxWidth={560}
      >
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack spacing={2}>
            <TextField label="Name" {...muiField(register('name'), errors.name)} />
            <TextField label="Label" {...muiField(register('label'), errors.label)} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Distance (m)"
                inputMode="numeric"
                {...muiField(register('distance'), errors.distance)}
              />
              <TextField
                label="Start time (India)"
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
                {...muiField(register('time'), errors.time)}
              />
              <TextField
                label="Video code"
                {...muiField(register('videoCode'), errors.videoCode)}
              />
            </Stack>
            <TextField
              label="Tips"
              multiline
              minRows={2}
              {...muiField(register('tips'), errors.tips)}
            />
            <TextField
              label="Message"
              multiline
              minRows={2}
              {...muiField(register('message'), errors.message)}
            />
          </Stack>
        </fieldset>
      </RaceForm>
    </Paper>
  );
}

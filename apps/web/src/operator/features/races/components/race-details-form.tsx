import {
  editRaceBodySchema,
  indiaClockOf,
  indiaDayOf,
  indiaInstant,
  type EditRaceBody,
  type OperatorRace,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { muiField } from '../../../../components/mui-field';
import { failureMessage } from '../../../lib/operator-api-client';
import { editRace } from '../api/races-api';
import { useRaceChange } from '../hooks/use-race-change';

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

const FIELD_OF: Record<string, DetailField> = { startDate: 'time' };

/** The race's details; remounted (by the editor's key) when the race's version changes. */
export function RaceDetailsForm({ race }: { race: OperatorRace }) {
  const day = indiaDayOf(new Date(race.startDate));
  const [problem, setProblem] = useState<string | null>(null);
  const canEdit = race.allowedActions.includes('edit');
  const save = useRaceChange(
    race.uid,
    (body: EditRaceBody) => editRace(race.uid, body),
    'Details saved',
  );
  const { register, handleSubmit, formState, setError } = useForm<DetailsValues>({
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
  const { errors, dirtyFields } = formState;

  const handleSave = handleSubmit(async (values) => {
    setProblem(null);
    const parsed = editRaceBodySchema.safeParse(toEditBody(values, dirtyFields, day));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        const field = FIELD_OF[key] ?? (key in values ? (key as DetailField) : undefined);
        if (field) setError(field, { message: issue.message });
        else setProblem(issue.message);
      }
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
    } catch (error) {
      setProblem(failureMessage(error));
    }
  });

  return (
    <Paper component="section" aria-labelledby="details-heading" sx={{ p: 2 }}>
      <Typography id="details-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        Details
      </Typography>
      <Stack component="form" noValidate onSubmit={handleSave} spacing={2} sx={{ maxWidth: 560 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
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
        {canEdit && (
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            Save details
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

import { runnerBodySchema, type RunnerBody } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { muiField } from '../../../../components/mui-field';
import { failureMessage } from '../../../lib/operator-api-client';
import { addRunner } from '../api/races-api';
import { RunnerFields } from './runner-fields';
import { blankRunner, runnerFieldOf, toRunnerInput, type RunnerValues } from '../runner-form';
import { useRaceChange } from '../hooks/use-race-change';

export function AddRunnerForm({ raceUid }: { raceUid: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const add = useRaceChange(
    raceUid,
    (body: RunnerBody) => addRunner(raceUid, body),
    'Runner added',
  );
  const { register, handleSubmit, formState, setError, reset } = useForm<RunnerValues>({
    defaultValues: blankRunner(),
  });

  const handleAdd = handleSubmit(async (values) => {
    setProblem(null);
    const parsed = runnerBodySchema.safeParse(toRunnerInput(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = runnerFieldOf(issue.path);
        if (field) setError(field, { message: issue.message });
        else setProblem(issue.message);
      }
      return;
    }
    try {
      await add.mutateAsync(parsed.data);
      reset(blankRunner());
    } catch (error) {
      setProblem(failureMessage(error));
    }
  });

  return (
    <Paper component="section" aria-labelledby="add-runner-heading" sx={{ p: 2 }}>
      <Typography id="add-runner-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        Add runner
      </Typography>
      <Stack component="form" noValidate onSubmit={handleAdd} spacing={2} sx={{ maxWidth: 560 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <RunnerFields field={(name) => muiField(register(name), formState.errors[name])} />
        <Button
          type="submit"
          variant="outlined"
          loading={add.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add runner
        </Button>
      </Stack>
    </Paper>
  );
}

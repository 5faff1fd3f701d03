import { breachNoticeBodySchema, type BreachNoticeBody } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { draftBreachNotice } from '../api/data-requests-api';

type TextKey = Exclude<keyof BreachNoticeBody, 'occurredAt' | 'detectedAt' | 'affectedPlayers'>;
const TEXTS: readonly [TextKey, string][] = [
  ['description', 'What happened: nature, timing and location'],
  ['extent', 'Extent: which data, how many players'],
  ['consequences', 'Consequences likely for the players'],
  ['mitigation', 'What was done to limit the harm'],
  ['playerSteps', 'What a player can do'],
  ['contact', 'Who answers questions'],
  ['cause', 'For the Board: facts, circumstances, reasons, who caused it'],
  ['prevention', 'For the Board: measures against recurrence'],
];

const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

/** The draft: the fields of the players' notice and of the Board's report, and who is affected. */
export function BreachNoticeForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const draft = useMutation({
    mutationFn: draftBreachNotice,
    onSuccess: async () => {
      showToast('Draft saved: nothing is sent until you send it.', 'success');
      await queryClient.invalidateQueries({ queryKey: operatorKeys.breachNotices() });
      onDone();
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
  const set = (key: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = breachNoticeBodySchema.safeParse({
      ...values,
      occurredAt: toIso(values.occurredAt ?? ''),
      detectedAt: toIso(values.detectedAt ?? ''),
      affectedPlayers: (values.affectedPlayers ?? '').split(/[\s,]+/).filter(Boolean),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    draft.mutate(parsed.data);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box
        component="form"
        aria-label="Draft a breach notice"
        onSubmit={handleSubmit}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {(['occurredAt', 'detectedAt'] as const).map((key) => (
          <TextField
            key={key}
            type="datetime-local"
            label={key === 'occurredAt' ? 'When it happened' : 'When Furlong became aware'}
            value={values[key] ?? ''}
            onChange={set(key)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors[key])}
            helperText={errors[key]}
          />
        ))}
        {TEXTS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            value={values[key] ?? ''}
            onChange={set(key)}
            multiline
            minRows={2}
            error={Boolean(errors[key])}
            helperText={errors[key]}
          />
        ))}
        <TextField
          label="Affected players (ids, one a line)"
          value={values.affectedPlayers ?? ''}
          onChange={set('affectedPlayers')}
          multiline
          minRows={3}
          error={Boolean(errors.affectedPlayers)}
          helperText={errors.affectedPlayers}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            loading={draft.isPending}
            sx={{ minHeight: 44 }}
          >
            Save the draft
          </Button>
          <Button onClick={onDone} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { failureMessage } from '../../../lib/operator-api-client';

interface RaceFormProps<Values extends FieldValues, Body> {
  form: UseFormReturn<Values>;
  /** The API's own body schema: its messages are shown beside the fields they are about. */
  schema: ZodType<Body>;
  toBody: (values: Values) => unknown;
  /** The form field an issue of the schema belongs to; other issues show above the form. */
  fieldOf: (path: readonly PropertyKey[]) => Path<Values> | undefined;
  send: (body: Body) => Promise<unknown>;
  submitLabel: string;
  isBusy: boolean;
  /** False once the race takes no more changes: no button to send them. */
  canSubmit?: boolean;
  maxWidth: number;
  /** The fields. */
  children: ReactNode;
}

/**
 * A race's form, new or existing: the values checked by the API's schema before anything is
 * sent, each message beside its field, and the API's refusal above the form.
 */
export function RaceForm<Values extends FieldValues, Body>(props: RaceFormProps<Values, Body>) {
  const { form, schema, toBody, fieldOf, send, canSubmit = true } = props;
  const [problem, setProblem] = useState<string | null>(null);

  const handleSend = form.handleSubmit(async (values) => {
    setProblem(null);
    const parsed = schema.safeParse(toBody(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        if (field) form.setError(field, { message: issue.message });
        else setProblem(issue.message);
      }
      return;
    }
    try {
      await send(parsed.data);
    } catch (error) {
      setProblem(failureMessage(error));
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSend}
      spacing={2}
      sx={{ maxWidth: props.maxWidth }}
    >
      {problem && <Alert severity="error">{problem}</Alert>}
      {props.children}
      {canSubmit && (
        <Button
          type="submit"
          variant="contained"
          loading={props.isBusy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {props.submitLabel}
        </Button>
      )}
    </Stack>
  );
}

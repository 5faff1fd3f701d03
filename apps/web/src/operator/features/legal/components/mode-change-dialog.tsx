import {
  LEGAL_MODES,
  legalModeChangeBodySchema,
  type LegalMode,
  type LegalModeChangeBody,
} from '@furlong/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonField } from '../../../components/reason-field';

interface ModeChangeDialogProps {
  /** A state's name, or null for every state (the all-states wind-down). */
  state: string | null;
  currentMode?: LegalMode;
  isBusy: boolean;
  onConfirm: (body: LegalModeChangeBody) => void;
  onCancel: () => void;
}

/**
 * Asks for a change of mode with its reason (players of the state read it) and the order or
 * notification it rests on; checked by the API's own schema before it is sent. Another ADMIN
 * approves it before it applies.
 */
export function ModeChangeDialog(props: ModeChangeDialogProps) {
  const { state, currentMode, isBusy, onConfirm, onCancel } = props;
  const isAll = state === null;
  const [mode, setMode] = useState<LegalMode>(isAll ? 'WIND_DOWN' : (currentMode ?? 'LIVE'));
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'reference', string>>>({});
  const handleConfirm = () => {
    const parsed = legalModeChangeBodySchema.safeParse({ mode, reason, reference });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'reference') && !found[field])
          found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    onConfirm(parsed.data);
  };
  return (
    <ConfirmDialog
      title={isAll ? 'Wind down every state?' : `Change the mode of ${state}?`}
      confirmLabel="Ask for approval"
      isBusy={isBusy}
      onConfirm={handleConfirm}
      onCancel={onCancel}
    >
      <Typography sx={{ mb: 2 }}>
        {isAll
          ? 'Every state not OFF goes to WIND_DOWN: no new bets, deposits or promotions; withdrawals stay open.'
          : 'WIND_DOWN stops new bets, deposits and promotions; OFF also refuses registrations.'}{' '}
        Another ADMIN must approve it before it applies.
      </Typography>
      <Stack spacing={2}>
        {!isAll && (
          <TextField
            select
            label="Mode"
            value={mode}
            onChange={(event) => setMode(event.target.value as LegalMode)}
          >
            {LEGAL_MODES.map((option) => (
              <MenuItem key={option} value={option} sx={{ minHeight: 44 }}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        )}
        <ReasonField
          label="Reason (players of the state read it)"
          fullWidth
          value={reason}
          onChange={setReason}
          error={errors.reason}
        />
        <TextField
          label="Order or notification"
          fullWidth
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={errors.reference !== undefined}
          helperText={errors.reference}
        />
      </Stack>
    </ConfirmDialog>
  );
}

import { writeOffDebtBodySchema, type PlayerDebt } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { QueryStates } from '../../../components/query-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { failureMessage } from '../../../lib/operator-api-client';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { debtsKeys, getDebts, writeOffDebt } from '../api/debts-api';

/**
 * What players owe after a corrected result took back winnings they had spent (decision 030):
 * each debt with its cause and every movement; credits pay it on their own, an operator may
 * write it off with a reason. Cards, not a table: it reads on a phone.
 */
export default function DebtsSection() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [asking, setAsking] = useState<{ debt: PlayerDebt; key: string } | null>(null);
  const list = useQuery({ queryKey: debtsKeys.all(), queryFn: ({ signal }) => getDebts(signal) });
  const writeOff = useMutation({
    mutationFn: ({ debt, key, reason }: { debt: PlayerDebt; key: string; reason: string }) =>
      writeOffDebt(debt.playerUid, { reason }, key),
    onSuccess: (reply) =>
      showToast(`Debt of ${formatRupeeAmount(reply.writtenOff)} written off`, 'success'),
    onError: (error) => showToast(failureMessage(error), 'error'),
    onSettled: async () => {
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: debtsKeys.all() });
    },
  });

  return (
    <>
      <SectionHeading title="Player debts">
        <RefreshButton query={list} />
      </SectionHeading>
      <QueryStates
        query={list}
        loadingLabel="Loading debts"
        isEmpty={(data) => data.debts.length === 0}
        emptyText="No player owes anything."
      />
      <Stack spacing={2}>
        {list.data?.debts.map((debt) => (
          <Paper
            key={debt.playerUid}
            component="section"
            aria-label={debt.playerName}
            sx={{ p: 2 }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                {debt.playerName}
              </Typography>
              <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupeeAmount(debt.owed)}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {`Owed since ${formatIndiaDateTime(debt.since)}: ${debt.cause}`}
            </Typography>
            <Box component="ol" aria-label={`History of ${debt.playerName}`} sx={{ pl: 2.5 }}>
              {debt.history.map((event) => (
                <li key={event.transferId}>
                  <Typography variant="body2">
                    {`${formatIndiaDateTime(event.at)} · ${event.memo ?? event.kind} · ${
                      event.amount < 0 ? 'owed' : 'paid'
                    } ${formatRupeeAmount(Math.abs(event.amount))}`}
                  </Typography>
                </li>
              ))}
            </Box>
            <Button
              color="error"
              sx={{ minHeight: 44 }}
              aria-label={`Write off the debt of ${debt.playerName}`}
              onClick={() => setAsking({ debt, key: crypto.randomUUID() })}
            >
              Write off
            </Button>
          </Paper>
        ))}
      </Stack>
      {asking && (
        <ReasonDialog
          schema={writeOffDebtBodySchema}
          title={`Write off ${formatRupeeAmount(asking.debt.owed)} owed by ${asking.debt.playerName}?`}
          confirmLabel="Write off debt"
          isBusy={writeOff.isPending}
          onConfirm={(reason) => writeOff.mutate({ ...asking, reason })}
          onCancel={() => setAsking(null)}
        >
          The house takes the loss: the amount moves to bad debt and the player owes nothing.
        </ReasonDialog>
      )}
    </>
  );
}

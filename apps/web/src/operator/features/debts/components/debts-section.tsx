import { writeOffDebtBodySchema, type PlayerDebt } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { DecisionQueue } from '../../../components/decision-queue';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { debtsKeys, getDebts, writeOffDebt } from '../api/debts-api';

/**
 * What players owe after a corrected result took back winnings they had spent (decision 030):
 * each debt with its cause and every movement; credits pay it on their own, an operator may
 * write it off with a reason. Cards, not a table: it reads on a phone.
 */
export default function DebtsSection() {
  const list = useQuery({ queryKey: debtsKeys.all(), queryFn: ({ signal }) => getDebts(signal) });

  return (
    <>
      <SectionHeading title="Player debts">
        <RefreshButton query={list} />
      </SectionHeading>
      <DecisionQueue
        query={list}
        itemsOf={(data) => data.debts}
        loadingLabel="Loading debts"
        emptyText="No player owes anything."
        questionOf={(debt: PlayerDebt) => ({
          kind: 'reason',
          schema: writeOffDebtBodySchema,
          title: `Write off ${formatRupeeAmount(debt.owed)} owed by ${debt.playerName}?`,
          confirmLabel: 'Write off debt',
          body: 'The house takes the loss: the amount moves to bad debt and the player owes nothing.',
        })}
        decide={({ item, key, reason }) =>
          writeOffDebt(item.playerUid, { reason: reason ?? '' }, key)
        }
        doneMessage={(reply) => `Debt of ${formatRupeeAmount(reply.writtenOff)} written off`}
        reloads={[debtsKeys.all()]}
      >
        {(debts, { ask }) => (
          <Stack spacing={2}>
            {debts.map((debt) => (
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
                  onClick={() => ask(debt, 'write-off')}
                >
                  Write off
                </Button>
              </Paper>
            ))}
          </Stack>
        )}
      </DecisionQueue>
    </>
  );
}

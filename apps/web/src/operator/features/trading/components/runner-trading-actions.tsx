import {
  deductionPriceBodySchema,
  reinstateRunnerBodySchema,
  type ExposureRunner,
} from '@furlong/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PriceReasonDialog } from '../../../components/price-reason-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { overrideDeductionPrice, reinstateRunner, suspendSelections } from '../api/trading-api';
import { useTradingChange } from '../hooks/use-trading-change';

interface RunnerTradingActionsProps {
  raceUid: string;
  runner: ExposureRunner;
  /** Suspending or reopening a runner is offered before the off only. */
  canSuspend: boolean;
}

const buttonSx = { minHeight: 44 };

/**
 * A runner's trading buttons: suspend or reopen it in every market while the race stays
 * open (before the off only); once scratched, reinstate it (scratched by mistake) or override the price its Rule 4
 * deduction is read from, each with a reason.
 */
export function RunnerTradingActions({ raceUid, runner, canSuspend }: RunnerTradingActionsProps) {
  const label = `${runner.horseNo} ${runner.name}`;
  const [dialog, setDialog] = useState<'reinstate' | 'deduction' | null>(null);
  const isSuspended = runner.cells.some((cell) => cell.status === 'SUSPENDED');
  const suspend = useTradingChange(
    raceUid,
    (suspended: boolean) =>
      suspendSelections(raceUid, { horseNo: runner.horseNo, market: null, suspended }),
    (suspended) => `${label} ${suspended ? 'suspended' : 'reopened'}`,
  );
  const reinstate = useTradingChange(
    raceUid,
    (reason: string) => reinstateRunner(raceUid, runner.horseNo, { reason }),
    () => `${label} reinstated`,
  );
  const deduction = useTradingChange(
    raceUid,
    (body: { price: number; reason: string }) =>
      overrideDeductionPrice(raceUid, runner.horseNo, body),
    () => `Deduction price of ${label} overridden`,
  );

  if (runner.isRunner && !canSuspend) return null;
  if (runner.isRunner)
    return (
      <Button
        size="small"
        color={isSuspended ? 'primary' : 'warning'}
        sx={buttonSx}
        disabled={suspend.isPending}
        aria-label={`${isSuspended ? 'Reopen' : 'Suspend'} ${label}`}
        onClick={() => suspend.mutate(!isSuspended)}
      >
        {isSuspended ? 'Reopen' : 'Suspend'}
      </Button>
    );
  return (
    <>
      <Button
        size="small"
        sx={buttonSx}
        aria-label={`Reinstate ${label}`}
        disabled={reinstate.isPending}
        onClick={() => setDialog('reinstate')}
      >
        Reinstate
      </Button>
      <Button
        size="small"
        sx={buttonSx}
        aria-label={`Deduction price of ${label}`}
        disabled={deduction.isPending}
        onClick={() => setDialog('deduction')}
      >
        Deduction price
      </Button>
      {dialog === 'reinstate' && (
        <ReasonDialog
          title={`Reinstate ${label}?`}
          confirmLabel="Reinstate runner"
          isBusy={reinstate.isPending}
          schema={reinstateRunnerBodySchema}
          onConfirm={(reason) =>
            reinstate.mutate(reason ?? '', { onSettled: () => setDialog(null) })
          }
          onCancel={() => setDialog(null)}
        >
          The horse runs again and can be backed. Bets refunded at the scratch stay refunded; the
          deduction the scratch put on the other runners&apos; bets is gone.
        </ReasonDialog>
      )}
      {dialog === 'deduction' && (
        <PriceReasonDialog
          title={`Deduction price of ${label}`}
          confirmLabel="Override price"
          isBusy={deduction.isPending}
          priceLabel="Price (to 1)"
          priceHint="Enter a price such as 3 or 0.5"
          schema={deductionPriceBodySchema}
          toBody={(price, reason) => ({ price, reason })}
          onConfirm={(body) => deduction.mutate(body, { onSettled: () => setDialog(null) })}
          onCancel={() => setDialog(null)}
        >
          The Rule 4 deduction on winning bets struck before the scratch is read from this price
          (&quot;to 1&quot;) instead of the WIN price at the scratch.
        </PriceReasonDialog>
      )}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import type { SlipProblem } from '../slip-rules';

/** A refusal in the player's words; a missing balance carries the way to a deposit. */
export function ProblemAlert({ problem }: { problem: SlipProblem }) {
  const { t, words } = useT();
  return (
    <Alert
      severity="error"
      action={
        problem.needsDeposit ? (
          <Button color="inherit" size="small" component={RouterLink} to={paths.deposit}>
            {t('slip.deposit')}
          </Button>
        ) : undefined
      }
    >
      {words(problem.message)}
    </Alert>
  );
}

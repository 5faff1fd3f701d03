import type { Participant } from '@furlong/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RunnerPrices, type RunnerBetting } from './runner-prices';
import { SilkImage } from './silk-image';
import { BlockIcon } from '../../../components/icons';

function describeForm(runner: Participant): string {
  const parts = [
    runner.weight === null ? null : `${runner.weight} kg`,
    runner.cageNumber === null ? null : `Draw ${runner.cageNumber}`,
    runner.lastRuns.length > 0 ? `Last runs ${runner.lastRuns.join('-')}` : null,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

export function RunnerRow({ runner, betting }: { runner: Participant; betting?: RunnerBetting }) {
  const isScratched = !runner.isRunner;
  return (
    <Box
      component="li"
      data-testid="runner-row"
      data-scratched={isScratched || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: '36px minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: isScratched ? 0.7 : 1,
      }}
    >
      <SilkImage src={runner.jerseyUrl} alt={`${runner.name} silks`} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ minWidth: 20 }}>{`${runner.horseNumber}.`}</Box>
          <Box component={isScratched ? 'del' : 'span'} sx={{ overflowWrap: 'anywhere' }}>
            {runner.name}
          </Box>
          {isScratched && <BlockIcon color="error" fontSize="small" titleAccess="Scratched" />}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`J: ${runner.jockey ?? '-'} · T: ${runner.trainer ?? '-'}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {describeForm(runner)}
        </Typography>
      </Box>
      <RunnerPrices runner={runner} betting={betting} />
    </Box>
  );
}

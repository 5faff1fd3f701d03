import type { Participant } from '@furlong/contract';
import Box from '@mui/material/Box';
import { useT } from '../../../i18n/use-t';
import { columnsOf, type TicketDraft } from '../tote-ticket';

interface HorseGridProps {
  runners: readonly Participant[];
  draft: TicketDraft;
  onToggle: (column: number, horse: number) => void;
}

/**
 * The horses down the side and a column per position (1st, 2nd, 3rd; one "Box" column for a
 * box): each cell a 44 px chip to tap. A scratched runner cannot be picked.
 */
export function HorseGrid({ runners, draft, onToggle }: HorseGridProps) {
  const { t } = useT();
  const columns = columnsOf(draft);
  const headings = Array.from({ length: columns }, (_, column) =>
    draft.mode === 'BOX' ? t('tote.boxColumn') : t('race.place', { place: column + 1 }),
  );
  return (
    <Box
      role="grid"
      aria-label={t('tote.horses')}
      sx={{
        display: 'grid',
        gridTemplateColumns: `minmax(0, 1fr) repeat(${columns}, 48px)`,
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
        '& button': {
          minWidth: 44,
          minHeight: 44,
          border: 1,
          borderColor: 'divider',
          borderRadius: 22,
          bgcolor: 'background.paper',
          color: 'text.primary',
          font: 'inherit',
          fontWeight: 700,
          cursor: 'pointer',
        },
        '& button[aria-pressed="true"]': {
          bgcolor: 'primary.main',
          borderColor: 'primary.main',
          color: 'primary.contrastText',
        },
        '& button:disabled': { opacity: 0.4, cursor: 'default' },
      }}
    >
      <Box role="row" sx={{ display: 'contents' }}>
        <Box role="columnheader" sx={{ fontWeight: 600 }}>
          {t('tote.horse')}
        </Box>
        {headings.map((heading, column) => (
          <Box key={column} role="columnheader" sx={{ fontWeight: 600, textAlign: 'center' }}>
            {heading}
          </Box>
        ))}
      </Box>
      {runners.map((runner) => {
        const label = `${runner.horseNumber}. ${runner.name}`;
        return (
          <Box key={runner.uid} role="row" sx={{ display: 'contents' }} data-testid="tote-horse">
            <Box role="rowheader" sx={{ overflowWrap: 'anywhere' }}>
              {runner.isRunner ? label : <del>{label}</del>}
            </Box>
            {headings.map((heading, column) => {
              const isPicked = draft.picks[column]?.includes(runner.horseNumber) ?? false;
              return (
                <Box key={column} role="gridcell" sx={{ textAlign: 'center' }}>
                  <button
                    type="button"
                    aria-pressed={isPicked}
                    aria-label={t('tote.pickHorse', { position: heading, horse: label })}
                    disabled={!runner.isRunner}
                    onClick={() => onToggle(column, runner.horseNumber)}
                  >
                    {runner.horseNumber}
                  </button>
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}

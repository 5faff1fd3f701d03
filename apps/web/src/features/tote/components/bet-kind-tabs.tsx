import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';

export type BetKind = 'odds' | 'tote';
const KINDS: readonly BetKind[] = ['odds', 'tote'];

interface BetKindTabsProps {
  value: BetKind;
  onChange: (kind: BetKind) => void;
  children: ReactNode;
}

/**
 * Fixed odds or the tote, above the race card: two plain tabs styled once by their row (nothing
 * measured while drawing, decision 045), each 48 px tall, and the chosen one's panel below.
 */
export function BetKindTabs({ value, onChange, children }: BetKindTabsProps) {
  const { t } = useT();
  return (
    // One grid item where the race card was one.
    <Box sx={{ minWidth: 0 }}>
      <Box
        role="tablist"
        aria-label={t('tote.betKinds')}
        sx={{
          display: 'flex',
          mb: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          '& button': {
            flex: { xs: 1, sm: '0 0 auto' },
            minWidth: 120,
            minHeight: 48,
            px: 2,
            border: 0,
            borderBottom: '2px solid transparent',
            background: 'none',
            font: 'inherit',
            fontWeight: 600,
            color: 'text.secondary',
            cursor: 'pointer',
          },
          '& button[aria-selected="true"]': {
            color: 'primary.main',
            borderBottomColor: 'primary.main',
          },
        }}
      >
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            id={`bet-kind-${kind}`}
            aria-controls="bet-kind-panel"
            aria-selected={kind === value}
            onClick={() => onChange(kind)}
          >
            {t(kind === 'odds' ? 'tote.fixedOddsTab' : 'tote.toteTab')}
          </button>
        ))}
      </Box>
      <div role="tabpanel" id="bet-kind-panel" aria-labelledby={`bet-kind-${value}`}>
        {children}
      </div>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useT } from '../../../i18n/use-t';

export interface MonthNet {
  month: string;
  net: number;
}

/** The twelve months of a financial year, April first. */
function monthsOf(financialYear: string): string[] {
  const start = Number(financialYear.slice(0, 4));
  return Array.from({ length: 12 }, (_, index) => {
    const month = ((index + 3) % 12) + 1;
    const year = index < 9 ? start : start + 1;
    return `${year}-${String(month).padStart(2, '0')}`;
  });
}

/**
 * Net result per month as bars above (won) or below (lost) a zero line, drawn by hand in SVG:
 * no charting library, so the page stays light. The figures are also in the table below it;
 * the chart's text alternative sums them up.
 */
export function NetChart({ financialYear, months }: { financialYear: string; months: MonthNet[] }) {
  const theme = useTheme();
  const { t, money } = useT();
  const monthOf = (month: string) => String(Number(month.slice(5)));
  const byMonth = new Map(months.map((row) => [row.month, row.net]));
  const series = monthsOf(financialYear).map((month) => ({ month, net: byMonth.get(month) ?? 0 }));
  const largest = Math.max(1, ...series.map((row) => Math.abs(row.net)));
  const width = 320;
  const height = 140;
  const middle = 62;
  const scale = 54 / largest;
  const slot = width / 12;
  const best = series.reduce((top, row) => (row.net > top.net ? row : top), series[0]!);
  const worst = series.reduce((low, row) => (row.net < low.net ? row : low), series[0]!);
  const summary = t('statements.chartSummary', {
    financialYear,
    best: t('statements.monthShort', { month: monthOf(best.month) }),
    bestNet: money(Math.round(best.net * 100)),
    worst: t('statements.monthShort', { month: monthOf(worst.month) }),
    worstNet: money(Math.round(worst.net * 100)),
  });
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} width="100%">
        <line
          x1={0}
          x2={width}
          y1={middle}
          y2={middle}
          stroke={theme.palette.text.secondary}
          strokeWidth={1}
        />
        {series.map((row, index) => {
          const barHeight = Math.abs(row.net) * scale;
          const isWin = row.net >= 0;
          return (
            <g key={row.month}>
              {row.net !== 0 && (
                <rect
                  x={index * slot + 4}
                  width={slot - 8}
                  y={isWin ? middle - barHeight : middle}
                  height={Math.max(barHeight, 1)}
                  rx={2}
                  fill={isWin ? theme.palette.success.main : theme.palette.error.main}
                />
              )}
              <text
                x={index * slot + slot / 2}
                y={height - 8}
                textAnchor="middle"
                fontSize={10}
                fill={theme.palette.text.secondary}
              >
                {t('statements.monthInitial', { month: monthOf(row.month) })}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

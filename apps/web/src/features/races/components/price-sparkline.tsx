import { runnerClass } from './runner-list-style';

const WIDTH = 48;
const HEIGHT = 20;
/** Room for the stroke and the end dot at the edges. */
const PAD = 2;

/** Points of the line in the SVG's box: time runs left to right, a higher price sits higher. */
export function sparklinePoints(prices: readonly number[]): string {
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = high - low;
  const step = prices.length > 1 ? (WIDTH - 2 * PAD) / (prices.length - 1) : 0;
  return prices
    .map((price, index) => {
      const x = prices.length > 1 ? PAD + index * step : WIDTH / 2;
      const y = span === 0 ? HEIGHT / 2 : PAD + ((high - price) / span) * (HEIGHT - 2 * PAD);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * A price's moves at a glance, drawn by hand (no charting library in the race card's chunk).
 * The words beside it say the same for a screen reader, so the drawing itself is hidden from one.
 */
export function PriceSparkline({ prices }: { prices: readonly number[] }) {
  if (prices.length === 0) return null;
  const points = sparklinePoints(prices);
  const last = points.split(' ').at(-1)?.split(',') ?? ['0', '0'];
  return (
    <svg
      className={runnerClass.sparkline}
      data-testid="price-sparkline"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={last[0]} cy={last[1]} r={2} fill="currentColor" />
    </svg>
  );
}

import type { Participant, PricePoint } from '@furlong/contract';
import { memo } from 'react';
import { PriceMoves } from './price-moves';
import { runnerClass } from './runner-list-style';
import { RunnerPrices, type RunnerBetting } from './runner-prices';
import { SilkImage } from './silk-image';
import { BlockIcon } from '../../../components/icons';
import { useT, type Translator } from '../../../i18n/use-t';

function describeForm(runner: Participant, t: Translator['t']): string {
  const parts = [
    runner.weight === null ? null : t('runner.weight', { kg: runner.weight }),
    runner.cageNumber === null ? null : t('runner.draw', { draw: runner.cageNumber }),
    runner.lastRuns.length > 0 ? t('runner.lastRuns', { runs: runner.lastRuns.join('-') }) : null,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

interface RunnerRowProps {
  runner: Participant;
  betting?: RunnerBetting;
  /** The runner's WIN prices so far, oldest first (the price history). */
  winPrices?: readonly PricePoint[];
  /** Opens the runner's form guide. */
  onOpenForm?: (runner: Participant) => void;
  /** False while the data saver keeps silks from loading. */
  showSilk?: boolean;
  /** A line the app adds under the runner's form (its tote approximates, say). */
  note?: string;
}

/**
 * One runner of a race card, in plain elements that the list styles (runner-list-style.ts).
 * Memoised: a race card redraws on every price move, refetch and pick, and a row whose runner,
 * prices and slip state are the same objects as before (the query cache shares unchanged parts)
 * is skipped (decision 045).
 */
export const RunnerRow = memo(function RunnerRow({
  runner,
  betting,
  winPrices,
  onOpenForm,
  showSilk = true,
  note,
}: RunnerRowProps) {
  const { t } = useT();
  const isScratched = !runner.isRunner;
  const name = isScratched ? <del>{runner.name}</del> : <span>{runner.name}</span>;
  return (
    <li
      className={runnerClass.row}
      data-testid="runner-row"
      data-scratched={isScratched || undefined}
    >
      <SilkImage
        src={showSilk ? runner.jerseyUrl : null}
        alt={t('runner.silks', { name: runner.name })}
      />
      <div className={runnerClass.main}>
        <p className={runnerClass.title}>
          <span className={runnerClass.number}>{`${runner.horseNumber}.`}</span>
          {/* A scratched runner is out of the race: its form no longer helps a bet. */}
          {onOpenForm && !isScratched ? (
            <button
              type="button"
              className={runnerClass.formButton}
              onClick={() => onOpenForm(runner)}
              aria-haspopup="dialog"
              data-testid="open-form"
            >
              {name}
              <span className={runnerClass.hidden}>{t('runner.formGuideHint')}</span>
            </button>
          ) : (
            name
          )}
          {isScratched && (
            <BlockIcon color="error" fontSize="small" titleAccess={t('runner.scratched')} />
          )}
        </p>
        <p className={runnerClass.detail}>
          {t('runner.jockeyTrainer', {
            jockey: runner.jockey ?? '-',
            trainer: runner.trainer ?? '-',
          })}
        </p>
        <p className={runnerClass.detail}>{describeForm(runner, t)}</p>
        {note && (
          <p className={runnerClass.detail} data-testid="runner-note">
            {note}
          </p>
        )}
        {winPrices && <PriceMoves runner={runner} history={winPrices} />}
      </div>
      <RunnerPrices runner={runner} betting={betting} />
    </li>
  );
});

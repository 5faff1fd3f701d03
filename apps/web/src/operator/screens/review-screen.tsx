import { ReviewSection } from '../features/review/components/review-section';
import { PalpableErrorsPanel } from '../features/trading/components/palpable-errors-panel';

/** Trader review: bets over the liability limit, then the price errors waiting for a second operator. */
export default function ReviewScreen() {
  return (
    <>
      <ReviewSection />
      <PalpableErrorsPanel />
    </>
  );
}

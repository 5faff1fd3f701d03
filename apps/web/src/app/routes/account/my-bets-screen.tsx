import { MyBets } from '../../../features/my-bets/components/my-bets';
import { MultiRaceTickets } from '../../../features/tote/components/multi-race-tickets';
import { ToteTickets } from '../../../features/tote/components/tote-tickets';
import { ResultNoticesToggle } from './result-notices-toggle';

export default function MyBetsScreen() {
  return (
    <>
      <ResultNoticesToggle />
      <MyBets />
      <ToteTickets />
      <MultiRaceTickets />
    </>
  );
}

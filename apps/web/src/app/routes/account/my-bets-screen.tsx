import { MyBets } from '../../../features/my-bets/components/my-bets';
import { ResultNoticesToggle } from './result-notices-toggle';

export default function MyBetsScreen() {
  return (
    <>
      <ResultNoticesToggle />
      <MyBets />
    </>
  );
}

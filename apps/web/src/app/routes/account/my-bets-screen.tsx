import { MyBets } from '../../../features/my-bets/components/my-bets';

export default function MyBetsScreen() {
  return <MyBets />;
}

import { TransactionHistory } from '../../../features/history/components/transaction-history';

export default function HistoryScreen() {
  return <TransactionHistory />;
}

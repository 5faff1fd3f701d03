import { Statements } from '../../../features/statements/components/statements';

export default function StatementsScreen() {
  return <Statements />;
}

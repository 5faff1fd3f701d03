import { SaferGambling } from '../../../features/protections/components/safer-gambling';

export default function SaferGamblingScreen() {
  return <SaferGambling />;
}

import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { WithdrawalDetailBody } from './withdrawal-detail-body';

export default function WithdrawDetailScreen() {
  const { id = '' } = useParams();
  return <WithdrawalDetailBody id={id} backPath={paths.withdraw} />;
}

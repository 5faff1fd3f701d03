import { useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { AccountPlaceholder } from './account-placeholder';

/** Placeholder: another release replaces this screen. */
export default function BonusDetailScreen() {
  const { id = '' } = useParams();
  const { t } = useT();
  return (
    <AccountPlaceholder title={t('bonus.title')}>
      {t('bonus.walletsOffReference', { reference: id })}
    </AccountPlaceholder>
  );
}

import { useT } from '../../../i18n/use-t';
import { AccountPlaceholder } from './account-placeholder';

/** Placeholder: another release replaces this screen. */
export default function BonusListScreen() {
  const { t } = useT();
  return (
    <AccountPlaceholder title={t('bonus.title')}>{t('home.bonusWalletsOff')}</AccountPlaceholder>
  );
}

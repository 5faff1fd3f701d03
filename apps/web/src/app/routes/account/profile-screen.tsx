import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { customerSelfQuery } from '../../../features/account/api/get-customer-self';
import { ProfileDetails } from '../../../features/account/components/profile-details';
import { SecondFactorSection } from '../../../features/account/components/second-factor-section';
import { SignedInDevices } from '../../../features/account/components/signed-in-devices';
import { useT } from '../../../i18n/use-t';
import { useDialogs } from '../../dialogs/dialog-context';

export default function ProfileScreen() {
  const dialogs = useDialogs();
  // The same cache entry the session loads at start-up: no second request.
  const self = useQuery(customerSelfQuery);
  const { t } = useT();
  if (self.isPending) return <PageLoading label={t('account.profile.loading')} />;
  if (self.isError) return <LoadError error={self.error} onRetry={() => void self.refetch()} />;
  return (
    <Stack spacing={4}>
      <section aria-label={t('account.profile')}>
        <ProfileDetails
          player={self.data}
          onVerify={(type) => dialogs.open(type === 'EMAIL' ? 'verifyEmail' : 'verifyMobile')}
          onEditProfile={() => dialogs.open('editProfile')}
          onChangePassword={() => dialogs.open('changePassword')}
        />
      </section>
      <SecondFactorSection />
      <SignedInDevices />
    </Stack>
  );
}

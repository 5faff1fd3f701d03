import { isIsoDay, type CustomerSelf } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { isAddressVerified, type AddressType } from '../player-facts';
import { KycStatus } from './kyc-status';

interface ProfileDetailsProps {
  player: CustomerSelf;
  onVerify: (type: AddressType) => void;
  onEditProfile: () => void;
  onChangePassword: () => void;
}

export function ProfileDetails(props: ProfileDetailsProps) {
  const { player, onVerify, onEditProfile, onChangePassword } = props;
  const { traits } = player;
  const address = [traits.address1, traits.address2].filter(Boolean).join(', ');
  const { t, raceDate } = useT();
  const notGiven = t('account.profile.notGiven');
  return (
    <Stack spacing={3}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1.5 },
          m: 0,
          '& dt': { color: 'text.secondary', mt: { xs: 1.5, sm: 0 } },
          '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
        }}
      >
        <Fact label={t('account.profile.name')}>{`${traits.firstname} ${traits.lastname}`}</Fact>
        <Fact label={t('auth.email')}>
          <AddressState player={player} type="EMAIL" value={traits.email} onVerify={onVerify} />
        </Fact>
        <Fact label={t('auth.mobile')}>
          <AddressState player={player} type="SMS" value={traits.mobile} onVerify={onVerify} />
        </Fact>
        <Fact label={t('auth.dateOfBirth')}>
          {isIsoDay(traits.dateOfBirth) ? raceDate(traits.dateOfBirth) : traits.dateOfBirth}
        </Fact>
        <Fact label={t('auth.state')}>{traits.state}</Fact>
        <Fact label={t('account.profile.address')}>{address || notGiven}</Fact>
        <Fact label={t('account.profile.city')}>{traits.city ?? notGiven}</Fact>
        <Fact label={t('account.profile.pan')}>{traits.taxNumber ?? notGiven}</Fact>
        <Fact label={t('account.profile.kycStatus')}>
          <KycStatus player={player} onUpload={onEditProfile} />
        </Fact>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={onEditProfile}>
          {t('account.profile.edit')}
        </Button>
        <Button variant="outlined" onClick={onChangePassword}>
          {t('account.password.change')}
        </Button>
      </Stack>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt">{label}</Typography>
      <Typography component="dd">{children}</Typography>
    </>
  );
}

interface AddressStateProps {
  player: CustomerSelf;
  type: AddressType;
  value: string;
  onVerify: (type: AddressType) => void;
}

function AddressState({ player, type, value, onVerify }: AddressStateProps) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {value}
      {isAddressVerified(player, type) ? (
        <Chip label={t('account.verified')} color="success" size="small" />
      ) : (
        <>
          <Chip label={t('account.notVerified')} size="small" />
          <Button
            size="small"
            aria-label={t(type === 'EMAIL' ? 'account.verifyEmail' : 'account.verifyMobile')}
            onClick={() => onVerify(type)}
          >
            {t('auth.verify')}
          </Button>
        </>
      )}
    </Box>
  );
}

import { formatRaceDate, isIsoDay, type CustomerSelf } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
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
        <Fact label="Name">{`${traits.firstname} ${traits.lastname}`}</Fact>
        <Fact label="Email">
          <AddressState player={player} type="EMAIL" value={traits.email} onVerify={onVerify} />
        </Fact>
        <Fact label="Mobile">
          <AddressState player={player} type="SMS" value={traits.mobile} onVerify={onVerify} />
        </Fact>
        <Fact label="Date of Birth">
          {isIsoDay(traits.dateOfBirth) ? formatRaceDate(traits.dateOfBirth) : traits.dateOfBirth}
        </Fact>
        <Fact label="State">{traits.state}</Fact>
        <Fact label="Address">{address || 'Not given'}</Fact>
        <Fact label="City">{traits.city ?? 'Not given'}</Fact>
        <Fact label="PAN">{traits.taxNumber ?? 'Not given'}</Fact>
        <Fact label="KYC status">
          <KycStatus player={player} onUpload={onEditProfile} />
        </Fact>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={onEditProfile}>
          Edit profile
        </Button>
        <Button variant="outlined" onClick={onChangePassword}>
          Change password
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
  const noun = type === 'EMAIL' ? 'email' : 'mobile';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {value}
      {isAddressVerified(player, type) ? (
        <Chip label="Verified" color="success" size="small" />
      ) : (
        <>
          <Chip label="Not verified" size="small" />
          <Button size="small" aria-label={`Verify ${noun}`} onClick={() => onVerify(type)}>
            Verify
          </Button>
        </>
      )}
    </Box>
  );
}

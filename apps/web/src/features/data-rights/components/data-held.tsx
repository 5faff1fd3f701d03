import type { DataCategory, DataRecipient, DataSummary } from '@furlong/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';

export const CATEGORY_LABELS: Record<DataCategory, MessageId> = {
  IDENTITY: 'dataRights.category.IDENTITY',
  CONSENTS: 'dataRights.category.CONSENTS',
  KYC: 'dataRights.category.KYC',
  MONEY: 'dataRights.category.MONEY',
  BETS: 'dataRights.category.BETS',
  PROTECTIONS: 'dataRights.category.PROTECTIONS',
  SIGN_IN: 'dataRights.category.SIGN_IN',
  MESSAGES: 'dataRights.category.MESSAGES',
  PREFERENCES: 'dataRights.category.PREFERENCES',
  REQUESTS: 'dataRights.category.REQUESTS',
};

const USES: Record<DataCategory, MessageId> = {
  IDENTITY: 'dataRights.use.IDENTITY',
  CONSENTS: 'dataRights.use.CONSENTS',
  KYC: 'dataRights.use.KYC',
  MONEY: 'dataRights.use.MONEY',
  BETS: 'dataRights.use.BETS',
  PROTECTIONS: 'dataRights.use.PROTECTIONS',
  SIGN_IN: 'dataRights.use.SIGN_IN',
  MESSAGES: 'dataRights.use.MESSAGES',
  PREFERENCES: 'dataRights.use.PREFERENCES',
  REQUESTS: 'dataRights.use.REQUESTS',
};

const RECIPIENTS: Record<DataRecipient, MessageId> = {
  PAYOUT_PROVIDER: 'dataRights.recipient.PAYOUT_PROVIDER',
  SMS_SENDER: 'dataRights.recipient.SMS_SENDER',
  EMAIL_SENDER: 'dataRights.recipient.EMAIL_SENDER',
  KYC_REVIEWERS: 'dataRights.recipient.KYC_REVIEWERS',
};

/** Each category of personal data held: how much, what for, with whom, and whether kept. */
export function DataHeld({ summary }: { summary: DataSummary }) {
  const { t } = useT();
  return (
    <Box component="section" aria-labelledby="data-held-title">
      <Typography id="data-held-title" variant="h3" sx={{ mb: 1 }}>
        {t('dataRights.held.heading')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {summary.categories.map((row) => (
          <Box
            component="li"
            key={row.category}
            sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h4" sx={{ fontWeight: 600 }}>
                {t(CATEGORY_LABELS[row.category])}
              </Typography>
              <Typography variant="body2">
                {t('dataRights.records', { count: row.records })}
              </Typography>
              {row.isLegallyHeld && (
                <Chip size="small" variant="outlined" label={t('dataRights.legalHoldBadge')} />
              )}
            </Box>
            <Typography variant="body2">{t(USES[row.category])}</Typography>
            <Typography variant="body2" color="text.secondary">
              {row.sharedWith.length === 0
                ? t('dataRights.sharedWithNobody')
                : t('dataRights.sharedWith', {
                    recipients: row.sharedWith.map((r) => t(RECIPIENTS[r])).join(', '),
                  })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

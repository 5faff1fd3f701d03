import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useMyBets } from '../api/get-my-bets';
import { groupBets } from '../bet-groups';
import { GroupedBetCard } from './grouped-bet-card';
import { PlacedBetCard } from './placed-bet-card';
import { ReviewOffers } from './review-offers';
import { useT } from '../../../i18n/use-t';

/** The player's bets, newest first (the server's order). */
export function MyBets() {
  const bets = useMyBets();
  const { t } = useT();
  return (
    <Box component="section" aria-labelledby="my-bets-title">
      <Typography id="my-bets-title" variant="h2" sx={{ mb: 1.5 }}>
        {t('myBets.heading')}
      </Typography>
      <ReviewOffers />
      {bets.isPending ? (
        <PageLoading label={t('myBets.loading')} />
      ) : bets.isError ? (
        <LoadError error={bets.error} onRetry={() => void bets.refetch()} />
      ) : bets.data.length === 0 ? (
        <Typography color="text.secondary">{t('common.noRecords')}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('myBets.placedBets')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {groupBets(bets.data).map((group) =>
            group.kind === 'single' ? (
              <PlacedBetCard key={group.bet.uid} bet={group.bet} />
            ) : (
              <GroupedBetCard key={group.bets[0].uid} group={group} />
            ),
          )}
        </Box>
      )}
    </Box>
  );
}

import { contentLinkTarget, type Tip } from '@furlong/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { VenueBadge } from '../../../components/venue-badge';
import { useTips } from '../api/content-queries';
import { useT } from '../../../i18n/use-t';

/** Tips for the race day in view (from the tips table), with a link to that day's races. */
export function TipsList({ day }: { day: string }) {
  const tips = useTips();
  const { t } = useT();
  const tipsOfDay = tips.data?.filter((tip) => tip.date === day) ?? [];
  return (
    <Paper component="section" aria-labelledby="tips-title" sx={{ p: 1.5 }}>
      <Typography id="tips-title" variant="h2" sx={{ mb: 1 }}>
        {t('race.tips')}
      </Typography>
      {tips.isPending && <Typography variant="body2">{t('home.loadingTips')}</Typography>}
      {tips.isError && (
        <Typography variant="body2" color="text.secondary">
          {t('home.tipsFailed')}
        </Typography>
      )}
      {tips.isSuccess && tipsOfDay.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('home.noTips')}
        </Typography>
      )}
      {tipsOfDay.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
          {tipsOfDay.map((tip) => (
            <TipItem key={tip.uid} tip={tip} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function TipItem({ tip }: { tip: Tip }) {
  const { t } = useT();
  // Read as the browser would follow it (decision 048): a path that leaves the site is no link.
  const target = tip.link ? contentLinkTarget(tip.link, window.location.origin) : undefined;
  return (
    <Box component="li">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <VenueBadge code={tip.venue_code} />
        <Typography component="h3" sx={{ fontSize: 14, fontWeight: 600 }}>
          {tip.venue}
        </Typography>
      </Box>
      <Typography variant="body2">{tip.text}</Typography>
      {target &&
        (target.isOnSite ? (
          <Link component={RouterLink} to={target.path} variant="body2">
            {t('home.venueRaces', { venue: tip.venue })}
          </Link>
        ) : (
          <Link href={target.href} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('home.moreOnVenue', { venue: tip.venue })}
          </Link>
        ))}
    </Box>
  );
}

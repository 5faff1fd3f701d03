import { indiaDayOf, type Follow } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import {
  followListQuery,
  followNoticesQuery,
  useSetFollowEmails,
  useUnfollow,
} from '../api/follows-api';
import { useT } from '../../../i18n/use-t';

/** My account › Following: what the player follows, how they hear of it, and the latest news. */
export function FollowListPanel() {
  const list = useQuery(followListQuery);
  const setEmails = useSetFollowEmails();
  const { t } = useT();
  if (list.isPending) return <PageLoading label={t('follows.loading')} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const { follows, emailNotices } = list.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('follows.intro')}</Typography>
      <Box
        component="label"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44 }}
      >
        <Box
          component="input"
          type="checkbox"
          checked={emailNotices}
          disabled={setEmails.isPending}
          onChange={(event) => setEmails.mutate(event.currentTarget.checked)}
          sx={{ width: 24, height: 24, m: 0 }}
        />
        <span>{t('follows.byEmail')}</span>
      </Box>
      <Typography variant="h2">{t('follows.heading', { count: follows.length })}</Typography>
      {follows.length === 0 ? (
        <Typography color="text.secondary">{t('follows.none')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('follows.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {follows.map((follow) => (
            <FollowItem key={`${follow.kind}:${follow.name}`} follow={follow} />
          ))}
        </Box>
      )}
      <FollowNews />
    </Box>
  );
}

function FollowItem({ follow }: { follow: Follow }) {
  const unfollow = useUnfollow();
  const { t, raceDate } = useT();
  return (
    <Box
      component="li"
      data-testid="follow-item"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{follow.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('follows.since', {
            kind: follow.kind,
            day: raceDate(indiaDayOf(new Date(follow.since))),
          })}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        onClick={() => unfollow.mutate({ kind: follow.kind, name: follow.name })}
        disabled={unfollow.isPending}
        aria-label={t('follows.unfollowNamed', { name: follow.name })}
        sx={{ minHeight: 44 }}
      >
        {t('follows.unfollow')}
      </Button>
    </Box>
  );
}

function FollowNews() {
  const notices = useQuery(followNoticesQuery);
  const { t } = useT();
  if (!notices.data || notices.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="follow-news">
      <Typography id="follow-news" variant="h2" sx={{ mb: 1 }}>
        {t('follows.news')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {notices.data.map((notice) => (
          <Box component="li" key={notice.uid} data-testid="follow-notice" sx={{ py: 0.5 }}>
            <RouterLink to={paths.fixture(notice.raceDay, notice.fixture)}>
              {notice.message}
            </RouterLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

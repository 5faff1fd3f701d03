import { indiaClockOf, indiaDayOf, type PlayerNotice } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { playerNoticesQuery, useDismissNotice } from '../api/notices-api';
import { noticeText } from '../notice-text';

/**
 * My account › Notifications: the news of the player's last 50 settled races, newest first,
 * each with its India time; a dismissed one is dimmed, an open one can be dismissed here too.
 */
export function NoticesList() {
  const notices = useQuery({ ...playerNoticesQuery, staleTime: 0 });
  const { t } = useT();
  if (notices.isPending) return <PageLoading label={t('notices.loading')} />;
  if (notices.isError)
    return <LoadError error={notices.error} onRetry={() => void notices.refetch()} />;
  return (
    <Box component="section" aria-labelledby="notices-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="notices-heading" variant="h2">
        {t('notices.heading')}
      </Typography>
      <Typography color="text.secondary">{t('notices.intro')}</Typography>
      {notices.data.length === 0 ? (
        <Typography>{t('notices.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="notices-heading"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {notices.data.map((notice) => (
            <NoticeItem key={notice.uid} notice={notice} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function NoticeItem({ notice }: { notice: PlayerNotice }) {
  const dismiss = useDismissNotice();
  const translator = useT();
  const { t, raceDate, refusal } = translator;
  const text = noticeText(notice, translator);
  const failure =
    dismiss.error instanceof ApiError
      ? refusal(dismiss.error)
      : dismiss.error
        ? t('error.INTERNAL')
        : null;
  return (
    <Box
      component="li"
      data-testid="notice-item"
      data-dismissed={notice.dismissed}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography
          color={notice.dismissed ? 'text.secondary' : 'text.primary'}
          sx={{ fontWeight: notice.dismissed ? 400 : 600, overflowWrap: 'anywhere' }}
        >
          {text}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={notice.createdAt}>
            {t('notices.at', {
              day: raceDate(indiaDayOf(new Date(notice.createdAt))),
              time: indiaClockOf(notice.createdAt),
            })}
          </time>
          {notice.dismissed && ` · ${t('notices.dismissed')}`}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </Box>
      {!notice.dismissed && (
        <Button
          variant="outlined"
          onClick={() => dismiss.mutate(notice.uid)}
          disabled={dismiss.isPending}
          aria-label={t('notices.dismissNamed', { message: text })}
          sx={{ minHeight: 44, minWidth: 44 }}
        >
          {t('common.dismiss')}
        </Button>
      )}
    </Box>
  );
}

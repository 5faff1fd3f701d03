import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useTransactionPages } from '../api/get-transactions';
import { NO_MORE_PAGES, pageCounterOf } from '../page-counter';
import { TransactionCards } from './transaction-cards';
import { TransactionTable } from './transaction-table';
import { useT } from '../../../i18n/use-t';

/** Money movements, newest first, ten at a time with a More button. */
export function TransactionHistory() {
  const history = useTransactionPages();
  const pages = history.data?.pages ?? [];
  const rows = pages.flat();
  const counter = pageCounterOf(pages);
  const { t } = useT();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return (
    <Box component="section" aria-labelledby="history-title">
      <Typography id="history-title" variant="h2" sx={{ mb: 1.5 }}>
        {t('history.title')}
      </Typography>
      {history.isPending ? (
        <PageLoading label={t('history.loading')} />
      ) : history.isError && rows.length === 0 ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('common.noRecords')}</Typography>
      ) : (
        <Box data-testid="history" data-page-counter={counter}>
          {isPhone ? (
            <TransactionCards transactions={rows} />
          ) : (
            <TransactionTable transactions={rows} />
          )}
          {history.isFetchNextPageError && (
            <Typography role="alert" color="error" sx={{ mt: 1 }}>
              {t('history.moreFailed')}
            </Typography>
          )}
          {counter !== NO_MORE_PAGES && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('history.more')}
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

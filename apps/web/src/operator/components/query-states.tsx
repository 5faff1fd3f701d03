import Typography from '@mui/material/Typography';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/page-loading';

interface QueryStatesProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  loadingLabel: string;
  isEmpty: (data: T) => boolean;
  emptyText: string;
}

/** A console section's loading, failure (with Try again) and empty states, alike everywhere. */
export function QueryStates<T>({ query, loadingLabel, isEmpty, emptyText }: QueryStatesProps<T>) {
  if (query.isPending) return <PageLoading label={loadingLabel} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data !== undefined && isEmpty(query.data)) {
    return <Typography sx={{ py: 2 }}>{emptyText}</Typography>;
  }
  return null;
}

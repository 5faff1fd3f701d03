import Button from '@mui/material/Button';

/** A console section's Refresh: refetches its query, spinning while it does. */
export function RefreshButton({
  query,
  isBusy = query.isFetching,
}: {
  query: { refetch: () => unknown; isFetching: boolean };
  /** Defaults to any fetch of the query. */
  isBusy?: boolean;
}) {
  return (
    <Button size="small" variant="outlined" onClick={() => void query.refetch()} loading={isBusy}>
      Refresh
    </Button>
  );
}

import type { BreachNotice } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { QueryStates } from '../../../components/query-states';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { BreachNoticeForm } from './breach-notice-form';
import { getBreachNotices, recordBoardReport, sendBreachNotice } from '../api/data-requests-api';

type NoticeRow = Omit<BreachNotice, 'deliveries'>;

/**
 * Personal-data breach notices (DPDP Rules 2025, rule 7; decision 070): an ADMIN drafts one,
 * sends it once to every affected player by email and SMS, and records the report to the Data
 * Protection Board, due 72 hours after Furlong became aware.
 */
export default function BreachNoticesSection() {
  const [isDrafting, setDrafting] = useState(false);
  const notices = useQuery({
    queryKey: operatorKeys.breachNotices(),
    queryFn: ({ signal }) => getBreachNotices(signal),
  });
  return (
    <Box>
      <SectionHeading title="Breach notices">
        <Button variant="contained" onClick={() => setDrafting(true)} sx={{ minHeight: 44 }}>
          Draft a notice
        </Button>
        <RefreshButton query={notices} />
      </SectionHeading>
      {isDrafting && <BreachNoticeForm onDone={() => setDrafting(false)} />}
      <QueryStates
        query={notices}
        loadingLabel="Loading breach notices"
        isEmpty={(rows) => rows.length === 0}
        emptyText="No breach notices."
      />
      <Box component="ul" aria-label="Breach notices" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {notices.data?.map((notice) => (
          <NoticeCard key={notice.uid} notice={notice} />
        ))}
      </Box>
    </Box>
  );
}

function NoticeCard({ notice }: { notice: NoticeRow }) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [reference, setReference] = useState('');
  const after = {
    onSuccess: async () => {
      showToast('Recorded.', 'success');
      await queryClient.invalidateQueries({ queryKey: operatorKeys.breachNotices() });
    },
    onError: (error: unknown) => showToast(failureMessage(error), 'error'),
  };
  const send = useMutation({ mutationFn: () => sendBreachNotice(notice.uid), ...after });
  const report = useMutation({
    mutationFn: () => recordBoardReport(notice.uid, reference),
    ...after,
  });
  const fields: [string, string][] = [
    ['What happened', notice.description],
    ['Extent', notice.extent],
    ['Likely consequences', notice.consequences],
    ['Measures taken', notice.mitigation],
    ["Players' steps", notice.playerSteps],
    ['Contact', notice.contact],
    ['Cause', notice.cause],
    ['Against recurrence', notice.prevention],
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, mb: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          Breach found {formatIndiaDateTime(notice.detectedAt)}
        </Typography>
        <Chip size="small" label={`${notice.affectedPlayers} players`} />
        <Chip
          size="small"
          label={notice.sentAt ? `Sent ${formatIndiaDateTime(notice.sentAt)}` : 'Draft'}
        />
      </Box>
      <Typography variant="body2">
        Happened {formatIndiaDateTime(notice.occurredAt)}; drafted by {notice.draftedBy}
        {notice.sentBy ? `; sent by ${notice.sentBy}` : ''}
      </Typography>
      <Box component="dl" sx={{ my: 1, '& dt': { fontWeight: 600 }, '& dd': { ml: 0, mb: 1 } }}>
        {fields.map(([label, value]) => (
          <Box key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Report to the Data Protection Board due {formatIndiaDateTime(notice.boardDueAt)}
        {notice.boardReportedAt
          ? `: filed ${formatIndiaDateTime(notice.boardReportedAt)} (${notice.boardReference ?? ''})`
          : ''}
      </Typography>
      {!notice.sentAt && (
        <Button
          variant="contained"
          color="warning"
          sx={{ mt: 1, minHeight: 44 }}
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          Send to {notice.affectedPlayers} players by email and SMS
        </Button>
      )}
      {notice.sentAt && !notice.boardReportedAt && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label="Board reference"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
          <Button
            variant="outlined"
            sx={{ minHeight: 44 }}
            loading={report.isPending}
            onClick={() => report.mutate()}
          >
            Record the Board report
          </Button>
        </Box>
      )}
    </Paper>
  );
}

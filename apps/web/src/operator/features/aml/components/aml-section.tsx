import {
  AML_ALERT_STATUSES,
  amlDismissBodySchema,
  amlEscalateBodySchema,
  closeSuspiciousReportBodySchema,
  type AmlAlert,
  type AmlAlertStatus,
  type SuspiciousReport,
} from '@furlong/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { useToast } from '../../../../components/toast/toast-context';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { QueryStates } from '../../../components/query-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { failureMessage } from '../../../lib/operator-api-client';
import { useCsvDownload } from '../../../lib/use-csv-download';
import {
  amlApiPaths,
  amlKeys,
  closeReport,
  dismissAlert,
  downloadReportJson,
  escalateAlert,
  getAlerts,
  getOpenReports,
  runScan,
} from '../api/aml-api';
import { AML_RULE_WORDS, figureLines, periodWords } from '../aml-words';

const STATUS_WORDS: Record<AmlAlertStatus, string> = {
  OPEN: 'Open',
  DISMISSED: 'Dismissed',
  ESCALATED: 'Escalated',
};
const TAP = { minHeight: 44 };
/** The escalation's grounds go through ReasonDialog, which checks a `reason`. */
const groundsSchema = z.object({ reason: amlEscalateBodySchema.shape.grounds });

type Asking =
  | { kind: 'dismiss'; alert: AmlAlert }
  | { kind: 'escalate'; alert: AmlAlert }
  | { kind: 'close'; report: SuspiciousReport };

/**
 * The money-laundering alert queue (decision 071): alerts by status, each dismissed with a
 * reason or escalated to a suspicious transaction report; open reports, their export for
 * FIU-IND and their closing, which lifts the player's withdrawal hold. Cards: it reads on a phone.
 */
export default function AmlSection() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [status, setStatus] = useState<AmlAlertStatus>('OPEN');
  const [asking, setAsking] = useState<Asking | null>(null);
  const [fiuReference, setFiuReference] = useState('');
  const alerts = useQuery({
    queryKey: amlKeys.alerts(status),
    queryFn: ({ signal }) => getAlerts(status, signal),
  });
  const reports = useQuery({
    queryKey: amlKeys.reports(),
    queryFn: ({ signal }) => getOpenReports(signal),
  });
  const download = useCsvDownload();
  const settle = async () => {
    setAsking(null);
    setFiuReference('');
    await queryClient.invalidateQueries({ queryKey: amlKeys.all() });
  };
  const scan = useMutation({
    mutationFn: runScan,
    onSuccess: (reply) => showToast(`${reply.raised} new alert(s)`, 'success'),
    onError: (error) => showToast(failureMessage(error), 'error'),
    onSettled: settle,
  });
  const decide = useMutation({
    mutationFn: async ({ ask, text }: { ask: Asking; text: string }) => {
      if (ask.kind === 'dismiss') await dismissAlert(ask.alert.uid, { reason: text });
      else if (ask.kind === 'escalate') await escalateAlert(ask.alert.uid, { grounds: text });
      else
        await closeReport(ask.report.uid, {
          reason: text,
          ...(fiuReference.trim() ? { fiuReference: fiuReference.trim() } : {}),
        });
      return ask.kind;
    },
    onSuccess: (kind) =>
      showToast(
        kind === 'dismiss'
          ? 'Alert dismissed'
          : kind === 'escalate'
            ? "Report opened: the player's withdrawals are held"
            : "Report closed: the player's withdrawals are no longer held",
        'success',
      ),
    onError: (error) => showToast(failureMessage(error), 'error'),
    onSettled: settle,
  });
  const exportJson = useMutation({
    mutationFn: downloadReportJson,
    onError: (error) => showToast(failureMessage(error), 'error'),
  });

  return (
    <>
      <SectionHeading title="Money-laundering alerts">
        <Button variant="outlined" sx={TAP} loading={scan.isPending} onClick={() => scan.mutate()}>
          Run the rules now
        </Button>
        <RefreshButton query={alerts} />
      </SectionHeading>
      <ToggleButtonGroup
        exclusive
        value={status}
        aria-label="Alerts shown"
        onChange={(_event, value: AmlAlertStatus | null) => value && setStatus(value)}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {AML_ALERT_STATUSES.map((each) => (
          <ToggleButton key={each} value={each} sx={TAP}>
            {STATUS_WORDS[each]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryStates
        query={alerts}
        loadingLabel="Loading alerts"
        isEmpty={(data) => data.alerts.length === 0}
        emptyText={`No ${STATUS_WORDS[status].toLowerCase()} alerts.`}
      />
      <Stack spacing={2}>
        {alerts.data?.alerts.map((alert) => (
          <AlertCard
            key={alert.uid}
            alert={alert}
            onDismiss={() => setAsking({ kind: 'dismiss', alert })}
            onEscalate={() => setAsking({ kind: 'escalate', alert })}
          />
        ))}
      </Stack>

      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        Open suspicious transaction reports
      </Typography>
      <QueryStates
        query={reports}
        loadingLabel="Loading reports"
        isEmpty={(data) => data.reports.length === 0}
        emptyText="No open reports."
      />
      <Stack spacing={2}>
        {reports.data?.reports.map((report) => (
          <Paper
            key={report.uid}
            component="section"
            aria-label={`Report on ${report.player.name}`}
            sx={{ p: 2 }}
          >
            <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
              {`${report.player.name} · withdrawals held`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`Opened ${formatIndiaDateTime(report.createdOn)} by ${report.createdBy.name}`}
            </Typography>
            <Typography variant="body2" sx={{ my: 1, overflowWrap: 'anywhere' }}>
              {report.grounds}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                sx={TAP}
                variant="outlined"
                aria-label={`Export the report on ${report.player.name} as JSON`}
                loading={exportJson.isPending && exportJson.variables === report.uid}
                onClick={() => exportJson.mutate(report.uid)}
              >
                JSON
              </Button>
              <Button
                sx={TAP}
                variant="outlined"
                aria-label={`Export the report on ${report.player.name} as CSV`}
                onClick={() =>
                  download.mutate(
                    {
                      path: amlApiPaths.exportCsv(report.uid),
                      filename: `furlong-str-${report.uid}.csv`,
                    },
                    { onError: (error) => showToast(failureMessage(error), 'error') },
                  )
                }
              >
                CSV
              </Button>
              <Button
                sx={TAP}
                aria-label={`Close the report on ${report.player.name}`}
                onClick={() => setAsking({ kind: 'close', report })}
              >
                Close report
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>

      {asking?.kind === 'dismiss' && (
        <ReasonDialog
          schema={amlDismissBodySchema}
          title={`Dismiss the alert on ${asking.alert.player.name}?`}
          confirmLabel="Dismiss alert"
          isBusy={decide.isPending}
          onConfirm={(text) => decide.mutate({ ask: asking, text })}
          onCancel={() => setAsking(null)}
        >
          Say why the money is explained: the reason is kept with the alert and in the audit log.
        </ReasonDialog>
      )}
      {asking?.kind === 'escalate' && (
        <ReasonDialog
          schema={groundsSchema}
          reasonLabel="Grounds of suspicion"
          title={`Open a suspicious transaction report on ${asking.alert.player.name}?`}
          confirmLabel="Escalate"
          isBusy={decide.isPending}
          onConfirm={(text) => decide.mutate({ ask: asking, text })}
          onCancel={() => setAsking(null)}
        >
          The player&apos;s withdrawals are held until the report is closed. The player is not told
          why.
        </ReasonDialog>
      )}
      {asking?.kind === 'close' && (
        <ReasonDialog
          schema={closeSuspiciousReportBodySchema.pick({ reason: true })}
          title={`Close the report on ${asking.report.player.name}?`}
          confirmLabel="Close report"
          isBusy={decide.isPending}
          onConfirm={(text) => decide.mutate({ ask: asking, text })}
          onCancel={() => setAsking(null)}
          extra={
            <TextField
              label="FIU-IND acknowledgement number (if filed)"
              fullWidth
              value={fiuReference}
              onChange={(event) => setFiuReference(event.target.value)}
              sx={{ mb: 2 }}
            />
          }
        >
          Closing lifts the hold on the player&apos;s withdrawals.
        </ReasonDialog>
      )}
    </>
  );
}

function AlertCard(props: { alert: AmlAlert; onDismiss: () => void; onEscalate: () => void }) {
  const { alert } = props;
  const rule = AML_RULE_WORDS[alert.rule];
  return (
    <Paper component="section" aria-label={`${alert.player.name}: ${rule}`} sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {alert.player.name}
      </Typography>
      <Typography variant="subtitle1">{rule}</Typography>
      <Typography variant="body2" color="text.secondary">
        {`${periodWords(alert.period)} · ${alert.player.state} · raised ${formatIndiaDateTime(alert.raisedOn)}`}
      </Typography>
      <Stack component="dl" sx={{ my: 1 }}>
        {figureLines(alert.figures).map((line) => (
          <Stack key={line.label} direction="row" sx={{ gap: 1 }}>
            <Typography component="dt" variant="body2">{`${line.label}:`}</Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {line.value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {alert.status === 'OPEN' ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            sx={TAP}
            aria-label={`Dismiss the alert on ${alert.player.name}`}
            onClick={props.onDismiss}
          >
            Dismiss
          </Button>
          <Button
            sx={TAP}
            color="error"
            variant="outlined"
            aria-label={`Escalate the alert on ${alert.player.name}`}
            onClick={props.onEscalate}
          >
            Escalate
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {`${STATUS_WORDS[alert.status]} by ${alert.decidedBy?.name ?? 'an operator'}${
            alert.decidedOn ? ` on ${formatIndiaDateTime(alert.decidedOn)}` : ''
          }: ${alert.reason ?? ''}`}
        </Typography>
      )}
    </Paper>
  );
}

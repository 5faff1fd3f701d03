import { operatorReasonBodySchema, panConcerns, type KycReviewItem } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionHeading } from '../../../components/section-heading';
import { failureMessage } from '../../../lib/operator-api-client';
import { cashierConsoleKeys, decideKyc, getKycQueue } from '../api/cashier-api';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { KycDocument } from './kyc-document';
import { isBlockedByLink, KycLinkedAccounts } from './kyc-linked-accounts';
import { ReasonDialog } from '../../../components/reason-dialog';
import { QueryStates } from '../../../components/query-states';
import { RefreshButton } from '../../../components/refresh-button';

type Decision = { item: KycReviewItem; kind: 'approve' } | { item: KycReviewItem; kind: 'reject' };

const nameOf = (item: KycReviewItem) => `${item.player.firstname} ${item.player.lastname}`;

/**
 * Players whose PAN waits for a check: compare the images with the PAN and the name on the
 * account (a PAN not shaped as a person's is flagged), see the accounts that share its PAN, bank
 * account or UPI ID, approve once the newest image was opened (twice, by two operators, when
 * linked) or reject.
 */
export default function KycSection() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [asking, setAsking] = useState<Decision | null>(null);
  // Players whose newest document this operator opened here, before the queue reloads.
  const [openedHere, setOpenedHere] = useState<ReadonlySet<string>>(new Set());
  const markOpened = (playerUid: string) =>
    setOpenedHere((known) => (known.has(playerUid) ? known : new Set(known).add(playerUid)));
  const { operatorUid } = useOperatorCan();
  const queue = useQuery({
    queryKey: cashierConsoleKeys.kycQueue(),
    queryFn: ({ signal }) => getKycQueue(signal),
  });
  const decide = useMutation({
    mutationFn: ({ playerUid, reason }: { playerUid: string; reason: string | null }) =>
      decideKyc(playerUid, reason),
    onSuccess: (reply) => {
      showToast(
        reply.awaitingSecondOperator
          ? 'Approval recorded: a second operator must approve'
          : reply.kycVerified
            ? 'PAN approved'
            : 'PAN rejected',
        'success',
      );
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
    onSettled: async () => {
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: cashierConsoleKeys.kycQueue() });
    },
  });

  return (
    <>
      <SectionHeading title="KYC queue">
        <RefreshButton query={queue} />
      </SectionHeading>
      <QueryStates
        query={queue}
        loadingLabel="Loading the KYC queue"
        isEmpty={(data) => data.length === 0}
        emptyText="No PAN is waiting for a check."
      />
      <Stack spacing={2}>
        {queue.data?.map((item) => {
          const isOpened = item.documentOpened || openedHere.has(item.player.uid);
          return (
            <Paper
              key={item.player.uid}
              component="section"
              aria-label={nameOf(item)}
              sx={{ p: 2, display: 'grid', gap: 1 }}
            >
              <Typography sx={{ fontWeight: 700 }}>{nameOf(item)}</Typography>
              <Typography variant="body2">
                {`${item.player.email} · ${item.player.mobile} · uploaded ${formatIndiaDateTime(item.modifiedOn)}`}
              </Typography>
              <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Typography>{`PAN: ${item.player.taxNumber ?? 'not given'}`}</Typography>
                <Typography>{`Name on the account: ${nameOf(item)}`}</Typography>
              </Stack>
              {panConcerns(item.player.taxNumber).map((concern) => (
                <Alert key={concern} severity="warning">
                  {concern}
                </Alert>
              ))}
              <KycLinkedAccounts accounts={item.linkedAccounts} />
              {item.firstApproval && (
                <Typography variant="body2">
                  {`Approved by ${item.firstApproval.operator.name}; needs a second operator`}
                </Typography>
              )}
              {item.documents.length === 0 && (
                <Typography color="text.secondary">No documents uploaded.</Typography>
              )}
              {item.documents.map((document, index) => (
                <KycDocument
                  key={document.id}
                  document={document}
                  label={`PAN image ${index + 1} of ${nameOf(item)}`}
                  // The newest document is the one the request stands on.
                  {...(index === 0 ? { onOpened: () => markOpened(item.player.uid) } : {})}
                />
              ))}
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  size="small"
                  aria-label={`Approve ${nameOf(item)}`}
                  // Maker-checker: the first approver cannot give the second.
                  // The approver opens the document first (the API refuses otherwise).
                  disabled={
                    !isOpened ||
                    isBlockedByLink(item.linkedAccounts) ||
                    item.firstApproval?.operator.uid === operatorUid
                  }
                  onClick={() => setAsking({ item, kind: 'approve' })}
                >
                  Approve
                </Button>
                <Button
                  color="error"
                  size="small"
                  aria-label={`Reject ${nameOf(item)}`}
                  onClick={() => setAsking({ item, kind: 'reject' })}
                >
                  Reject
                </Button>
              </Stack>
              {!isOpened && item.documents.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  Open the newest image (View or Download) to approve.
                </Typography>
              )}
            </Paper>
          );
        })}
      </Stack>
      {asking?.kind === 'approve' && (
        <ConfirmDialog
          title={`Approve the PAN of ${nameOf(asking.item)}?`}
          confirmLabel="Approve PAN"
          isBusy={decide.isPending}
          onConfirm={() => decide.mutate({ playerUid: asking.item.player.uid, reason: null })}
          onCancel={() => setAsking(null)}
        >
          {asking.item.linkedAccounts.length > 0 && !asking.item.firstApproval
            ? 'Your approval is recorded; a second operator must approve it before the PAN is verified.'
            : 'The player can withdraw from now on, and the PAN can no longer be changed.'}
        </ConfirmDialog>
      )}
      {asking?.kind === 'reject' && (
        <ReasonDialog
          schema={operatorReasonBodySchema}
          title={`Reject the PAN of ${nameOf(asking.item)}?`}
          confirmLabel="Reject PAN"
          isBusy={decide.isPending}
          onConfirm={(reason) => decide.mutate({ playerUid: asking.item.player.uid, reason })}
          onCancel={() => setAsking(null)}
        >
          The player is told the reason and can upload the PAN again.
        </ReasonDialog>
      )}
    </>
  );
}

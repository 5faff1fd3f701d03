import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { useToast } from '../../components/toast/toast-context';
import { failureMessage } from '../lib/operator-api-client';
import { ConfirmDialog } from './confirm-dialog';
import { QueryStates } from './query-states';
import { ReasonDialog } from './reason-dialog';

/** What an action asks before it is sent: a confirmation, or a reason checked by the API's schema. */
export type QueueQuestion =
  | { kind: 'confirm'; title: string; confirmLabel: string; body: ReactNode }
  | {
      kind: 'reason';
      title: string;
      confirmLabel: string;
      body: ReactNode;
      schema: ZodType<{ reason?: string }>;
      reasonLabel?: string;
    };

export interface QueueDecision<Item, Action extends string> {
  item: Item;
  action: Action;
  /** Made when the operator asks, so a repeat of one confirmed decision is answered once. */
  key: string;
  reason?: string;
}

/** What the rows get: a way to ask for an action, and the decision on its way (if any). */
export interface QueueControls<Item, Action extends string> {
  ask: (item: Item, action: Action) => void;
  pending: QueueDecision<Item, Action> | null;
}

interface DecisionQueueProps<Data, Item, Action extends string, Reply> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: Data | undefined;
    refetch: () => unknown;
  };
  itemsOf: (data: Data) => readonly Item[];
  loadingLabel: string;
  emptyText: string;
  /** The question an action asks first; null sends it at once. */
  questionOf: (item: Item, action: Action) => QueueQuestion | null;
  decide: (decision: QueueDecision<Item, Action>) => Promise<Reply>;
  doneMessage: (reply: Reply, decision: QueueDecision<Item, Action>) => string;
  /** Reloaded after every decision, sent or refused: the queue may have moved meanwhile. */
  reloads: readonly QueryKey[];
  /** The items, drawn as the queue reads best (a table, or cards on a phone). */
  children: (items: readonly Item[], controls: QueueControls<Item, Action>) => ReactNode;
}

/**
 * Requests waiting for an operator's decision (approvals, withdrawals, trader review, price
 * errors, debts): loading, failure and empty states, the question each action asks, the
 * decision sent once, its answer as a toast, and the queue reloaded.
 */
export function DecisionQueue<Data, Item, Action extends string, Reply>(
  props: DecisionQueueProps<Data, Item, Action, Reply>,
) {
  const { query, itemsOf, questionOf, decide, doneMessage, reloads } = props;
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [asking, setAsking] = useState<QueueDecision<Item, Action> | null>(null);
  const send = useMutation({
    mutationFn: decide,
    onSuccess: (reply, decision) => showToast(doneMessage(reply, decision), 'success'),
    onError: (error) => showToast(failureMessage(error), 'error'),
    onSettled: async () => {
      setAsking(null);
      await Promise.all(reloads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const ask = (item: Item, action: Action) => {
    const decision = { item, action, key: crypto.randomUUID() };
    if (questionOf(item, action)) setAsking(decision);
    else send.mutate(decision);
  };
  const items = query.data === undefined ? [] : itemsOf(query.data);
  const question = asking && questionOf(asking.item, asking.action);

  return (
    <>
      <QueryStates
        query={query}
        loadingLabel={props.loadingLabel}
        isEmpty={(data) => itemsOf(data).length === 0}
        emptyText={props.emptyText}
      />
      {items.length > 0 &&
        props.children(items, { ask, pending: send.isPending ? send.variables : null })}
      {asking && question?.kind === 'confirm' && (
        <ConfirmDialog
          title={question.title}
          confirmLabel={question.confirmLabel}
          isBusy={send.isPending}
          onConfirm={() => send.mutate(asking)}
          onCancel={() => setAsking(null)}
        >
          {question.body}
        </ConfirmDialog>
      )}
      {asking && question?.kind === 'reason' && (
        <ReasonDialog
          schema={question.schema}
          title={question.title}
          confirmLabel={question.confirmLabel}
          reasonLabel={question.reasonLabel}
          isBusy={send.isPending}
          onConfirm={(reason) => send.mutate({ ...asking, reason })}
          onCancel={() => setAsking(null)}
        >
          {question.body}
        </ReasonDialog>
      )}
    </>
  );
}

import {
  APPROVAL_MESSAGES,
  LEGAL_CHANGE_SCOPE_ALL,
  LEGAL_MESSAGES,
  LEGAL_STATES,
  type LegalMode,
  type LegalModeChange,
} from '@furlong/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Database, Transaction } from '../../db/client';
import { withRetries } from '../../db/with-retries';
import { recordAudit } from '../audit/record-audit';
import { lockStateModes } from './legal-lock';
import { legalModeChanges, legalStates } from './legal.schema';
import { findModeChange, lockModeChange, type LegalModeChangeRow } from './legal-states.queries';

export interface ModeChangeAsk {
  /** A state's name, or ALL (every state to WIND_DOWN). */
  scope: string;
  mode: LegalMode;
  reason: string;
  reference: string;
  operatorId: string;
  ip: string;
  now: Date;
}

/** What a call did: asked (the change waits for a second ADMIN), or applied it. */
export interface ModeChangeOutcome {
  change: LegalModeChange;
  /** The states whose mode or words changed; empty while the change waits. */
  changedStates: string[];
}

/**
 * The maker's half, or the checker's by an identical call (decision 063). With no change
 * waiting for the scope, this records one (PENDING) and audits it. With one waiting, the same
 * mode, reason and reference from another ADMIN approve it (applied at once); from its maker,
 * 403 OWN_APPROVAL_FORBIDDEN; anything else 409, one change waiting per scope.
 */
export async function askModeChange(db: Database, ask: ModeChangeAsk): Promise<ModeChangeOutcome> {
  return withRetries(() =>
    db.transaction(async (tx) => {
      const waiting = await lockModeChange(tx, { pendingScope: ask.scope });
      if (waiting) {
        const isIdentical =
          waiting.mode === ask.mode &&
          waiting.reason === ask.reason &&
          waiting.reference === ask.reference;
        if (!isIdentical) throw new AppError('CONFLICT', LEGAL_MESSAGES.pendingExists);
        if (waiting.makerId === ask.operatorId)
          throw new AppError('OWN_APPROVAL_FORBIDDEN', APPROVAL_MESSAGES.ownRequest);
        return applyModeChange(tx, waiting, ask);
      }
      const [created] = await tx
        .insert(legalModeChanges)
        .values({
          scope: ask.scope,
          mode: ask.mode,
          reason: ask.reason,
          reference: ask.reference,
          makerId: ask.operatorId,
          createdAt: ask.now,
        })
        .onConflictDoNothing()
        .returning({ id: legalModeChanges.id });
      // Another ADMIN asked for this scope at the same moment: theirs waits.
      if (!created) throw new AppError('CONFLICT', LEGAL_MESSAGES.pendingExists);
      await recordAudit(tx, {
        actor: { type: 'operator', id: ask.operatorId },
        action: 'LEGAL_MODE_REQUESTED',
        ip: ask.ip,
        details: {
          changeId: created.id,
          scope: ask.scope,
          mode: ask.mode,
          reason: ask.reason,
          reference: ask.reference,
        },
      });
      return { change: await mustFind(tx, created.id), changedStates: [] };
    }),
  );
}

export interface ModeChangeDecision {
  changeId: string;
  operatorId: string;
  ip: string;
  now: Date;
  decision: { kind: 'approve' } | { kind: 'reject'; reason: string };
}

/**
 * The checker's half by the approve or reject route: under the change's row lock, so it is
 * applied once. Its maker may do neither (403); the same checker approving again gets the same
 * answer; any other decision on a decided change is 409.
 */
export async function decideModeChange(
  db: Database,
  decision: ModeChangeDecision,
): Promise<ModeChangeOutcome> {
  return withRetries(() =>
    db.transaction(async (tx) => {
      const row = await lockModeChange(tx, { id: decision.changeId });
      if (!row) throw notFound('Change');
      if (row.makerId === decision.operatorId)
        throw new AppError('OWN_APPROVAL_FORBIDDEN', APPROVAL_MESSAGES.ownRequest);
      if (row.status !== 'PENDING') {
        const isRepeat =
          decision.decision.kind === 'approve' &&
          row.status === 'APPROVED' &&
          row.checkerId === decision.operatorId;
        if (isRepeat) return { change: await mustFind(tx, row.id), changedStates: [] };
        throw new AppError('CONFLICT', APPROVAL_MESSAGES.alreadyDecided);
      }
      if (decision.decision.kind === 'approve') return applyModeChange(tx, row, decision);
      await tx
        .update(legalModeChanges)
        .set({
          status: 'REJECTED',
          checkerId: decision.operatorId,
          decidedAt: decision.now,
          rejectionReason: decision.decision.reason,
        })
        .where(eq(legalModeChanges.id, row.id));
      await recordAudit(tx, {
        actor: { type: 'operator', id: decision.operatorId },
        action: 'LEGAL_MODE_REJECTED',
        ip: decision.ip,
        details: { changeId: row.id, makerId: row.makerId, reason: decision.decision.reason },
      });
      return { change: await mustFind(tx, row.id), changedStates: [] };
    }),
  );
}

/**
 * Applies an approved change with the states' mode locks held exclusive (legal-lock.ts), so
 * it waits for the bets in flight and every later bet reads it. The all-states change puts
 * every state that is not OFF into WIND_DOWN: OFF already refuses all WIND_DOWN refuses, and
 * more (registrations), so a court order never loosens a state.
 */
async function applyModeChange(
  tx: Transaction,
  row: LegalModeChangeRow,
  checker: { operatorId: string; ip: string; now: Date },
): Promise<ModeChangeOutcome> {
  const isAll = row.scope === LEGAL_CHANGE_SCOPE_ALL;
  await lockStateModes(tx, isAll ? LEGAL_STATES : [row.scope]);
  const words = {
    mode: row.mode,
    reason: row.reason,
    reference: row.reference,
    changedAt: checker.now,
    changeId: row.id,
  };
  const changed = isAll
    ? await tx
        .update(legalStates)
        .set(words)
        .where(and(inArray(legalStates.state, [...LEGAL_STATES]), ne(legalStates.mode, 'OFF')))
        .returning({ state: legalStates.state })
    : await tx
        .insert(legalStates)
        .values({ state: row.scope, ...words })
        .onConflictDoUpdate({ target: legalStates.state, set: words })
        .returning({ state: legalStates.state });
  await tx
    .update(legalModeChanges)
    .set({ status: 'APPROVED', checkerId: checker.operatorId, decidedAt: checker.now })
    .where(eq(legalModeChanges.id, row.id));
  const changedStates = changed.map((state) => state.state).sort();
  await recordAudit(tx, {
    actor: { type: 'operator', id: checker.operatorId },
    action: 'LEGAL_MODE_CHANGED',
    ip: checker.ip,
    details: {
      changeId: row.id,
      makerId: row.makerId,
      scope: row.scope,
      mode: row.mode,
      reason: row.reason,
      reference: row.reference,
      states: changedStates,
    },
  });
  return { change: await mustFind(tx, row.id), changedStates };
}

async function mustFind(tx: Transaction, id: string): Promise<LegalModeChange> {
  const change = await findModeChange(tx, id);
  if (!change) throw new Error('legal mode change vanished while locked');
  return change;
}

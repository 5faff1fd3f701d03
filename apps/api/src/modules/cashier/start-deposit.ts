import { randomUUID } from 'node:crypto';
import {
  DEPOSIT_MESSAGES,
  describeLimit,
  formatRupees,
  LIMIT_PERIODS,
  paiseToRupees,
  rupeesToPaise,
  type DepositBody,
  type LimitPeriod,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Transaction } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { enforceStateLive } from '../legal/state-refusal';
import { PROTECTION_REFUSALS, protectionError } from '../protections/protection-refusal';
import { isSelfExcluded } from '../protections/protection-rules';
import { findLimitsWithUse, lockProtections } from '../protections/protections.queries';
import type { DepositProvider } from './deposit-provider';
import { deposits, type DepositRow } from './deposits.schema';

export interface DepositRequest {
  playerId: string;
  body: DepositBody;
  clock: { now(): Date };
  provider: DepositProvider;
  ip: string;
}

/**
 * Starts a deposit inside the caller's (idempotent) transaction: the state must be LIVE, the
 * account open and not on a break, and the amount within every deposit limit. The player's
 * protections row is held FOR UPDATE from the check to the commit, so one player's deposits
 * (and changes of their limits) run one after another: thirty sent at once cannot pass a limit
 * together, as each counts the ones before it, pending ones included. Then the provider opens
 * the order, under our deposit uid, so a retry of this transaction opens no second one.
 */
export async function startDeposit(tx: Transaction, request: DepositRequest): Promise<DepositRow> {
  const { playerId, body } = request;
  await enforceStateLive(tx, playerId);
  const guard = await lockProtections(tx, playerId);
  // The limit's "now" is taken once the row is held, as a change of limit takes its own.
  const now = request.clock.now();
  if (guard.closedAt) throw protectionError(PROTECTION_REFUSALS.accountClosed, '');
  if (isSelfExcluded(guard, now))
    throw protectionError(
      PROTECTION_REFUSALS.selfExcluded,
      JSON.stringify({ until: maxDate(guard.selfExcludedUntil, guard.selfExclusionReturnAt) }),
    );
  if (guard.timeOutUntil && now < guard.timeOutUntil)
    throw protectionError(
      PROTECTION_REFUSALS.timedOut,
      JSON.stringify({ until: guard.timeOutUntil }),
    );
  const amountPaise = rupeesToPaise(body.amount);
  const limits = (await findLimitsWithUse(tx, playerId, now))
    .filter((limit) => limit.kind === 'DEPOSIT')
    .sort(
      (a, b) =>
        LIMIT_PERIODS.indexOf(a.period as LimitPeriod) -
        LIMIT_PERIODS.indexOf(b.period as LimitPeriod),
    );
  for (const limit of limits) {
    if (limit.usedPaise + amountPaise <= limit.amountPaise) continue;
    const leftPaise = Math.max(limit.amountPaise - limit.usedPaise, 0);
    throw new AppError(
      'LIMIT_REACHED',
      DEPOSIT_MESSAGES.limitReached(
        describeLimit('DEPOSIT', limit.period as LimitPeriod, limit.amountPaise),
        formatRupees(leftPaise),
      ),
      undefined,
      {
        kind: 'DEPOSIT',
        period: limit.period,
        amount: paiseToRupees(limit.amountPaise),
        used: paiseToRupees(limit.usedPaise),
        left: paiseToRupees(leftPaise),
      },
    );
  }
  const id = randomUUID();
  const vpa = body.method === 'UPI_COLLECT' ? (body.vpa ?? null) : null;
  await tx.insert(deposits).values({
    id,
    playerId,
    amountPaise: BigInt(amountPaise),
    method: body.method,
    vpa,
    status: 'PENDING',
    provider: request.provider.name,
    createdAt: now,
    updatedAt: now,
  });
  const order = await request.provider.createOrder({
    reference: id,
    amountPaise: BigInt(amountPaise),
    method: body.method,
    vpa,
  });
  const [deposit] = await tx
    .update(deposits)
    .set({ providerOrderId: order.providerOrderId, paymentUrl: order.paymentUrl })
    .where(eq(deposits.id, id))
    .returning();
  if (!deposit) throw new Error('deposit insert returned no row');
  await recordAudit(tx, {
    actor: { type: 'player', id: playerId },
    action: 'DEPOSIT_STARTED',
    subjectId: playerId,
    ip: request.ip,
    details: { depositId: id, amount: body.amount, method: body.method },
  });
  return deposit;
}

const maxDate = (a: Date | null, b: Date | null): Date | null =>
  a && b ? (a > b ? a : b) : (a ?? b);

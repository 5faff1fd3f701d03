import { rupeesToPaise, type SetLiabilityLimitBody } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { lockRaceAgainstBetting } from '../races/race-betting-lock';

/**
 * Sets, replaces or (amount null) removes a runner's liability limit or the race's default.
 * The race's betting lock is held meanwhile, so every slip committed after this sees the new
 * limit and none is decided half under the old one. Runners left without a limit lose their
 * running figure (runner_liabilities).
 */
export async function setLiabilityLimit(
  db: Database,
  actor: OperatorActor,
  fixtureId: string,
  body: SetLiabilityLimitBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRaceAgainstBetting(tx, fixtureId);
    const [race] = await queryRows<{ status: string }>(
      tx,
      sql`select status from fixtures where id = ${fixtureId}::uuid for update`,
    );
    if (!race) throw notFound('Race');
    let participantId: string | null = null;
    if (body.horseNo !== null) {
      const [runner] = await queryRows<{ id: string }>(
        tx,
        sql`select id from participants where fixture_id = ${fixtureId}::uuid and horse_number = ${body.horseNo}`,
      );
      if (!runner) throw new AppError('NOT_FOUND', `Horse ${body.horseNo} is not in this race`);
      participantId = runner.id;
    }
    await tx.execute(
      sql`delete from liability_limits where fixture_id = ${fixtureId}::uuid
        and participant_id is not distinct from ${participantId}::uuid`,
    );
    if (body.amount !== null)
      await tx.execute(
        sql`insert into liability_limits (fixture_id, participant_id, limit_paise, action, set_by, set_at)
          values (${fixtureId}::uuid, ${participantId}::uuid, ${rupeesToPaise(body.amount)}, ${body.action},
            ${actor.operatorId}::uuid, ${now.toISOString()}::timestamptz)`,
      );
    // A runner left without a limit keeps no running figure (decision 078): a limit set again
    // later starts its figure afresh from the bets (runner_liability_held).
    await tx.execute(
      sql`delete from runner_liabilities r using participants p
        where p.id = r.participant_id and p.fixture_id = ${fixtureId}::uuid
          and not exists (select 1 from liability_limits l where l.fixture_id = p.fixture_id
            and (l.participant_id = p.id or l.participant_id is null))`,
    );
    await auditOperator(tx, actor, 'race.liability-limit', fixtureId, {
      horseNo: body.horseNo,
      amount: body.amount,
      action: body.action,
    });
  });
}

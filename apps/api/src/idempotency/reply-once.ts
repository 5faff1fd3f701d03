import type { FastifyReply } from 'fastify';
import type { IdempotentAnswer, StoredAnswer } from './run-idempotent';

/**
 * How every money-moving route answers under its Idempotency-Key: the answer's status and
 * body, marked `idempotent-replayed` on a replay; on the first answer, what follows the commit
 * (a realtime hint, a payout dispatch, metrics) runs once the money has moved, never on a replay.
 */
export async function replyOnce(
  reply: FastifyReply,
  answering: Promise<IdempotentAnswer>,
  afterCommit?: (answer: StoredAnswer) => void,
): Promise<FastifyReply> {
  const answer = await answering;
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  else afterCommit?.({ status: answer.status, body: answer.body });
  return reply.status(answer.status).send(answer.body);
}

import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../notifications/notifier';

/**
 * An email to the player about their money or documents. A notifier failure is logged, not
 * thrown: the change it reports is already committed.
 */
export async function notifyPlayer(
  deps: { notifier: Notifier; log?: FastifyBaseLogger },
  player: { email: string },
  message: { purpose: string; subject: string; body: string },
): Promise<void> {
  try {
    await deps.notifier.send({ to: player.email, channel: 'EMAIL', ...message });
  } catch (error) {
    deps.log?.warn({ err: error, purpose: message.purpose }, 'player notification failed');
  }
}

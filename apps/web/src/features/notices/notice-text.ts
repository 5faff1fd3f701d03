import { rupeesToPaise, type PlayerNotice } from '@furlong/contract';
import type { Translator } from '../../i18n/use-t';

/**
 * What a settled race did for the player, in their language: "Delhi R1: you won ₹268.57",
 * "Delhi R1: ₹100.00 refunded", both together, or "Delhi R1: your bet lost" (plural for more).
 * A win or a refund is said before a loss: it is the money that reached the wallet.
 */
export function noticeText(notice: PlayerNotice, { t, money }: Pick<Translator, 't' | 'money'>) {
  const race = t('notices.race', { venue: notice.venueName, race: notice.raceNumber });
  const won = money(rupeesToPaise(notice.won));
  const refunded = money(rupeesToPaise(notice.refunded));
  if (notice.won > 0 && notice.refunded > 0)
    return t('notices.wonAndRefunded', { race, won, refunded });
  if (notice.won > 0) return t('notices.won', { race, amount: won });
  if (notice.refunded > 0) return t('notices.refunded', { race, amount: refunded });
  return t('notices.lost', { race, count: Math.max(notice.lost, 1) });
}

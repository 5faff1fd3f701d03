import { PLAYER_DETAIL_HISTORY, type PlayerDetailResponse } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Executor } from '../../db/client';
import { findPlayerBets, findRacesOfBets } from '../bets/bets.queries';
import { toPlacedBet } from '../bets/to-placed-bet';
import { players } from '../customers/customers.schema';
import { getWallet } from '../wallet/get-wallet';
import { listTransactions } from '../wallet/list-transactions';
import { toPlayerListItem } from './search-players';

/** What a trader needs about one player: profile, KYC state, balances, recent bets and money movements. */
export async function getPlayerDetail(
  db: Executor,
  playerId: string,
): Promise<PlayerDetailResponse> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) throw notFound('Player');
  const [wallet, placed, transactions] = await Promise.all([
    getWallet(db, playerId),
    findPlayerBets(db, playerId, PLAYER_DETAIL_HISTORY),
    listTransactions(db, playerId, 0, PLAYER_DETAIL_HISTORY),
  ]);
  const races = await findRacesOfBets(
    db,
    placed.map((bet) => bet.fixtureId),
  );
  return {
    player: { ...toPlayerListItem(player), state: player.state, city: player.city },
    wallet,
    bets: placed.map((bet) =>
      toPlacedBet(bet, races.get(bet.fixtureId) ?? { venueName: '', raceName: '', raceNumber: 0 }),
    ),
    transactions,
  };
}

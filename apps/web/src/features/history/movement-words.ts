import type { Transaction } from '@furlong/contract';
import type { MessageId } from '../../i18n/catalogues';
import type { Translator } from '../../i18n/use-t';

/**
 * The server writes a movement's description in English: a ledger memo naming its ticket, or
 * the words for its kind (`apps/api/src/modules/wallet/list-transactions.ts`). Each shape it
 * writes has a catalogue message here; the ticket number, pool and count are carried over.
 * A description of no known shape stays as sent (a trader's typed reason, for one).
 */
const MEMO_SHAPES: readonly { shape: RegExp; id: MessageId }[] = [
  { shape: /^Bet slip of (?<count>\d+) line\(s\)$/, id: 'history.memo.betSlip' },
  { shape: /^Winnings on ticket (?<ticket>\S+)$/, id: 'history.memo.winnings' },
  { shape: /^Result corrected: ticket (?<ticket>\S+)$/, id: 'history.memo.corrected' },
  { shape: /^Tote ticket (?<ticket>\S+)$/, id: 'history.memo.toteTicket' },
  { shape: /^Result corrected: tote ticket (?<ticket>\S+)$/, id: 'history.memo.toteCorrected' },
  { shape: /^Multi-race ticket (?<ticket>\S+)$/, id: 'history.memo.multiRaceTicket' },
  {
    shape: /^Dividends on multi-race ticket (?<ticket>\S+)$/,
    id: 'history.memo.multiRaceDividends',
  },
  {
    shape: /^Result corrected: multi-race ticket (?<ticket>\S+)$/,
    id: 'history.memo.multiRaceCorrected',
  },
  {
    shape: /^Multiple (?<multiple>\S+): winnings on bet (?<ticket>\S+)$/,
    id: 'history.memo.multipleWinnings',
  },
  {
    shape: /^Result corrected: multiple (?<multiple>\S+), bet (?<ticket>\S+)$/,
    id: 'history.memo.multipleCorrected',
  },
  { shape: /^Bet placed$/, id: 'history.memo.betPlaced' },
  { shape: /^Bet refunded$/, id: 'history.memo.betRefunded' },
  { shape: /^Bet void$/, id: 'history.memo.betVoid' },
  { shape: /^Bet refunded: runner scratched$/, id: 'history.memo.scratchRefund' },
  { shape: /^Winnings$/, id: 'history.memo.winningsPlain' },
  { shape: /^Settlement corrected$/, id: 'history.memo.settlementCorrected' },
  { shape: /^Tote dividend$/, id: 'history.memo.toteDividend' },
  { shape: /^Tote ticket refunded$/, id: 'history.memo.toteRefunded' },
  { shape: /^Adjustment$/, id: 'history.memo.adjustment' },
  { shape: /^Cash in at retail$/, id: 'history.memo.retailCashIn' },
  { shape: /^Withdrawal$/, id: 'history.memo.withdrawal' },
  { shape: /^Withdrawal returned$/, id: 'history.memo.withdrawalReturned' },
  { shape: /^Bet$/, id: 'history.memo.bet' },
];

/** A movement's description in the player's language. */
export function describeMovement(translator: Translator, description: string): string {
  for (const { shape, id } of MEMO_SHAPES) {
    const match = shape.exec(description);
    if (match) return translator.t(id, { ...match.groups });
  }
  return description;
}

const TYPE_IDS: Record<Transaction['txnType'], MessageId> = {
  CREDIT: 'history.typeName.CREDIT',
  DEBIT: 'history.typeName.DEBIT',
};
const GROUP_IDS: Record<Transaction['txnGroup'], MessageId> = {
  sports: 'history.groupName.sports',
  cashier: 'history.groupName.cashier',
  adjustment: 'history.groupName.adjustment',
};
const STATUS_IDS: Record<Transaction['status'], MessageId> = {
  SUCCESS: 'history.statusName.SUCCESS',
  PENDING: 'history.statusName.PENDING',
  ERROR: 'history.statusName.ERROR',
};

/** The words of a movement's row: its description, type, group and status. */
export function movementWords(translator: Translator, transaction: Transaction) {
  return {
    description: describeMovement(translator, transaction.description),
    type: translator.t(TYPE_IDS[transaction.txnType]),
    group: translator.t(GROUP_IDS[transaction.txnGroup]),
    status: translator.t(STATUS_IDS[transaction.status]),
  };
}

import { HISTORY_PAGE_SIZE, transactionsPageSchema, type Transaction } from '@furlong/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { advancePageCounter, FIRST_PAGE, NO_MORE_PAGES } from '../page-counter';

export const transactionsPath = (page: number) =>
  `/api/customer/self/transactions?page=${page}&size=${HISTORY_PAGE_SIZE}`;

/** Under ['account'] on purpose: signing out removes every query there. */
export const historyQueryKey = ['account', 'transactions'] as const;

export function getTransactions(page: number, signal?: AbortSignal): Promise<Transaction[]> {
  return getJson(transactionsPath(page), transactionsPageSchema, signal);
}

export function useTransactionPages() {
  return useInfiniteQuery({
    queryKey: historyQueryKey,
    queryFn: ({ pageParam, signal }) => getTransactions(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage, _pages, lastPageParam) => {
      const counter = advancePageCounter(lastPageParam, lastPage.length);
      return counter === NO_MORE_PAGES ? undefined : counter;
    },
  });
}

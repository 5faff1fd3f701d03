import {
  bannerListSchema,
  firstScreenApiPaths,
  promotionListSchema,
  tipListSchema,
} from '@furlong/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The server lets caches keep these a minute; the client asks no more often. */
const CONTENT_STALE_MS = 60_000;

export const contentApiPaths = {
  banners: firstScreenApiPaths.banners,
  tips: '/api/content/tips',
  promotions: '/api/content/promotions',
} as const;

export const contentKeys = {
  all: ['content'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  tips: () => [...contentKeys.all, 'tips'] as const,
  promotions: () => [...contentKeys.all, 'promotions'] as const,
};

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.banners(),
    queryFn: ({ signal }) => getJson(contentApiPaths.banners, bannerListSchema, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

export function useTips() {
  return useQuery({
    queryKey: contentKeys.tips(),
    queryFn: ({ signal }) => getJson(contentApiPaths.tips, tipListSchema, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function usePromotions() {
  return useQuery({
    queryKey: contentKeys.promotions(),
    queryFn: ({ signal }) => getJson(contentApiPaths.promotions, promotionListSchema, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

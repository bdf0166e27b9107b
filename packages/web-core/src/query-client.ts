// The query layer's defaults (docs/product.md#api): the default fetch GETs the query key joined
// with '/', no retry, no refetch on focus or interval, results never go stale.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api/client.js';
import { isApiError } from './api/errors.js';
import { onSessionEnd } from './auth.js';

export const queryPath = (queryKey: readonly unknown[]): string => queryKey.map(String).join('/');

/** The default query function; with `on401: 'returnNull'` a 401 resolves with null instead of throwing. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>('GET', queryPath(queryKey), undefined, { signal });
    } catch (error) {
      if (on401 === 'returnNull' && isApiError(error) && error.status === 401) return null;
      throw error;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The one query client of the page (`@blindspot/web-core/query`, a shared singleton). It forgets
 * everything when the session ends, so the next user never sees the previous one's data.
 */
export const queryClient = createQueryClient();
onSessionEnd(() => queryClient.clear());

// Personal access tokens (auth: /api/auth/personal-tokens; docs/api.md): the list, creating one (its secret
// comes back once) and revoking one.
import type { CreatedPersonalToken, CreatePersonalTokenInput, PersonalTokenList } from '@blindspot/contracts';
import { apiRequest, useAuth } from '@blindspot/web-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const PERSONAL_TOKENS_KEY = ['/api/auth/personal-tokens'] as const;

/** The user's tokens (never their secrets); asked for only when `enabled` (Pro users, or anyone holding some). */
export function usePersonalTokens(enabled = true) {
  const { user } = useAuth();
  return useQuery<PersonalTokenList>({ queryKey: PERSONAL_TOKENS_KEY, enabled: Boolean(user) && enabled });
}

export function useCreatePersonalToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePersonalTokenInput) => apiRequest<CreatedPersonalToken>('POST', PERSONAL_TOKENS_KEY[0], input),
    // The list never carries the secret: it is fetched again rather than patched with the answer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERSONAL_TOKENS_KEY }),
  });
}

export function useRevokePersonalToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${PERSONAL_TOKENS_KEY[0]}/${encodeURIComponent(id)}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<PersonalTokenList>(PERSONAL_TOKENS_KEY, (list) => list && { items: list.items.filter((t) => t.id !== id) });
      void queryClient.invalidateQueries({ queryKey: PERSONAL_TOKENS_KEY });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TProProfile,
  TUpdateProProfileRequest,
} from '../../../domain/professionals/pro-profile-schemas';
import { apiGet, apiRequest } from '../../shared/api/http';

export const proProfileKey = ['pro', 'profile'] as const;
// Prefix of the public profile and search queries: what this tab shows clients is refetched.
const publicProfessionalsKey = ['professionals'] as const;

export function useProProfile() {
  return useQuery({
    queryKey: proProfileKey,
    queryFn: () => apiGet<TProProfile>('/api/pro/profile'),
  });
}

export function useSaveProProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TUpdateProProfileRequest) =>
      apiRequest<TProProfile>('PUT', '/api/pro/profile', profile),
    onSuccess: async (saved) => {
      queryClient.setQueryData(proProfileKey, saved);
      await queryClient.invalidateQueries({ queryKey: publicProfessionalsKey });
    },
  });
}

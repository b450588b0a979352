import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVideoConsultationsResponse } from '../../../domain/video-consultations/video-consultations';
import type { TVideoSettings } from '../../../domain/video-consultations/video-settings';
import { apiGet, apiRequest } from '../../shared/api/http';

export const videoConsultationsKey = ['pro', 'video-consultations'] as const;
export const videoSettingsKey = ['pro', 'video-settings'] as const;

export function useVideoConsultations() {
  return useQuery({
    queryKey: videoConsultationsKey,
    queryFn: () => apiGet<TVideoConsultationsResponse>('/api/pro/video-consultations'),
  });
}

export function useVideoSettings() {
  return useQuery({
    queryKey: videoSettingsKey,
    queryFn: () => apiGet<TVideoSettings>('/api/pro/video-settings'),
  });
}

export function useSaveVideoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TVideoSettings) =>
      apiRequest<TVideoSettings>('PUT', '/api/pro/video-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(videoSettingsKey, saved),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVideoConsultationsResponse } from '#domain/appointments/video-consultations/video-consultations.ts';
import type { TVideoSettings } from '#domain/appointments/video-consultations/video-settings.ts';
import { apiGet, apiRequest } from '#web/shared/api/http.ts';

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

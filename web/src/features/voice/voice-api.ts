import {
  type StartVoiceResponse,
  voiceAnswerEventSchema,
  type VoiceAnswerEvent,
  type VoiceState,
} from '@orrery/core/api/voice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetBalance } from '@/features/auth/session';
import { api, call, callRaw } from '@/lib/api';

export const voiceStateKey = (readingId: string) => ['voice', readingId] as const;
export const voiceTranscriptsKey = (readingId: string) => ['voice', readingId, 'transcripts'] as const;

/** The reading's voice guide as the server sees it, with the local moment the answer came. */
export interface ReceivedVoiceState {
  state: VoiceState;
  receivedAt: number;
}

export function useVoiceState(readingId: string) {
  return useQuery({
    queryKey: voiceStateKey(readingId),
    queryFn: async (): Promise<ReceivedVoiceState> => ({
      state: await call(api.readings[':readingId'].voice.$get({ param: { readingId } })),
      receivedAt: Date.now(),
    }),
  });
}

export function useVoiceTranscripts(readingId: string, enabled: boolean) {
  return useQuery({
    queryKey: voiceTranscriptsKey(readingId),
    enabled,
    queryFn: () => call(api.readings[':readingId'].voice.sessions.$get({ param: { readingId } })),
  });
}

/** Starts (or reactivates) the reading's session; the new balance goes into the session cache. */
export function useStartVoice(readingId: string) {
  const queryClient = useQueryClient();
  const setBalance = useSetBalance();
  return useMutation({
    mutationFn: (reactivate: boolean): Promise<StartVoiceResponse> =>
      call(api.readings[':readingId'].voice.sessions.$post({ param: { readingId }, json: { reactivate } })),
    onSuccess: (result) => {
      setBalance(result.balance);
      queryClient.setQueryData(voiceStateKey(readingId), { state: result.state, receivedAt: Date.now() });
    },
  });
}

export function useEndVoice(readingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.readings[':readingId'].voice.end.$post({ param: { readingId } })),
    onSuccess: (state) => {
      queryClient.setQueryData(voiceStateKey(readingId), { state, receivedAt: Date.now() });
      void queryClient.invalidateQueries({ queryKey: voiceTranscriptsKey(readingId) });
    },
  });
}

/** Asks the guide; text deltas reach `onDelta` as they stream, the final event is returned. */
export async function askGuide(
  readingId: string,
  question: string,
  onDelta: (text: string) => void,
): Promise<Extract<VoiceAnswerEvent, { type: 'done' }>> {
  const response = await callRaw(
    api.readings[':readingId'].voice.questions.$post({ param: { readingId }, json: { question } }),
  );
  if (!response.body) throw new Error('The answer did not arrive.');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const event = voiceAnswerEventSchema.parse(JSON.parse(buffer.slice(0, newline)));
      buffer = buffer.slice(newline + 1);
      if (event.type === 'done') return event;
      onDelta(event.text);
    }
  }
  throw new Error('The answer was cut off.');
}

import {
  type GenerateReadingRequest,
  type GenerateReadingResponse,
  type ReadingRequestBody,
  type ReadingRouteId,
  readingViewSchema,
  withIdempotencyKey,
} from '@orrery/core/api/readings';
import { resultPath } from '@orrery/core/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession, useSetBalance } from '@/features/auth/session';
import { api, call, isApiError } from '@/lib/api';
import { readingQueryKey } from '@/features/readings/results/reading-key';
import { sessionStore } from '@/lib/memory-storage';
import {
  describeGenerationError,
  type GenerationFailure,
  IdempotencyKeys,
  notEnoughCredits,
  sendsToPricing,
} from './generation';
import { useAppCost } from './use-app-cost';
import {
  forgetRememberedReading,
  type RememberedReading,
  rememberedReading,
  rememberReading,
} from './remembered-reading';

const PRICING_REDIRECT_MS = 2_500;
const NETWORK_RETRIES = 2;
const NETWORK_RETRY_DELAY_MS = 2_000;

/**
 * A dropped connection is retried twice after 2 s. The idempotency key makes that safe: if the
 * first request did reach the server, the retry answers with the same reading.
 */
async function postWithRetries(body: GenerateReadingRequest): Promise<GenerateReadingResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(api.readings.$post({ json: body }));
    } catch (error) {
      if (!isApiError(error, 'network_error') || attempt >= NETWORK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, NETWORK_RETRY_DELAY_MS));
    }
  }
}

/**
 * Submits a reading: the credit pre-check, one request per attempt with a stable idempotency
 * key, then the answer goes straight into the query cache (the reading for its result page, the
 * balance for the header) and the result page opens without fetching it again. Failures come
 * back as field messages and titles. A reading refused for lack of credits is remembered, so it
 * can be continued after buying them.
 */
export function useGenerateReading(routeId: ReadingRouteId) {
  const cost = useAppCost(routeId);
  const { data: me } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setBalance = useSetBalance();
  const keys = useRef(new IdempotencyKeys());
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<GenerationFailure | null>(null);
  const [remembered, setRemembered] = useState<RememberedReading | null>(() =>
    rememberedReading(sessionStore(), Date.now(), routeId),
  );

  function outOfCredits(request: ReadingRequestBody, balance: number) {
    const kept = { request, cost, balance, savedAt: Date.now() };
    rememberReading(sessionStore(), kept);
    setRemembered(kept);
    if (sendsToPricing(routeId)) setTimeout(() => navigate('/pricing'), PRICING_REDIRECT_MS);
  }

  async function generate(request: ReadingRequestBody): Promise<void> {
    if (pending) return;
    setFailure(null);
    if (me && me.balance < cost) {
      setFailure(notEnoughCredits(cost, me.balance));
      outOfCredits(request, me.balance);
      return;
    }
    setPending(true);
    try {
      const result = await postWithRetries(withIdempotencyKey(request, keys.current.keyFor(request)));
      keys.current.settle();
      forgetRememberedReading(sessionStore());
      setBalance(result.balance);
      // Parsed as the result page parses a fetched reading, so both paths hold the same shape.
      const reading = readingViewSchema.parse(result.reading);
      queryClient.setQueryData(readingQueryKey(reading.readingId), reading);
      void queryClient.invalidateQueries({ queryKey: ['library'] });
      navigate(resultPath(routeId, reading.readingId));
    } catch (error) {
      const described = describeGenerationError(error);
      // A network failure may have reached the server: keep the key so a retry cannot charge twice.
      if (!isApiError(error, 'network_error')) keys.current.settle();
      setFailure(described);
      setPending(false);
      if (described.insufficientCredits) {
        const balance = isApiError(error, 'insufficient_credits') ? error.details.balance : undefined;
        outOfCredits(request, typeof balance === 'number' ? balance : (me?.balance ?? 0));
      }
    }
  }

  function continueRemembered() {
    if (!remembered) return;
    setRemembered(null);
    void generate(remembered.request);
  }

  function discardRemembered() {
    forgetRememberedReading(sessionStore());
    setRemembered(null);
  }

  return {
    generate,
    pending,
    failure,
    cost,
    clearFailure: () => setFailure(null),
    remembered,
    continueRemembered,
    discardRemembered,
  };
}

import type {
  GenerateReadingRequest,
  GenerateReadingResponse,
  ReadingRouteId,
} from '@orrery/core/api/readings';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { announceCreditBalance } from '@/features/auth/credit-balance';
import { useSession } from '@/features/auth/session';
import { ApiRequestError, apiFetch } from '@/lib/api';
import { resultPath } from '@/features/library/result-path';
import {
  describeGenerationError,
  type GenerationFailure,
  IdempotencyKeys,
  sendsToPricing,
} from './generation';
import { useAppCost } from './GeneratorShell';

const PRICING_REDIRECT_MS = 2_500;
const NETWORK_RETRIES = 2;
const NETWORK_RETRY_DELAY_MS = 2_000;

/**
 * The spec retries twice after 2 s when the connection fails. The idempotency key makes that
 * safe: if the first request did reach the server, the retry returns the same reading.
 */
async function postWithRetries(body: GenerateReadingRequest): Promise<GenerateReadingResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiFetch<GenerateReadingResponse>('/api/readings', { json: body });
    } catch (error) {
      const network = error instanceof ApiRequestError && error.code === 'network_error';
      if (!network || attempt >= NETWORK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, NETWORK_RETRY_DELAY_MS));
    }
  }
}

/**
 * Submits a reading: the credit pre-check, one request per attempt with a stable idempotency
 * key, the new balance announced to the header, then the result page. Failures come back as
 * field messages and the spec's titles.
 */
export function useGenerateReading(routeId: ReadingRouteId) {
  const cost = useAppCost(routeId);
  const { data: me } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = useRef(new IdempotencyKeys());
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<GenerationFailure | null>(null);

  async function generate(request: Omit<GenerateReadingRequest, 'idempotencyKey'>): Promise<void> {
    if (pending) return;
    setFailure(null);
    if (me && me.balance < cost) {
      setFailure({
        title: 'Insufficient credits (purchase more)',
        message: `You need ${cost} credits but have ${me.balance}.`,
        fields: {},
        insufficientCredits: true,
      });
      if (sendsToPricing(routeId)) setTimeout(() => navigate('/pricing'), PRICING_REDIRECT_MS);
      return;
    }
    setPending(true);
    try {
      const body = { ...request, idempotencyKey: keys.current.keyFor(request) } as GenerateReadingRequest;
      const result = await postWithRetries(body);
      keys.current.settle();
      announceCreditBalance(result.balance);
      void queryClient.invalidateQueries({ queryKey: ['library'] });
      navigate(resultPath(routeId, result.reading.readingId));
    } catch (error) {
      const described = describeGenerationError(error);
      // A network failure may have reached the server: keep the key so a retry cannot charge twice.
      if (described.title !== 'Generation taking longer than usual') keys.current.settle();
      setFailure(described);
      setPending(false);
      if (described.insufficientCredits && sendsToPricing(routeId)) {
        setTimeout(() => navigate('/pricing'), PRICING_REDIRECT_MS);
      }
    }
  }

  return { generate, pending, failure, cost, clearFailure: () => setFailure(null) };
}

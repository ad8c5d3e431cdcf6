import type { VoiceState } from '@orrery/core/api/voice';
import { useQueryClient } from '@tanstack/react-query';
import { Mic, MicOff, Volume2, VolumeX } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/features/auth/blocked';
import { usePublicConfig, useSession } from '@/features/auth/session';
import { isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { formatCountdown, insufficientCreditsHint, localDeadline, secondsLeft } from './countdown';
import { VoiceAgent } from './VoiceAgent';
import { listenOnce, recognitionConstructor, speak, speechSynthesisAvailable, stopSpeaking } from './speech';
import {
  askGuide,
  useEndVoice,
  useStartVoice,
  useVoiceState,
  useVoiceTranscripts,
  voiceStateKey,
  voiceTranscriptsKey,
} from './voice-api';

export const VOICE_GUIDE_ID = 'voice-guide';

const START_FAILED = 'Failed to update voice session';
const REACTIVATE_FAILED = 'Failed to reactivate voice agent';
const INSUFFICIENT = 'Insufficient credits. You need 2 credits to reactivate the voice agent.';

/** Brings the guide into view, for the result pages' how-to cards. */
export function scrollToVoiceGuide(): void {
  const section = document.getElementById(VOICE_GUIDE_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

function statusMessage(state: VoiceState): string | null {
  switch (state.session?.status) {
    case 'active':
      return 'Voice session started. Ask anything about this reading.';
    case 'ended':
      return 'Voice session ended';
    case 'expired':
      return 'Voice session completed';
    default:
      return null;
  }
}

/** Seconds left in the active session by the server's count, ticking locally once a second. */
function useRemaining(state: VoiceState | undefined, receivedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const active = state?.session?.status === 'active';
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  if (!active || !state?.session) return 0;
  return secondsLeft(localDeadline(state.session.remainingSeconds, receivedAt), Math.max(now, receivedAt));
}

/** The start, activate or reactivate button with its credit hint, shared by the widget and how-to cards. */
export function VoiceStartButton({
  readingId,
  label = 'Speak to Voice Guide',
  size = 'md',
}: {
  readingId: string;
  label?: string;
  size?: 'sm' | 'md';
}) {
  const { data } = useVoiceState(readingId);
  const { data: me } = useSession();
  const start = useStartVoice(readingId);
  const state = data?.state;
  const active = state?.session?.status === 'active';
  const balance = me?.balance ?? 0;
  const reactivate = state?.voiceUsed === true && !active;
  const cost = state?.reactivationCost ?? 2;
  const disabled = !state || start.isPending || (reactivate && balance < cost);
  const hint = reactivate ? insufficientCreditsHint(balance, cost) : null;
  const error = start.error
    ? isApiError(start.error, 'insufficient_credits')
      ? INSUFFICIENT
      : failureMessage(start.error, reactivate ? REACTIVATE_FAILED : START_FAILED)
    : null;
  return (
    <div className="space-y-2">
      <Button
        size={size}
        variant={reactivate ? 'outline' : 'primary'}
        disabled={disabled}
        onClick={() => {
          scrollToVoiceGuide();
          if (!active) start.mutate(reactivate);
        }}
      >
        {start.isPending ? 'Starting...' : reactivate ? `Reactivate Voice Agent (${cost} credits)` : label}
      </Button>
      {hint && (
        <p className="text-sm text-amber-200">
          {hint}{' '}
          <Link to="/pricing" className="underline">
            Buy credits
          </Link>
        </p>
      )}
      <FormError message={error ?? undefined} />
    </div>
  );
}

interface Exchange {
  question: string;
  answer: string;
}

/** The timed conversation about one reading, with speech where the browser offers it. */
export function VoiceGuide({ readingId }: { readingId: string }) {
  const queryClient = useQueryClient();
  const { data, isError } = useVoiceState(readingId);
  const { data: config } = usePublicConfig();
  const end = useEndVoice(readingId);
  const state = data?.state;
  const remaining = useRemaining(state, data?.receivedAt ?? 0);
  const active = state?.session?.status === 'active';
  const [showPast, setShowPast] = useState(false);
  const transcripts = useVoiceTranscripts(readingId, active || showPast);
  const [question, setQuestion] = useState('');
  const [inFlight, setInFlight] = useState<Exchange | null>(null);
  // Suggestions belong to the session they were offered in.
  const [offered, setOffered] = useState<{ sessionId: string | null; list: string[] }>({
    sessionId: null,
    list: [],
  });
  const [askError, setAskError] = useState<string | null>(null);
  const [muted, setMuted] = useState(false);
  const [voiceURI, setVoiceURI] = useState<string | null>(null);
  const [rate, setRate] = useState(1);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [listening, setListening] = useState<{ stop: () => void } | null>(null);
  const questionId = useId();
  const rateId = useId();
  const voiceId = useId();
  const expiredRef = useRef<string | null>(null);
  const Recognition = recognitionConstructor();
  const canSpeak = speechSynthesisAvailable();

  useEffect(() => {
    if (!canSpeak) return;
    const load = () => setVoices(window.speechSynthesis.getVoices());
    load();
    window.speechSynthesis.addEventListener('voiceschanged', load);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', load);
  }, [canSpeak]);

  // At zero the server has the final word: ask it, which also records the session as completed.
  const sessionId = state?.session?.sessionId ?? null;
  useEffect(() => {
    if (active && remaining === 0 && sessionId && expiredRef.current !== sessionId) {
      expiredRef.current = sessionId;
      stopSpeaking();
      void queryClient.invalidateQueries({ queryKey: voiceStateKey(readingId) });
    }
  }, [active, remaining, sessionId, queryClient, readingId]);

  if (isError) {
    return (
      <Card id={VOICE_GUIDE_ID} tabIndex={-1}>
        <h2 className="text-2xl text-slate-50">Voice Guide</h2>
        <FormError className="mt-4" message="The voice guide could not be loaded. Please reload the page." />
      </Card>
    );
  }

  const suggestions = offered.sessionId === sessionId ? offered.list : [];
  const currentMessages = transcripts.data?.sessions.find((s) => s.sessionId === sessionId)?.messages ?? [];
  const pastSessions = transcripts.data?.sessions.filter((s) => s.status !== 'active') ?? [];

  async function ask(text: string) {
    const trimmed = text.trim();
    if (!trimmed || inFlight) return;
    setAskError(null);
    stopSpeaking();
    setInFlight({ question: trimmed, answer: '' });
    try {
      const done = await askGuide(readingId, trimmed, (delta) =>
        setInFlight((current) => (current ? { ...current, answer: current.answer + delta } : current)),
      );
      setQuestion('');
      setOffered({ sessionId, list: done.suggestions });
      if (!muted) speak(done.answer, { voiceURI, rate });
      await queryClient.invalidateQueries({ queryKey: voiceTranscriptsKey(readingId) });
    } catch (error) {
      if (isApiError(error, 'voice_session_ended')) {
        setAskError('This voice session has ended. Your question was not sent.');
        void queryClient.invalidateQueries({ queryKey: voiceStateKey(readingId) });
      } else if (isApiError(error, 'validation_failed')) {
        setAskError(error.fields[0]?.message ?? error.message);
      } else {
        setAskError(
          failureMessage(
            error,
            'The guide could not answer just now. Your question is still here; please try again.',
          ),
        );
      }
    } finally {
      setInFlight(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void ask(question);
  }

  function toggleListening() {
    if (listening) {
      listening.stop();
      return;
    }
    if (!Recognition) return;
    const session = listenOnce(Recognition, navigator.language || 'en-US');
    setListening(session);
    void session.heard.then((heard) => {
      setListening(null);
      if (heard) setQuestion(heard);
    });
  }

  const message = state ? statusMessage(state) : null;
  return (
    <Card
      id={VOICE_GUIDE_ID}
      tabIndex={-1}
      aria-labelledby={`${voiceId}-title`}
      className="scroll-mt-24 space-y-5 focus:outline-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={`${voiceId}-title`} className="text-2xl text-slate-50">
            Voice Guide
          </h2>
          <p className="mt-1 text-sm text-slate-300">
            {state
              ? `A ${Math.round(state.sessionSeconds / 60)}-minute conversation about this reading. The guide's answers are spoken${canSpeak ? '' : ' where your browser can'} and always shown as text.`
              : 'Loading the voice guide...'}
          </p>
        </div>
        {active && (
          <div className="text-right">
            <p className="text-xs uppercase tracking-wider text-slate-400" id={`${voiceId}-timer`}>
              Time remaining
            </p>
            <p role="timer" aria-labelledby={`${voiceId}-timer`} className="font-mono text-3xl text-gold-300">
              {formatCountdown(remaining)}
            </p>
          </div>
        )}
      </div>

      <p role="status" aria-live="polite" className="text-sm text-slate-200">
        {message}
      </p>

      <div className="flex flex-wrap items-center gap-3">
        {active ? (
          <ConfirmDialog
            trigger="End Session Early"
            triggerDisabled={remaining === 0}
            title="End the voice session now?"
            description={`${formatCountdown(remaining)} of your conversation is left. Once it ends, talking to the guide again about this reading costs ${state.reactivationCost} credits.`}
            confirmLabel="End Session"
            busyLabel="Ending..."
            busy={end.isPending}
            onConfirm={() => end.mutateAsync().catch(() => {})}
          />
        ) : (
          <VoiceStartButton readingId={readingId} />
        )}
      </div>
      <FormError message={end.error ? failureMessage(end.error, START_FAILED) : undefined} />

      {active && (
        <div className="space-y-4">
          {/* Unmounted when the session ends or runs out, which hangs the agent up. */}
          {config?.voiceAgent === 'elevenlabs' && remaining > 0 && <VoiceAgent readingId={readingId} />}
          <ol role="log" aria-label="Conversation" aria-live="polite" className="space-y-3">
            {currentMessages.map((m, i) => (
              <li
                key={`${m.createdAt}-${i}`}
                className={
                  m.role === 'user' ? 'text-slate-300' : 'rounded-xl bg-night-950/60 p-3 text-slate-100'
                }
              >
                <span className="sr-only">{m.role === 'user' ? 'You: ' : 'Guide: '}</span>
                {m.text}
              </li>
            ))}
            {inFlight && (
              <>
                <li className="text-slate-300">
                  <span className="sr-only">You: </span>
                  {inFlight.question}
                </li>
                <li className="rounded-xl bg-night-950/60 p-3 text-slate-100" aria-busy="true">
                  <span className="sr-only">Guide: </span>
                  {inFlight.answer || 'Thinking...'}
                </li>
              </>
            )}
          </ol>

          {suggestions.length > 0 && !inFlight && (
            <div className="flex flex-wrap gap-2" aria-label="Suggested questions" role="group">
              {suggestions.map((s) => (
                <Button
                  key={s}
                  size="sm"
                  variant="ghost"
                  className="ring-1 ring-white/15"
                  onClick={() => void ask(s)}
                >
                  {s}
                </Button>
              ))}
            </div>
          )}

          <form onSubmit={submit} className="space-y-2">
            <label htmlFor={questionId} className="text-sm text-slate-200">
              Your question
            </label>
            <Textarea
              id={questionId}
              className="min-h-20"
              rows={2}
              maxLength={500}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void ask(question);
                }
              }}
              placeholder="What does my Moon sign mean?"
            />
            <FormError message={askError ?? undefined} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={!question.trim() || inFlight !== null}>
                {inFlight ? 'Answering...' : 'Ask'}
              </Button>
              {Recognition && (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={toggleListening}
                  aria-pressed={listening !== null}
                >
                  {listening ? (
                    <MicOff className="h-4 w-4" aria-hidden />
                  ) : (
                    <Mic className="h-4 w-4" aria-hidden />
                  )}
                  {listening ? 'Stop listening' : 'Speak your question'}
                </Button>
              )}
            </div>
          </form>

          {canSpeak && (
            <fieldset className="flex flex-wrap items-end gap-4 border-t border-white/10 pt-4">
              <legend className="sr-only">Speech settings</legend>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-pressed={muted}
                onClick={() => {
                  setMuted(!muted);
                  stopSpeaking();
                }}
              >
                {muted ? (
                  <VolumeX className="h-4 w-4" aria-hidden />
                ) : (
                  <Volume2 className="h-4 w-4" aria-hidden />
                )}
                {muted ? 'Unmute guide' : 'Mute guide'}
              </Button>
              {voices.length > 0 && (
                <label className="flex flex-col text-xs text-slate-300">
                  Voice
                  <select
                    className="mt-1 rounded-lg bg-night-950/60 px-2 py-1 text-sm text-slate-100 ring-1 ring-white/15"
                    value={voiceURI ?? ''}
                    onChange={(e) => setVoiceURI(e.target.value || null)}
                  >
                    <option value="">Default voice</option>
                    {voices.map((v) => (
                      <option key={v.voiceURI} value={v.voiceURI}>
                        {v.name} ({v.lang})
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <label htmlFor={rateId} className="flex flex-col text-xs text-slate-300">
                Speaking rate ({rate.toFixed(1)}x)
                <input
                  id={rateId}
                  type="range"
                  min={0.5}
                  max={2}
                  step={0.1}
                  value={rate}
                  onChange={(e) => setRate(Number(e.target.value))}
                  className="mt-1 accent-gold-400"
                />
              </label>
            </fieldset>
          )}
        </div>
      )}

      <details className="border-t border-white/10 pt-4" onToggle={(e) => setShowPast(e.currentTarget.open)}>
        <summary className="cursor-pointer text-sm text-slate-200">Past conversations</summary>
        {transcripts.isPending && showPast && <p className="mt-2 text-sm text-slate-400">Loading...</p>}
        {transcripts.data && pastSessions.length === 0 && (
          <p className="mt-2 text-sm text-slate-400">No finished conversations yet.</p>
        )}
        <ul className="mt-3 space-y-4">
          {pastSessions.map((s) => (
            <li key={s.sessionId}>
              <h3 className="text-sm text-slate-400">
                {formatDateTime(s.startedAt)} · {s.status === 'expired' ? 'completed' : 'ended'}
              </h3>
              {s.messages.length === 0 ? (
                <p className="text-sm text-slate-500">No questions were asked.</p>
              ) : (
                <ol className="mt-1 space-y-1 text-sm">
                  {s.messages.map((m, i) => (
                    <li key={i} className={m.role === 'user' ? 'text-slate-300' : 'text-slate-100'}>
                      <span className="font-semibold">{m.role === 'user' ? 'You: ' : 'Guide: '}</span>
                      {m.text}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

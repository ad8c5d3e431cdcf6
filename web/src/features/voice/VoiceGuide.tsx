import { languageOfTag, type Language } from '@orrery/core/api/language';
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
import { type MessageKey, useT } from '@/i18n/i18n';
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

/** Brings the guide into view, for the result pages' how-to cards. */
export function scrollToVoiceGuide(): void {
  const section = document.getElementById(VOICE_GUIDE_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

function statusMessage(state: VoiceState): MessageKey | null {
  switch (state.session?.status) {
    case 'active':
      return 'voice.statusActive';
    case 'ended':
      return 'voice.statusEnded';
    case 'expired':
      return 'voice.statusExpired';
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
  label,
  size = 'md',
}: {
  readingId: string;
  label?: string;
  size?: 'sm' | 'md';
}) {
  const t = useT();
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
      ? t('voice.insufficient', { cost })
      : failureMessage(start.error, t(reactivate ? 'voice.reactivateFailed' : 'voice.startFailed'))
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
        {start.isPending
          ? t('voice.starting')
          : reactivate
            ? t('voice.reactivate', { cost })
            : (label ?? t('voice.speak'))}
      </Button>
      {hint && (
        <p className="text-sm text-amber-200">
          {hint}{' '}
          <Link to="/pricing" className="underline">
            {t('voice.buyCredits')}
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

/**
 * The timed conversation about one reading, with speech where the browser offers it. The guide
 * answers in the language the reading was written in (`lang`), and speaks and listens in it too.
 */
export function VoiceGuide({ readingId, lang = 'en' }: { readingId: string; lang?: Language }) {
  const t = useT();
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
        <h2 className="text-2xl text-slate-50">{t('voice.heading')}</h2>
        <FormError className="mt-4" message={t('voice.loadFailed')} />
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
      if (!muted) speak(done.answer, { voiceURI, rate, lang });
      await queryClient.invalidateQueries({ queryKey: voiceTranscriptsKey(readingId) });
    } catch (error) {
      if (isApiError(error, 'voice_session_ended')) {
        setAskError(t('voice.sessionEnded'));
        void queryClient.invalidateQueries({ queryKey: voiceStateKey(readingId) });
      } else if (isApiError(error, 'validation_failed')) {
        setAskError(error.fields[0]?.message ?? error.message);
      } else {
        setAskError(failureMessage(error, t('voice.askFailed')));
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
    const browser = navigator.language || '';
    const session = listenOnce(Recognition, languageOfTag(browser) === lang ? browser : lang);
    setListening(session);
    void session.heard.then((heard) => {
      setListening(null);
      if (heard) setQuestion(heard);
    });
  }

  const status = state ? statusMessage(state) : null;
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
            {t('voice.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-300">
            {state
              ? t(canSpeak ? 'voice.intro' : 'voice.introNoSpeech', {
                  minutes: Math.round(state.sessionSeconds / 60),
                })
              : t('voice.loading')}
          </p>
        </div>
        {active && (
          <div className="text-right">
            <p className="text-xs uppercase tracking-wider text-slate-400" id={`${voiceId}-timer`}>
              {t('voice.timeRemaining')}
            </p>
            <p role="timer" aria-labelledby={`${voiceId}-timer`} className="font-mono text-3xl text-gold-300">
              {formatCountdown(remaining)}
            </p>
          </div>
        )}
      </div>

      <p role="status" aria-live="polite" className="text-sm text-slate-200">
        {status && t(status)}
      </p>

      <div className="flex flex-wrap items-center gap-3">
        {active ? (
          <ConfirmDialog
            trigger={t('voice.endEarly')}
            triggerDisabled={remaining === 0}
            title={t('voice.endTitle')}
            description={t('voice.endDescription', {
              remaining: formatCountdown(remaining),
              cost: state.reactivationCost,
            })}
            confirmLabel={t('voice.endConfirm')}
            busyLabel={t('voice.ending')}
            busy={end.isPending}
            onConfirm={() => end.mutateAsync().catch(() => {})}
          />
        ) : (
          <VoiceStartButton readingId={readingId} />
        )}
      </div>
      <FormError message={end.error ? failureMessage(end.error, t('voice.startFailed')) : undefined} />

      {active && (
        <div className="space-y-4">
          {/* Unmounted when the session ends or runs out, which hangs the agent up. */}
          {config?.voiceAgent === 'elevenlabs' && remaining > 0 && <VoiceAgent readingId={readingId} />}
          <ol role="log" aria-label={t('voice.conversation')} aria-live="polite" className="space-y-3">
            {currentMessages.map((m, i) => (
              <li
                key={`${m.createdAt}-${i}`}
                className={
                  m.role === 'user' ? 'text-slate-300' : 'rounded-xl bg-night-950/60 p-3 text-slate-100'
                }
              >
                <span className="sr-only">{t(m.role === 'user' ? 'voice.you' : 'voice.guide')}</span>
                <span lang={lang}>{m.text}</span>
              </li>
            ))}
            {inFlight && (
              <>
                <li className="text-slate-300">
                  <span className="sr-only">{t('voice.you')}</span>
                  {inFlight.question}
                </li>
                <li className="rounded-xl bg-night-950/60 p-3 text-slate-100" aria-busy="true">
                  <span className="sr-only">{t('voice.guide')}</span>
                  {inFlight.answer ? <span lang={lang}>{inFlight.answer}</span> : t('voice.thinking')}
                </li>
              </>
            )}
          </ol>

          {suggestions.length > 0 && !inFlight && (
            <div className="flex flex-wrap gap-2" aria-label={t('voice.suggested')} role="group" lang={lang}>
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
              {t('voice.question')}
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
              placeholder={t('voice.questionPlaceholder')}
            />
            <FormError message={askError ?? undefined} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={!question.trim() || inFlight !== null}>
                {inFlight ? t('voice.answering') : t('voice.ask')}
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
                  {listening ? t('voice.stopListening') : t('voice.speakQuestion')}
                </Button>
              )}
            </div>
          </form>

          {canSpeak && (
            <fieldset className="flex flex-wrap items-end gap-4 border-t border-white/10 pt-4">
              <legend className="sr-only">{t('voice.speechSettings')}</legend>
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
                {muted ? t('voice.unmute') : t('voice.mute')}
              </Button>
              {voices.length > 0 && (
                <label className="flex flex-col text-xs text-slate-300">
                  {t('voice.voice')}
                  <select
                    className="mt-1 rounded-lg bg-night-950/60 px-2 py-1 text-sm text-slate-100 ring-1 ring-white/15"
                    value={voiceURI ?? ''}
                    onChange={(e) => setVoiceURI(e.target.value || null)}
                  >
                    <option value="">{t('voice.defaultVoice')}</option>
                    {voices.map((v) => (
                      <option key={v.voiceURI} value={v.voiceURI}>
                        {v.name} ({v.lang})
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <label htmlFor={rateId} className="flex flex-col text-xs text-slate-300">
                {t('voice.rate', { rate: rate.toFixed(1) })}
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
        <summary className="cursor-pointer text-sm text-slate-200">{t('voice.past')}</summary>
        {transcripts.isPending && showPast && (
          <p className="mt-2 text-sm text-slate-400">{t('voice.loadingPast')}</p>
        )}
        {transcripts.data && pastSessions.length === 0 && (
          <p className="mt-2 text-sm text-slate-400">{t('voice.noPast')}</p>
        )}
        <ul className="mt-3 space-y-4">
          {pastSessions.map((s) => (
            <li key={s.sessionId}>
              <h3 className="text-sm text-slate-400">
                {t(s.status === 'expired' ? 'voice.pastCompleted' : 'voice.pastEnded', {
                  date: formatDateTime(s.startedAt),
                })}
              </h3>
              {s.messages.length === 0 ? (
                <p className="text-sm text-slate-500">{t('voice.noQuestions')}</p>
              ) : (
                <ol className="mt-1 space-y-1 text-sm">
                  {s.messages.map((m, i) => (
                    <li key={i} className={m.role === 'user' ? 'text-slate-300' : 'text-slate-100'}>
                      <span className="font-semibold">
                        {t(m.role === 'user' ? 'voice.you' : 'voice.guide')}
                      </span>
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

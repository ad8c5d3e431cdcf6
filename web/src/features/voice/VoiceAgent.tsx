import type { VoiceAgentSession } from '@orrery/core/api/voice';
import { useQueryClient } from '@tanstack/react-query';
import { Headphones } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useT } from '@/i18n/i18n';
import { api, call, isApiError } from '@/lib/api';
import type { AgentConversation, AgentLine } from './agent-client';
import { stopSpeaking } from './speech';
import { voiceStateKey } from './voice-api';

type Phase = 'idle' | 'starting' | 'connected' | 'ending';

/**
 * ElevenLabs' conversational agent inside our voice session. The page asks our server for a signed
 * URL (the key stays there), opens the agent with the reading's dynamic variables, and ends it as
 * soon as our session is over: when the session ends or runs out, this component unmounts.
 */
export function VoiceAgent({ readingId }: { readingId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('idle');
  const [speaking, setSpeaking] = useState(false);
  const [lines, setLines] = useState<AgentLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const conversation = useRef<AgentConversation | null>(null);
  // Set on unmount, so a conversation that connects after the session ended is closed at once.
  const gone = useRef(false);
  const titleId = useId();

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      void conversation.current?.end();
      conversation.current = null;
    };
  }, []);

  async function start() {
    setError(null);
    setPhase('starting');
    stopSpeaking();
    let session: VoiceAgentSession;
    try {
      session = await call(api.readings[':readingId'].voice.agent.$post({ param: { readingId } }));
    } catch (failure) {
      setPhase('idle');
      if (isApiError(failure, 'voice_session_ended')) {
        void queryClient.invalidateQueries({ queryKey: voiceStateKey(readingId) });
      }
      setError(t('voice.agentUnavailable'));
      return;
    }
    try {
      const { startAgentConversation } = await import('./agent-client');
      const started = await startAgentConversation(session, {
        onLine: (line) => setLines((current) => [...current, line]),
        onStatus: (status) => {
          if (status === 'connected') setPhase('connected');
          if (status === 'disconnected') {
            conversation.current = null;
            setPhase('idle');
            setSpeaking(false);
          }
        },
        onSpeaking: setSpeaking,
        onError: () => setError(t('voice.agentUnavailable')),
      });
      if (gone.current) {
        void started.end();
        return;
      }
      conversation.current = started;
    } catch {
      setPhase('idle');
      setError(t('voice.agentNoMicrophone'));
    }
  }

  async function end() {
    setPhase('ending');
    await conversation.current?.end();
    conversation.current = null;
    setPhase('idle');
  }

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl bg-night-950/40 p-4 ring-1 ring-white/10"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-lg text-slate-50">
        <Headphones className="h-5 w-5" aria-hidden />
        {t('voice.agentHeading')}
      </h3>
      <p className="text-sm text-slate-300">{t('voice.agentIntro')}</p>
      <div className="flex flex-wrap items-center gap-3">
        {phase === 'connected' || phase === 'ending' ? (
          <Button variant="secondary" onClick={() => void end()} disabled={phase === 'ending'}>
            {phase === 'ending' ? t('voice.ending') : t('voice.agentEnd')}
          </Button>
        ) : (
          <Button onClick={() => void start()} disabled={phase === 'starting'}>
            {phase === 'starting' ? t('voice.agentConnecting') : t('voice.agentStart')}
          </Button>
        )}
        {/* Not role="status": the guide's card has one status line, the session's. */}
        <p aria-live="polite" className="text-sm text-slate-200">
          {phase === 'connected' ? t(speaking ? 'voice.agentSpeaking' : 'voice.agentListening') : null}
        </p>
      </div>
      <FormError message={error ?? undefined} />
      {lines.length > 0 && (
        <ol aria-label={t('voice.agentConversation')} className="space-y-2 text-sm">
          {lines.map((line, i) => (
            <li key={i} className={line.role === 'user' ? 'text-slate-300' : 'text-slate-100'}>
              <span className="font-semibold">{t(line.role === 'user' ? 'voice.you' : 'voice.guide')}</span>
              {line.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

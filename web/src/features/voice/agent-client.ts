// The only module that imports ElevenLabs' client. It is loaded on demand, when a reader starts
// the hosted agent, so result pages carry none of its weight (it brings a WebRTC stack with it).
import type { VoiceAgentSession } from '@orrery/core/api/voice';

export interface AgentLine {
  role: 'user' | 'agent';
  text: string;
}

export interface AgentCallbacks {
  onLine: (line: AgentLine) => void;
  onStatus: (status: 'connecting' | 'connected' | 'disconnecting' | 'disconnected') => void;
  onSpeaking: (speaking: boolean) => void;
  onError: (message: string) => void;
}

export interface AgentConversation {
  end: () => Promise<void>;
}

export async function startAgentConversation(
  session: VoiceAgentSession,
  callbacks: AgentCallbacks,
): Promise<AgentConversation> {
  const { Conversation } = await import('@elevenlabs/client');
  const conversation = await Conversation.startSession({
    signedUrl: session.signedUrl,
    connectionType: 'websocket',
    dynamicVariables: session.dynamicVariables,
    // Asked for only when it is not the agent's own (English): ElevenLabs refuses a session whose
    // override the operator has not allowed, and an English agent needs none (README, voice agent).
    ...(session.language === 'en' ? {} : { overrides: { agent: { language: session.language } } }),
    onMessage: ({ message, role }) => callbacks.onLine({ role, text: message }),
    onStatusChange: ({ status }) => callbacks.onStatus(status),
    onModeChange: ({ mode }) => callbacks.onSpeaking(mode === 'speaking'),
    onError: (message) => callbacks.onError(message),
  });
  return { end: () => conversation.endSession() };
}

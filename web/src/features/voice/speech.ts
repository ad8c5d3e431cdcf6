// The browser's own speech: synthesis to speak the guide's answers, recognition (where the
// browser has it) to hear questions. Both are optional: the text is always shown and typing
// always works.

export function speechSynthesisAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

export function speak(text: string, options: { voiceURI: string | null; rate: number }): void {
  if (!speechSynthesisAvailable()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  const voice = window.speechSynthesis.getVoices().find((v) => v.voiceURI === options.voiceURI);
  if (voice) utterance.voice = voice;
  utterance.rate = options.rate;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  if (speechSynthesisAvailable()) window.speechSynthesis.cancel();
}

/** The part of the (still prefixed in Chromium) SpeechRecognition API we use. */
interface Recognition {
  lang: string;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function isConstructor(value: unknown): value is RecognitionConstructor {
  return typeof value === 'function';
}

export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const candidate: unknown =
    Reflect.get(window, 'SpeechRecognition') ?? Reflect.get(window, 'webkitSpeechRecognition');
  return isConstructor(candidate) ? candidate : null;
}

/** Listens for one question; resolves with what was heard, or '' when nothing was. */
export function listenOnce(
  Ctor: RecognitionConstructor,
  lang: string,
): { stop: () => void; heard: Promise<string> } {
  const recognition = new Ctor();
  recognition.lang = lang;
  recognition.interimResults = false;
  const heard = new Promise<string>((resolve) => {
    let text = '';
    recognition.onresult = (event) => {
      text = Array.from(event.results)
        .map((r) => r[0]?.transcript ?? '')
        .join(' ');
    };
    recognition.onerror = () => resolve('');
    recognition.onend = () => resolve(text.trim());
  });
  recognition.start();
  return { stop: () => recognition.stop(), heard };
}

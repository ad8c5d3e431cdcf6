// The browser's own speech: synthesis to speak the guide's answers, recognition (where the
// browser has it) to hear questions. Both are optional: the text is always shown and typing
// always works.

export function speechSynthesisAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

type VoiceChoice = Pick<SpeechSynthesisVoice, 'voiceURI' | 'lang' | 'default'>;

/**
 * The voice to speak a text in `lang` ("de"): the one the reader chose, else one whose language
 * is `lang` (the browser's default among them first, then its own region, "de-DE"), else none,
 * which leaves the browser's default voice.
 */
export function chooseVoice<V extends VoiceChoice>(
  voices: readonly V[],
  lang: string,
  voiceURI: string | null,
) {
  const chosen = voices.find((v) => v.voiceURI === voiceURI);
  if (chosen) return chosen;
  const speaks = voices.filter((v) => v.lang.toLowerCase().replace('_', '-').split('-')[0] === lang);
  const home = `${lang}-${lang}`;
  return (
    speaks.find((v) => v.default) ?? speaks.find((v) => v.lang.toLowerCase() === home) ?? speaks[0] ?? null
  );
}

export function speak(text: string, options: { voiceURI: string | null; rate: number; lang: string }): void {
  if (!speechSynthesisAvailable()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  // Without a voice of that language the browser still reads the text with its own rules for it.
  utterance.lang = options.lang;
  const voice = chooseVoice(window.speechSynthesis.getVoices(), options.lang, options.voiceURI);
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  }
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

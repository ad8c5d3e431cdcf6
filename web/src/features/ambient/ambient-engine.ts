/**
 * Orrery's own ambient music, synthesised with Web Audio: a slow four-chord pad through a
 * filtered, reverberant bus, with soft bell tones on a pentatonic scale. Nothing is downloaded,
 * so there is no third-party recording whose licence we would have to trust.
 */

const CHORDS = [
  [38, 45, 53, 57, 64], // Dm9 colours
  [34, 41, 50, 57, 62], // Bbmaj7
  [36, 43, 52, 55, 62], // C add9
  [33, 45, 52, 57, 60], // Am7
];
const BELL_NOTES = [62, 65, 67, 69, 72, 74, 77, 79];
const CHORD_SECONDS = 12;

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function impulseResponse(ctx: AudioContext, seconds: number): AudioBuffer {
  const length = Math.floor(ctx.sampleRate * seconds);
  const buffer = ctx.createBuffer(2, length, ctx.sampleRate);
  for (let channel = 0; channel < 2; channel++) {
    const data = buffer.getChannelData(channel);
    for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 3;
  }
  return buffer;
}

export class AmbientEngine {
  private ctx: AudioContext | null = null;
  private master: GainNode | null = null;
  private bus: GainNode | null = null;
  private timer: number | undefined;
  private chordIndex = 0;
  private level = 0.3;

  /** Starts (or resumes) the music; must be called from a user gesture the first time. */
  async play(): Promise<void> {
    if (!this.ctx) this.build();
    await this.ctx!.resume();
    if (this.timer === undefined) this.schedule();
  }

  async pause(): Promise<void> {
    window.clearTimeout(this.timer);
    this.timer = undefined;
    await this.ctx?.suspend();
  }

  /** Output level 0-1; a short ramp avoids clicks. */
  setLevel(level: number): void {
    this.level = level;
    if (this.ctx && this.master) this.master.gain.setTargetAtTime(level * 0.5, this.ctx.currentTime, 0.1);
  }

  dispose(): void {
    window.clearTimeout(this.timer);
    this.timer = undefined;
    void this.ctx?.close();
    this.ctx = null;
  }

  private build(): void {
    const ctx = new AudioContext();
    const master = ctx.createGain();
    master.gain.value = this.level * 0.5;
    master.connect(ctx.destination);
    const reverb = ctx.createConvolver();
    reverb.buffer = impulseResponse(ctx, 4);
    const wet = ctx.createGain();
    wet.gain.value = 0.6;
    reverb.connect(wet).connect(master);
    const bus = ctx.createGain();
    bus.connect(master);
    bus.connect(reverb);
    this.ctx = ctx;
    this.master = master;
    this.bus = bus;
  }

  private schedule(): void {
    const ctx = this.ctx!;
    const start = ctx.currentTime + 0.05;
    this.playChord(CHORDS[this.chordIndex % CHORDS.length]!, start);
    for (let t = 1 + Math.random() * 2; t < CHORD_SECONDS; t += 2 + Math.random() * 3) {
      this.playBell(BELL_NOTES[Math.floor(Math.random() * BELL_NOTES.length)]!, start + t);
    }
    this.chordIndex += 1;
    this.timer = window.setTimeout(() => this.schedule(), (CHORD_SECONDS - 1) * 1000);
  }

  private playChord(notes: number[], at: number): void {
    const ctx = this.ctx!;
    const end = at + CHORD_SECONDS + 3;
    const filter = ctx.createBiquadFilter();
    filter.type = 'lowpass';
    filter.Q.value = 0.7;
    filter.frequency.setValueAtTime(500, at);
    filter.frequency.linearRampToValueAtTime(1400, at + CHORD_SECONDS / 2);
    filter.frequency.linearRampToValueAtTime(600, end);
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.08, at + 3);
    gain.gain.setValueAtTime(0.08, end - 4);
    gain.gain.linearRampToValueAtTime(0, end);
    filter.connect(gain).connect(this.bus!);
    for (const note of notes) {
      for (const detune of [-6, 6]) {
        const osc = ctx.createOscillator();
        osc.type = note < 48 ? 'sine' : 'triangle';
        osc.frequency.value = frequency(note);
        osc.detune.value = detune;
        osc.connect(filter);
        osc.start(at);
        osc.stop(end);
      }
    }
  }

  private playBell(note: number, at: number): void {
    const ctx = this.ctx!;
    const osc = ctx.createOscillator();
    osc.type = 'sine';
    osc.frequency.value = frequency(note);
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.05, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 4);
    osc.connect(gain).connect(this.bus!);
    osc.start(at);
    osc.stop(at + 4.1);
  }
}

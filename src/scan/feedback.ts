/**
 * What a read feels like on the floor, where the screen is not looked at: a short beep and a buzz
 * for a read, a low double beep and a longer buzz for a refusal. Silent where the device has neither.
 */
let audio: AudioContext | undefined;

const tone = (frequency: number, at: number, seconds: number) => {
  const AudioCtx = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioCtx) return;
  audio ??= new AudioCtx();
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = frequency;
  gain.gain.value = 0.15;
  osc.connect(gain).connect(audio.destination);
  osc.start(audio.currentTime + at);
  osc.stop(audio.currentTime + at + seconds);
};

export const readFeedback = (ok: boolean) => {
  try {
    if (ok) tone(1760, 0, 0.08);
    else { tone(330, 0, 0.12); tone(330, 0.18, 0.12); }
    globalThis.navigator?.vibrate?.(ok ? 60 : [120, 80, 120]);
  } catch {
    // A blocked AudioContext or vibration is no reason to lose the read.
  }
};

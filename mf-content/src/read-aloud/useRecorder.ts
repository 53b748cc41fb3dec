import { useCallback, useEffect, useRef, useState } from 'react';

/** The formats the shop takes, in the order a browser is asked for them: Chrome's and Firefox's, then Safari's. */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];
/** The level meter and the clock move ten times a second: enough to see, without drawing every frame. */
const TICK_MS = 100;

export type Recording =
  | { status: 'idle' }
  /** Waiting for the visitor to let the page use the microphone. */
  | { status: 'asking' }
  /** `level`: the microphone's loudness from 0 to 1, for the meter. */
  | { status: 'recording'; seconds: number; level: number }
  | { status: 'recorded'; blob: Blob; url: string; seconds: number }
  | { status: 'failed'; reason: 'denied' | 'unsupported' };

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  context: AudioContext;
  timer: ReturnType<typeof setInterval>;
}

/** The microphone's loudness now: the root mean square of its last samples, scaled so speech fills most of the meter. */
function loudness(analyser: AnalyserNode, samples: Float32Array<ArrayBuffer>): number {
  analyser.getFloatTimeDomainData(samples);
  const rms = Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length);
  return Math.min(1, rms * 4);
}

/**
 * A recording made in the browser (MediaRecorder), up to `maxSeconds`, with a level meter: start,
 * stop (or the limit stops it), listen back through its `url`, start again.
 */
export function useRecorder(maxSeconds: number) {
  const [recording, setRecording] = useState<Recording>({ status: 'idle' });
  const session = useRef<Session | null>(null);
  const heard = useRef<string | null>(null);

  const release = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    clearInterval(current.timer);
    current.stream.getTracks().forEach((track) => track.stop());
    void current.context.close();
  }, []);

  const forgetHeard = useCallback(() => {
    if (heard.current) URL.revokeObjectURL(heard.current);
    heard.current = null;
  }, []);

  const stop = useCallback(() => {
    if (session.current?.recorder.state === 'recording') session.current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    forgetHeard();
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setRecording({ status: 'failed', reason: 'unsupported' });
      return;
    }
    setRecording({ status: 'asking' });
    // Made within the tap, before any wait: a browser starts an audio context a tap made, and keeps others silent.
    const context = new AudioContext();
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch {
      void context.close();
      setRecording({ status: 'failed', reason: 'denied' });
      return;
    }
    if (context.state === 'suspended') await context.resume().catch(() => undefined);
    const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const chunks: Blob[] = [];
    const started = Date.now();
    const secondsSoFar = () => (Date.now() - started) / 1000;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const seconds = secondsSoFar();
      release();
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
      heard.current = URL.createObjectURL(blob);
      setRecording({ status: 'recorded', blob, url: heard.current, seconds });
    };
    // The meter falls back slowly, as a sound level meter's does: a syllable stays in sight, and the bar does not flicker.
    let level = 0;
    const timer = setInterval(() => {
      const seconds = secondsSoFar();
      level = Math.max(loudness(analyser, samples), level * 0.8);
      if (seconds >= maxSeconds) stop();
      else setRecording({ status: 'recording', seconds, level });
    }, TICK_MS);
    session.current = { recorder, stream, context, timer };
    recorder.start(250);
    setRecording({ status: 'recording', seconds: 0, level: 0 });
  }, [forgetHeard, maxSeconds, release, stop]);

  const reset = useCallback(() => {
    release();
    forgetHeard();
    setRecording({ status: 'idle' });
  }, [forgetHeard, release]);

  // Leaving the page lets go of the microphone.
  useEffect(
    () => () => {
      release();
      forgetHeard();
    },
    [forgetHeard, release],
  );

  return { recording, start, stop, reset };
}

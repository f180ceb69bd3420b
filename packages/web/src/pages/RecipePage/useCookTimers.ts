import { useCallback, useEffect, useRef, useState } from "react";

export type CookTimerState = "running" | "paused" | "finished";

export interface CookTimer {
  id: number;
  label: string;
  totalSeconds: number;
  state: CookTimerState;
  /** Seconds left: computed from the end time while running, kept as it was while paused. */
  remainingSeconds: number;
}

interface StoredTimer {
  id: number;
  label: string;
  totalSeconds: number;
  state: CookTimerState;
  /** While running: when it ends (ms since epoch). */
  endsAt: number | null;
  /** While paused or finished: what was left. */
  remainingMs: number;
}

const TICK_MS = 250;

/** Plays a short beep and vibrates a phone: a finished timer must be noticed from across the kitchen. */
function alertFinished() {
  navigator.vibrate?.([300, 150, 300]);
  try {
    const audio = new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.6);
    oscillator.onended = () => void audio.close();
  } catch {
    // No sound output: the on-screen alert still shows.
  }
}

/** Cook mode's timers: start, pause, resume and stop, counted against the clock so that none drifts. */
export function useCookTimers() {
  const [timers, setTimers] = useState<StoredTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const nextId = useRef(1);
  const anyRunning = timers.some((timer) => timer.state === "running");

  useEffect(() => {
    if (!anyRunning) return;
    const interval = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(interval);
  }, [anyRunning]);

  useEffect(() => {
    const finished = timers.filter(
      (timer) => timer.state === "running" && timer.endsAt !== null && timer.endsAt <= now,
    );
    if (finished.length === 0) return;
    alertFinished();
    setTimers((current) =>
      current.map((timer) =>
        finished.some((done) => done.id === timer.id)
          ? { ...timer, state: "finished", endsAt: null, remainingMs: 0 }
          : timer,
      ),
    );
  }, [now, timers]);

  const start = useCallback((label: string, totalSeconds: number) => {
    const id = nextId.current++;
    const startedAt = Date.now();
    setNow(startedAt);
    setTimers((current) => [
      ...current,
      {
        id,
        label,
        totalSeconds,
        state: "running",
        endsAt: startedAt + totalSeconds * 1000,
        remainingMs: totalSeconds * 1000,
      },
    ]);
  }, []);

  const pause = useCallback((id: number) => {
    setTimers((current) =>
      current.map((timer) =>
        timer.id === id && timer.state === "running" && timer.endsAt !== null
          ? { ...timer, state: "paused", remainingMs: Math.max(0, timer.endsAt - Date.now()), endsAt: null }
          : timer,
      ),
    );
  }, []);

  const resume = useCallback((id: number) => {
    const resumedAt = Date.now();
    setNow(resumedAt);
    setTimers((current) =>
      current.map((timer) =>
        timer.id === id && timer.state === "paused"
          ? { ...timer, state: "running", endsAt: resumedAt + timer.remainingMs }
          : timer,
      ),
    );
  }, []);

  const stop = useCallback((id: number) => {
    setTimers((current) => current.filter((timer) => timer.id !== id));
  }, []);

  const visible: CookTimer[] = timers.map((timer) => ({
    id: timer.id,
    label: timer.label,
    totalSeconds: timer.totalSeconds,
    state: timer.state,
    remainingSeconds:
      (timer.state === "running" && timer.endsAt !== null ? timer.endsAt - now : timer.remainingMs) / 1000,
  }));

  return { timers: visible, start, pause, resume, stop };
}

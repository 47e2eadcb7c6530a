import { showDigits } from './digits';

/** A wait as m:ss (0:07, 1:30), in the digits the app uses for amounts. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return showDigits(`${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`);
}

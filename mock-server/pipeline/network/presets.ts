import type { DailyWindow, DateRange } from './baghdad';

/**
 * The named network conditions a QA engineer switches on per world (decision 0270). Each one
 * models something players in Iraq live with; the numbers are the defaults, each can be changed
 * when the preset is switched on.
 */
export const PRESET_NAMES = [
  'exam-shutdown-federal',
  'exam-shutdown-kurdistan',
  'evening-4g',
  'flaky',
] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

/** The federal shutdowns of 2025 (secondary-school exams): 06:00-08:00, on these days. */
export const FEDERAL_EXAM_DAYS: DateRange[] = [
  { from: '2025-05-20', to: '2025-06-04' },
  { from: '2025-08-26', to: '2025-09-10' },
];

/** The Kurdistan Region cuts 07:30-10:30; the issue gives no dates, so every day unless told. */
export const KURDISTAN_EXAM_DAYS: DateRange[] | undefined = undefined;

export const SHUTDOWN_WINDOWS: Record<
  'exam-shutdown-federal' | 'exam-shutdown-kurdistan',
  DailyWindow
> = {
  'exam-shutdown-federal': { from: '06:00', to: '08:00', dates: FEDERAL_EXAM_DAYS },
  'exam-shutdown-kurdistan': { from: '07:30', to: '10:30', dates: KURDISTAN_EXAM_DAYS },
};

/** A preset as switched on: its name and the parameters that differ from the defaults. */
export interface ActivePreset {
  name: PresetName;
  /** Shutdowns: the window on every day of the fake's clock, not only the listed days. */
  everyDay?: boolean;
  /** Shutdowns: other days than the listed ones. */
  dates?: DateRange[];
  /** evening-4g: answer bodies sent at this many bytes per second. */
  bytesPerSecond?: number;
  /** evening-4g: each request waits a seeded time between these. */
  minLatencyMs?: number;
  maxLatencyMs?: number;
  /** flaky: the chance that a request fails (drop, 502 or 503, picked by the same PRNG). */
  probability?: number;
}

export const EVENING_4G = { bytesPerSecond: 64_000, minLatencyMs: 150, maxLatencyMs: 900 };
export const FLAKY = { probability: 0.1 };

export interface PresetInfo {
  name: PresetName;
  label: string;
  does: string;
  window?: DailyWindow;
  defaults?: Record<string, number>;
}

/** What `GET /__control/network/presets` answers: the catalogue with labels and defaults. */
export const PRESET_CATALOGUE: PresetInfo[] = [
  {
    name: 'exam-shutdown-federal',
    label: 'exam shutdown (federal)',
    does: 'drops every lottery and CMS call 06:00-08:00 Baghdad time on the 2025 exam days',
    window: SHUTDOWN_WINDOWS['exam-shutdown-federal'],
  },
  {
    name: 'exam-shutdown-kurdistan',
    label: 'exam shutdown (Kurdistan)',
    does: 'drops every lottery and CMS call 07:30-10:30 Baghdad time, every day unless dates are given',
    window: SHUTDOWN_WINDOWS['exam-shutdown-kurdistan'],
  },
  {
    name: 'evening-4g',
    label: 'evening 4G',
    does: 'a seeded latency per call and answer bodies at a fixed number of bytes per second',
    defaults: EVENING_4G,
  },
  {
    name: 'flaky',
    label: 'flaky',
    does: 'a seeded share of calls fails: dropped, 502 or 503',
    defaults: FLAKY,
  },
];

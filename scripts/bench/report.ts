/** How the bench prints: a progress line per step, a section's figures once it is done, the durations at the end. */

/** A figure as printed: what was measured, its value, its goal (or '' for none). */
export type Row = [label: string, value: string, goal: string];

/** Prints one line of what a section is doing now. */
export type Progress = (step: string) => void;

export function progressOf(section: string): Progress {
  return (step) => console.log(`▸ ${section}: ${step}…`);
}

export function printRows(rows: readonly Row[]): void {
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  const valueWidth = Math.max(10, ...rows.map(([, value]) => value.length));
  for (const [label, value, goal] of rows) console.log(`  ${label.padEnd(width)}  ${value.padStart(valueWidth)}  ${goal ? `goal ${goal}` : ''}`.trimEnd());
}

export function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** How long a part of the bench took: wall-clock, and the CPU time it and all it started used (where known). */
export interface Timing {
  name: string;
  ms: number;
  cpuSeconds: number | undefined;
  failed: boolean;
}

export function timingText({ ms, cpuSeconds }: Timing): string {
  return `${duration(ms)}${cpuSeconds === undefined ? '' : `, CPU ${duration(cpuSeconds * 1000)}`}`;
}

export function printTimings(timings: readonly Timing[]): void {
  const width = Math.max(...timings.map(({ name }) => name.length));
  for (const timing of timings) console.log(`  ${timing.name.padEnd(width)}  ${timingText(timing)}${timing.failed ? '  FAILED' : ''}`);
}

/** The median of sorted `ms`, as the bench prints a time. */
export function medianMs(sorted: readonly number[]): string {
  return `${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms`;
}

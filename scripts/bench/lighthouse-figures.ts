/** The figures the bench reports of Lighthouse runs (issue 10's goals), kept apart from running them. */

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalBytes: number;
}

export type Figure = keyof LighthouseRun;

/** Issue 10, "Done when": scores out of 100, times in ms. */
export const LIGHTHOUSE_GOALS: Partial<Record<Figure, { atLeast?: number; atMost?: number }>> = {
  performance: { atLeast: 90 },
  accessibility: { atLeast: 100 },
  bestPractices: { atLeast: 100 },
  lcpMs: { atMost: 2500 },
  cls: { atMost: 0.02 },
};

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const figures = Object.keys(runs[0] ?? {}) as Figure[];
  return Object.fromEntries(figures.map((figure) => [figure, median(runs.map((run) => run[figure]))])) as unknown as LighthouseRun;
}

/** 'PASS', 'FAIL', or '' for a figure without a goal. */
export function verdict(figure: Figure, value: number): 'PASS' | 'FAIL' | '' {
  const goal = LIGHTHOUSE_GOALS[figure];
  if (!goal) return '';
  const passes = (goal.atLeast === undefined || value >= goal.atLeast) && (goal.atMost === undefined || value <= goal.atMost);
  return passes ? 'PASS' : 'FAIL';
}

export function formatFigure(figure: Figure, value: number): string {
  if (figure === 'cls') return value.toFixed(3);
  if (figure === 'totalBytes') return `${(value / 1024).toFixed(0)} KB`;
  if (figure.endsWith('Ms')) return `${(value / 1000).toFixed(2)} s`;
  return value.toFixed(0);
}

/** The goal as the bench prints it. */
export function goalText(figure: Figure): string {
  const goal = LIGHTHOUSE_GOALS[figure];
  if (!goal) return '';
  return goal.atLeast !== undefined ? `>= ${formatFigure(figure, goal.atLeast)}` : `<= ${formatFigure(figure, goal.atMost ?? 0)}`;
}

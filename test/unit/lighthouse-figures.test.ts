import { formatFigure, goalText, median, medianRun, verdict, type LighthouseRun } from '../../scripts/bench/lighthouse-figures';

const run = (performance: number, lcpMs: number, cls: number): LighthouseRun => ({ performance, accessibility: 100, bestPractices: 100, fcpMs: 1000, lcpMs, cls, tbtMs: 50, totalBytes: 200_000 });

describe('the Lighthouse figures of the bench', () => {
  it('takes the middle value, and the mean of the two middle ones for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('takes each figure’s median on its own, not the median run', () => {
    expect(medianRun([run(50, 3000, 0), run(95, 2000, 0.2), run(90, 9000, 0.01)])).toMatchObject({ performance: 90, lcpMs: 3000, cls: 0.01 });
  });

  it.each([
    ['performance', 90, 'PASS'],
    ['performance', 89, 'FAIL'],
    ['accessibility', 99, 'FAIL'],
    ['lcpMs', 2500, 'PASS'],
    ['lcpMs', 2501, 'FAIL'],
    ['cls', 0.02, 'PASS'],
    ['cls', 0.12, 'FAIL'],
    ['tbtMs', 5000, ''],
  ] as const)('%s at %p: %p', (figure, value, expected) => {
    expect(verdict(figure, value)).toBe(expected);
  });

  it('prints seconds, kilobytes and shifts readably, with the goal', () => {
    expect(formatFigure('lcpMs', 2450)).toBe('2.45 s');
    expect(formatFigure('cls', 0.1228)).toBe('0.123');
    expect(formatFigure('totalBytes', 1_024_000)).toBe('1000 KB');
    expect(goalText('performance')).toBe('>= 90');
    expect(goalText('lcpMs')).toBe('<= 2.50 s');
  });
});

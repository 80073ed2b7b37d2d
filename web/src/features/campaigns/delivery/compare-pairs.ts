import type { CreatorProgressView, ResultFileView } from '../../../../../shared/domain/results';

/** One file's version sent back and the version that replaced it. */
export interface ComparePair {
  previous: ResultFileView;
  current: ResultFileView;
}

/**
 * What changed between the round sent back and the new one, file by file (issue 26): each new file beside the one it
 * replaced, the video first. A set resubmitted whole before files named what they replaced pairs its videos.
 */
export function comparePairs(creator: Pick<CreatorProgressView, 'results' | 'previousResults'>): ComparePair[] {
  const previous = creator.previousResults ?? [];
  const replaced = creator.results.flatMap((current) => {
    const before = current.replaces ? previous.find((file) => file.id === current.replaces) : undefined;
    return before ? [{ previous: before, current }] : [];
  });
  const pairs = replaced.length ? replaced : legacyVideoPair(creator.results, previous);
  return [...pairs.filter((pair) => pair.current.kind === 'video'), ...pairs.filter((pair) => pair.current.kind !== 'video')];
}

function legacyVideoPair(results: readonly ResultFileView[], previous: readonly ResultFileView[]): ComparePair[] {
  const current = results.find((file) => file.kind === 'video');
  const before = previous.find((file) => file.kind === 'video');
  return current && before && current.id !== before.id ? [{ previous: before, current }] : [];
}

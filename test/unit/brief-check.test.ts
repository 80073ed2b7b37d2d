import {
  aspectRatioName,
  checkPictureAgainstBrief,
  checkVideoAgainstBrief,
  DURATION_TOLERANCE_SECONDS,
  MIN_SHORT_SIDE_PX,
  type VideoCheckFacts,
} from '../../shared/domain/brief-check';

const portrait: VideoCheckFacts = { durationSeconds: 30, width: 1080, height: 1920, hasVideo: true, hasAudio: true };
const brief = { aspectRatio: '9:16', videoDuration: 30 } as const;

describe('checkVideoAgainstBrief', () => {
  test('a file the probe could not read is unreadable, and nothing else', () => {
    expect(checkVideoAgainstBrief(undefined, brief)).toEqual([{ code: 'unreadable' }]);
  });

  test.each([
    ['exactly the brief', {}],
    ['1080x1918 is still 9:16 (within 2%)', { height: 1918 }],
    ['a 4K portrait video', { width: 2160, height: 3840 }],
    ['29.0 s: one second short', { durationSeconds: 29.0 }],
    ['31.0 s: one second long', { durationSeconds: 31.0 }],
    ['29 s as a quotient of ticks, a hair under', { durationSeconds: 29 - 1e-12 }],
    // The probe reports displayed sizes: a 1920x1080 track with a 90° matrix arrives here as 1080x1920.
    ['a rotated phone video, as the probe reports it', { width: 1080, height: 1920 }],
  ])('passes: %s', (_name, change) => {
    expect(checkVideoAgainstBrief({ ...portrait, ...change }, brief)).toEqual([]);
  });

  test.each([
    ['28.9 s', 28.9, 28.9],
    ['31.1 s', 31.1, 31.1],
    ['a 15 s video for a 30 s brief', 15, 15],
    ['rounded to one decimal', 27.04, 27],
    ['rounded to one decimal (up)', 12.36, 12.4],
  ])('duration refused: %s', (_name, durationSeconds, actualSeconds) => {
    expect(checkVideoAgainstBrief({ ...portrait, durationSeconds }, brief)).toEqual([{ code: 'duration', actualSeconds, expectedSeconds: 30 }]);
  });

  test.each([
    ['landscape for a portrait brief', 1920, 1080, '16:9'],
    ['square', 1080, 1080, '1:1'],
    ['4:5', 1080, 1350, '4:5'],
    ['3:2, named by its reduced ratio', 1620, 1080, '3:2'],
    ['an odd ratio, named in decimals', 1081, 1500, '0.72:1'],
  ])('aspect ratio refused: %s', (_name, width, height, actual) => {
    expect(checkVideoAgainstBrief({ ...portrait, width, height }, brief)).toEqual([{ code: 'aspectRatio', actual, expected: '9:16' }]);
  });

  test('each brief ratio passes its own shape', () => {
    const shapes = { '9:16': [1080, 1920], '16:9': [1920, 1080], '1:1': [1080, 1080], '4:5': [1080, 1350] } as const;
    for (const [aspectRatio, [width, height]] of Object.entries(shapes) as [keyof typeof shapes, readonly [number, number]][]) {
      expect(checkVideoAgainstBrief({ ...portrait, width, height }, { aspectRatio, videoDuration: 30 })).toEqual([]);
    }
  });

  test('resolution: the short side must reach 1080', () => {
    expect(checkVideoAgainstBrief({ ...portrait, width: 720, height: 1280 }, brief)).toEqual([{ code: 'resolution', shortSide: 720, minimum: MIN_SHORT_SIDE_PX }]);
    expect(checkVideoAgainstBrief({ ...portrait, width: 1079, height: 1918 }, brief)).toEqual([{ code: 'resolution', shortSide: 1079, minimum: 1080 }]);
  });

  test('no audio track', () => {
    expect(checkVideoAgainstBrief({ ...portrait, hasAudio: false }, brief)).toEqual([{ code: 'noAudio' }]);
  });

  test('no video track: no size to measure, but duration and audio still count', () => {
    expect(checkVideoAgainstBrief({ durationSeconds: 30, width: 0, height: 0, hasVideo: false, hasAudio: true }, brief)).toEqual([{ code: 'noVideo' }]);
    expect(checkVideoAgainstBrief({ durationSeconds: 10, width: 0, height: 0, hasVideo: false, hasAudio: false }, brief)).toEqual([
      { code: 'noVideo' },
      { code: 'duration', actualSeconds: 10, expectedSeconds: 30 },
      { code: 'noAudio' },
    ]);
  });

  test('every failing rule is listed, in order', () => {
    const refusals = checkVideoAgainstBrief({ durationSeconds: 14.96, width: 1280, height: 720, hasVideo: true, hasAudio: false }, brief);
    expect(refusals).toEqual([
      { code: 'aspectRatio', actual: '16:9', expected: '9:16' },
      { code: 'duration', actualSeconds: 15, expectedSeconds: 30 },
      { code: 'resolution', shortSide: 720, minimum: 1080 },
      { code: 'noAudio' },
    ]);
  });

  test('the tolerance is one second', () => {
    expect(DURATION_TOLERANCE_SECONDS).toBe(1);
  });
});

describe('checkPictureAgainstBrief', () => {
  test.each([
    ['unreadable', undefined, [{ code: 'unreadable' }]],
    ['1080x1350 passes', { width: 1080, height: 1350 }, []],
    ['4000x3000 passes', { width: 4000, height: 3000 }, []],
    ['1079 short side', { width: 1079, height: 1920 }, [{ code: 'resolution', shortSide: 1079, minimum: 1080 }]],
    ['landscape 1920x1000', { width: 1920, height: 1000 }, [{ code: 'resolution', shortSide: 1000, minimum: 1080 }]],
  ])('%s', (_name, facts, expected) => {
    expect(checkPictureAgainstBrief(facts)).toEqual(expected);
  });
});

describe('aspectRatioName', () => {
  test.each([
    [1080, 1920, '9:16'],
    [1080, 1918, '9:16'],
    [1920, 1080, '16:9'],
    [1280, 720, '16:9'],
    [1000, 1000, '1:1'],
    [1080, 1350, '4:5'],
    [1440, 1080, '4:3'],
    [1080, 1620, '2:3'],
    // Reduces to 64:27: past 50, so in decimals.
    [2560, 1080, '2.37:1'],
    [1081, 1500, '0.72:1'],
    [0, 0, '0:0'],
  ])('%ix%i is %s', (width, height, name) => {
    expect(aspectRatioName(width, height)).toBe(name);
  });
});

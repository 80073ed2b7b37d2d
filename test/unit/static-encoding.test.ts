import { chooseEncoding } from '../../scripts/local/static-file';

describe('which precompressed copy the local gateway sends', () => {
  const both = ['br', 'gzip'] as const;
  it.each([
    ['br, gzip, deflate', both, 'br'],
    ['gzip, deflate, br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['BR;Q=0.5, GZIP;q=1', both, 'br'],
    ['*', both, 'br'],
    ['*, br;q=0', both, 'gzip'],
    ['gzip;q=0, br;q=0', both, undefined],
    ['identity', both, undefined],
    ['deflate', both, undefined],
    ['br', ['gzip'], undefined],
    ['br, gzip', ['gzip'], 'gzip'],
    ['br, gzip', [], undefined],
    [undefined, both, undefined],
    ['', both, undefined],
  ] as const)('Accept-Encoding %p with copies %p: %p', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});

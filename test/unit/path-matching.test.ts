import { isWellEncodedPath, matchSegments } from '../../shared/api/routes';

describe('path template matching', () => {
  it('extracts decoded path parameters', () => {
    expect(matchSegments(['campaigns', '{id}'], ['campaigns', 'a%20b'])).toEqual({ id: 'a b' });
  });

  it('does not match, rather than throw, on a segment whose percent-encoding is broken', () => {
    expect(matchSegments(['campaigns', '{id}'], ['campaigns', '%ZZ'])).toBeUndefined();
    expect(matchSegments(['campaigns', '{id}'], ['campaigns', '%ED%A0%80'])).toBeUndefined();
  });

  it('tells a path the gateway must refuse for its encoding', () => {
    expect(isWellEncodedPath('/campaigns/a%20b')).toBe(true);
    expect(isWellEncodedPath('/campaigns/%ZZ')).toBe(false);
    expect(isWellEncodedPath('/campaigns/%E0%A4%A')).toBe(false);
  });

  it('refuses different lengths and different literals', () => {
    expect(matchSegments(['campaigns', '{id}'], ['campaigns'])).toBeUndefined();
    expect(matchSegments(['campaigns', '{id}'], ['users', '1'])).toBeUndefined();
  });
});

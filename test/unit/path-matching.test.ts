import { matchSegments } from '../../shared/api/routes';

describe('path template matching', () => {
  it('extracts decoded path parameters', () => {
    expect(matchSegments(['campaigns', '{id}'], ['campaigns', 'a%20b'])).toEqual({ id: 'a b' });
  });

  it('refuses different lengths and different literals', () => {
    expect(matchSegments(['campaigns', '{id}'], ['campaigns'])).toBeUndefined();
    expect(matchSegments(['campaigns', '{id}'], ['users', '1'])).toBeUndefined();
  });
});

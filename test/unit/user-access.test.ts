import { mayReadUser } from '../../shared/domain/user-access';
import { isValidEmail } from '../../shared/validation/email';

describe('who may read a user record', () => {
  it.each([
    [{ role: 'admin' as const, email: 'a@x.io' }, 'someone@x.io', true],
    [{ role: 'creator' as const, email: 'c@x.io' }, 'C@X.io ', true],
    [{ role: 'creator' as const, email: 'c@x.io' }, 'other@x.io', false],
    [{ role: 'company' as const, email: 'b@x.io' }, 'c@x.io', false],
    [{ role: undefined, email: '' }, 'c@x.io', false],
  ])('%o reading %s: %s', (caller, email, allowed) => {
    expect(mayReadUser(caller, email)).toBe(allowed);
  });
});

describe('e-mail rule', () => {
  it.each(['a@b.co', 'first.last+tag@example.com.sa'])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(['', 'plain', 'a@b', 'a @b.co', `${'a'.repeat(250)}@b.com`])('refuses %s', (email) => expect(isValidEmail(email)).toBe(false));
});

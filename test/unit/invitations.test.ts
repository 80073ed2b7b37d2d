import { invitedFirst } from '../../lambdas/domain/applications';

describe('the candidates a company invited', () => {
  it('come first, each group keeping the order it was given', () => {
    const applicants = [{ id: 'a' }, { id: 'b', invited: true }, { id: 'c' }, { id: 'd', invited: true }];
    expect(invitedFirst(applicants).map((applicant) => applicant.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('leave a list without invitations as it was', () => {
    const applicants = [{ id: 'a' }, { id: 'b', invited: false }];
    expect(invitedFirst(applicants)).toEqual(applicants);
  });
});

import type { OwnCreatorProfile } from '../../../../../shared/api/responses';
import { ROUTES } from '../../../../../shared/api/routes';
import type { CreatorProfile, CreatorProfileSection, CreatorWizardStep } from '../../../../../shared/domain/profile';
import { CREATOR_WIZARD_STEPS } from '../../../../../shared/domain/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type { OwnCreatorProfile };

export function loadCreatorProfile(): Promise<OwnCreatorProfile> {
  return apiRequest(ROUTES.getCreatorProfile);
}

export const creatorProfileQueries = {
  own: () => queryOptions({ queryKey: [QUERY_ROOTS.profiles, 'creator', 'own'], queryFn: loadCreatorProfile }),
};

/** `PUT /creator/profile/{section}`: the section replaces its fields; the answer is the whole profile. */
export function saveCreatorSection(section: CreatorProfileSection, body: unknown): Promise<OwnCreatorProfile> {
  return apiRequest(ROUTES.saveCreatorProfileSection, { pathParameters: { section }, body });
}

/** Where the wizard resumes: the first step not done yet (the last one when all are). */
export function firstIncompleteStep(profile: Pick<CreatorProfile, 'steps'>): CreatorWizardStep {
  return CREATOR_WIZARD_STEPS.find((step) => !profile.steps[step]) ?? 'licence';
}

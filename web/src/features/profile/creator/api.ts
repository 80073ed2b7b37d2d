import type { OwnCreatorProfile } from '../../../../../shared/api/responses';
import { ROUTES } from '../../../../../shared/api/routes';
import type { CreatorProfile, CreatorProfileSection, CreatorWizardStep } from '../../../../../shared/domain/profile';
import { CREATOR_WIZARD_STEPS } from '../../../../../shared/domain/profile';
import { apiRequest } from '../../../lib/api';

export type { OwnCreatorProfile };

export function loadCreatorProfile(): Promise<OwnCreatorProfile> {
  return apiRequest(ROUTES.getCreatorProfile);
}

/** `PUT /creator/profile/{section}`: the section replaces its fields; the answer is the whole profile. */
export function saveCreatorSection(section: CreatorProfileSection, body: unknown): Promise<OwnCreatorProfile> {
  return apiRequest(ROUTES.saveCreatorProfileSection, { pathParameters: { section }, body });
}

/** Where the wizard resumes: the first step not done yet (the last one when all are). */
export function firstIncompleteStep(profile: Pick<CreatorProfile, 'steps'>): CreatorWizardStep {
  return CREATOR_WIZARD_STEPS.find((step) => !profile.steps[step]) ?? 'licence';
}

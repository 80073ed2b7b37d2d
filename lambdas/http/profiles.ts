import { ROUTES } from '../../shared/api/routes';
import { CREATOR_SECTION_SCHEMAS } from '../../shared/validation/profile';
import { areaHandler, defineRoute } from '../core/http';
import { checkBody } from '../core/input';
import { reviewsAbout } from '../domain/ratings';
import { favouriteIds, listOwnFavourites, starFavourite, unstarFavourite } from '../domain/favourites';
import {
  getOwnCompanyProfile,
  getOwnCreatorProfile,
  saveOwnCompanyProfile,
  saveOwnCreatorSection,
  viewCompanyProfile,
  viewCreatorProfile,
  type CreatorSectionInput,
} from '../domain/profiles';

export const handler = areaHandler('profiles', [
  defineRoute(ROUTES.getCreatorProfile, ({ caller }) => getOwnCreatorProfile(caller.userId)),
  /** `PUT /creator/profile/{section}`: the section's schema first, then the use case. */
  defineRoute(ROUTES.saveCreatorProfileSection, ({ caller, params: { section }, body }) => {
    const input = checkBody(CREATOR_SECTION_SCHEMAS[section], body);
    // TypeScript cannot pair a union of schemas with the union of their sections; the input came from this section's schema.
    return saveOwnCreatorSection(caller.userId, { section, input } as CreatorSectionInput);
  }),
  defineRoute(ROUTES.getCompanyProfile, ({ caller }) => getOwnCompanyProfile(caller.userId)),
  defineRoute(ROUTES.saveCompanyProfile, ({ caller, body }) => saveOwnCompanyProfile(caller.userId, body)),
  // The table admits only the roles each view is for.
  defineRoute(ROUTES.viewCreatorProfile, ({ caller, params }) => viewCreatorProfile(caller.role, params.id)),
  defineRoute(ROUTES.viewCompanyProfile, ({ caller, params }) => viewCompanyProfile(caller.role, params.id)),
  defineRoute(ROUTES.listCreatorReviews, ({ caller, params, query }) => reviewsAbout(caller.role, params.id, 'creator', query.page, new Date())),
  defineRoute(ROUTES.listCompanyReviews, ({ caller, params, query }) => reviewsAbout(caller.role, params.id, 'company', query.page, new Date())),
  defineRoute(ROUTES.listFavourites, ({ caller, query }) => listOwnFavourites(caller.userId, query.page)),
  defineRoute(ROUTES.favouriteIds, ({ caller }) => favouriteIds(caller.userId)),
  defineRoute(ROUTES.starFavourite, ({ caller, params }) => starFavourite(caller.userId, params.creatorId, new Date())),
  defineRoute(ROUTES.unstarFavourite, ({ caller, params }) => unstarFavourite(caller.userId, params.creatorId)),
]);

import { ROUTES } from '../../shared/api/routes';
import { apiRequest } from '../../web/src/lib/api';

/**
 * Type test (checked by `npm run typecheck`, never run): the web client's calls are typed by the route table, so a
 * wrong call does not compile. Each `@ts-expect-error` line must stay an error.
 */
export async function routeCalls(id: string): Promise<void> {
  // Right calls compile, and their answers are the routes' response types.
  const campaign = await apiRequest(ROUTES.getCampaign, { pathParameters: { id } });
  campaign.campaignTitle.toUpperCase();
  const { cards } = await apiRequest(ROUTES.listCards);
  cards.map((card) => card.id);
  await apiRequest(ROUTES.addCard, { body: { token: 'tok_1' } });
  await apiRequest(ROUTES.listLicences, { query: { status: 'pending', page: 2 } });

  // @ts-expect-error a path parameter missing
  await apiRequest(ROUTES.acceptApplicant, { pathParameters: { id } });
  // @ts-expect-error no options at all for a path with parameters
  await apiRequest(ROUTES.getCampaign);
  // @ts-expect-error a path parameter the path does not name
  await apiRequest(ROUTES.removeCard, { pathParameters: { id, cardId: id } });
  // @ts-expect-error a misspelled body field
  await apiRequest(ROUTES.addCard, { body: { tokn: 'tok_1' } });
  // @ts-expect-error an extra body field
  await apiRequest(ROUTES.addCard, { body: { token: 'tok_1', brand: 'visa' } });
  // @ts-expect-error a body value of the wrong type
  await apiRequest(ROUTES.addCard, { body: { token: 42 } });
  // @ts-expect-error a query key the route's schema does not have
  await apiRequest(ROUTES.listLicences, { query: { pageSize: 50 } });
  // @ts-expect-error a body on a GET route
  await apiRequest(ROUTES.listCards, { body: { token: 'tok_1' } });
  // @ts-expect-error the answer used as another route's type
  (await apiRequest(ROUTES.listCards)).campaignTitle.toUpperCase();
}

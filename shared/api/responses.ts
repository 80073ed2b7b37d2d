import type { PriceBreakdown } from '../domain/pricing';
import type { CompanyProfile, CreatorProfile } from '../domain/profile';
import type { PublicCompanyProfile, PublicCreatorProfile } from '../domain/profile-visibility';
import type { Licence, LicenceState } from '../domain/licence';

/**
 * The answers of the routes whose shape is made for the API (the others answer a shared/domain type): the route table
 * declares them (`response: returns<...>()`), the handlers are compiled against them and the web client reads them.
 */

/** Profile answers carry a short-lived read URL for each private file they show, keyed by the stored URL. */
export type WithReadUrls<T> = T & { readUrls: Record<string, string> };

export type OwnCreatorProfile = WithReadUrls<CreatorProfile>;
export type OwnCompanyProfile = WithReadUrls<CompanyProfile>;

/**
 * A creator's profile as the viewer may see it: a company gets the public face only (the API leaves out e-mail,
 * birthdate, address and licence), an admin everything.
 */
export type ViewedCreatorProfile = WithReadUrls<PublicCreatorProfile & Partial<Pick<CreatorProfile, 'email' | 'birthdate' | 'address' | 'licence' | 'licenceState'>>>;

/** A company's profile as the viewer may see it: the address only when the company shows it (or to an admin). */
export type ViewedCompanyProfile = WithReadUrls<PublicCompanyProfile & Partial<Pick<CompanyProfile, 'email' | 'vatNumber'>>>;

/** `POST /s3`: a presigned PUT for one file. */
export interface UploadTicket {
  /** Presigned PUT, valid 15 minutes, for this key, type and size only. */
  url: string;
  key: string;
  /** The URL without its query: what records keep. */
  objectUrl: string;
  /** Headers the PUT must carry exactly as given, because they are signed. */
  headers: Record<string, string>;
}

/** A licence in the review queue: the licence with the creator it belongs to (`GET /admin/licences`). */
export interface QueuedLicence extends Licence {
  creatorId: string;
  creatorName: string;
  creatorEmail: string;
  state: LicenceState;
}

export type LicenceQueuePage = WithReadUrls<{ data: QueuedLicence[]; page: number; totalEntries: number; totalPages: number }>;

/** `POST /campaigns`: the campaign the draft made, unpaid until the provider's webhook says so. */
export interface CreatedCampaign {
  id: string;
  amount: number;
  price: PriceBreakdown;
}

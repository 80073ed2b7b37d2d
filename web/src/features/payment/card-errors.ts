/** What the payer types into the card form; it goes to the provider only. */
export interface CardDetails {
  holderName: string;
  /** Digits only. */
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

/** The provider refused one of the details: which one, and its own (English) words. */
export class CardFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'CardFieldError';
  }
}

/** The provider could not be reached, or answered something other than a token or a refused detail. */
export class ProviderUnavailableError extends Error {
  constructor() {
    super('The payment provider is not available.');
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * A token, and where the payer must confirm the card first when the provider asks for it (Moyasar's 3-D Secure
 * check): the card is saved once the payer is back (pending-card.ts).
 */
export interface TokenizedCard {
  token: string;
  verificationUrl?: string;
}

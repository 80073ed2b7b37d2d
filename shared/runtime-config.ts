/** The app's runtime configuration, served as /config.json: by the local gateway, and by CloudFront from the web bucket. */
export interface RuntimeConfig {
  region: string;
  apiBase: string;
  userPool: { poolId: string; clientId: string };
  adminPool: { poolId: string; clientId: string };
  /** Only on the local stack: where cognito-local answers instead of cognito-idp.<region>.amazonaws.com. */
  cognitoEndpoint?: string;
  /**
   * The payment provider's browser side: where a card is tokenized, so its number goes to the provider and never to
   * this API. Absent when no provider is configured (the payment screens then say payments are unavailable). The
   * sandbox locally; Moyasar on an AWS stage deployed with `-c moyasarPublishableKey=pk_…` (lib/constructs/payments.ts).
   */
  payments?: { provider: 'sandbox' | 'moyasar'; tokenizeUrl: string; publishableKey: string };
  /** The live channel's WebSocket address (shared/domain/live.ts): the app connects with `?token=<access token>`. */
  liveUrl: string;
}

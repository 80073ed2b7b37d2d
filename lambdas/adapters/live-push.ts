import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { liveEndpoint } from '../core/config';
import { tracer } from '../core/observability';

/**
 * Pushes a message down one live-channel connection: through the API Gateway Management API on AWS, through the local
 * gateway's WebSocket server on the local stack (which puts its own pusher in at start-up, as it does the mailer).
 */
export interface LivePusher {
  /** `gone` when the connection no longer exists (API Gateway answers 410): its item is then deleted. */
  post(connectionId: string, data: string): Promise<'sent' | 'gone'>;
}

export function managementApiPusher(client: Pick<ApiGatewayManagementApiClient, 'send'>): LivePusher {
  return {
    async post(connectionId, data) {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(data) }));
        return 'sent';
      } catch (error) {
        if (error instanceof GoneException) return 'gone';
        throw error;
      }
    },
  };
}

let pusher: LivePusher | undefined;

/** Replaces the Management API for this process: only the local stack calls it, before any handler runs. */
export function useLivePusher(replacement: LivePusher): void {
  pusher = replacement;
}

export function configuredLivePusher(): LivePusher {
  pusher ??= managementApiPusher(tracer.captureAWSv3Client(new ApiGatewayManagementApiClient({ endpoint: liveEndpoint() })));
  return pusher;
}

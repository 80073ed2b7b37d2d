import { randomUUID } from 'node:crypto';
import type { SNSEvent } from 'aws-lambda';
import type { Mail, Mailer } from '../../lambdas/adapters/mail';

/**
 * SES's mailbox simulator on the local mailbox: on AWS, mail to bounce@simulator.amazonses.com is answered by a
 * permanent bounce and mail to complaint@simulator.amazonses.com by a complaint (a `+label` may follow the name), which
 * the sender's configuration set publishes to the stage's mail feedback topic (lib/constructs/mail.ts). Here the
 * mailbox keeps the mail and the same notification reaches the topic's function, as SNS invokes it.
 */

const SIMULATOR = /^(bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i;

/** The notification SES's event publishing sends for a mail to a simulator address (its documented shape), if any. */
export function simulatorFeedback(mail: Pick<Mail, 'to'>, from: string, now: Date): string | undefined {
  const outcome = SIMULATOR.exec(mail.to)?.[1]?.toLowerCase();
  return outcome === 'bounce' || outcome === 'complaint' ? sesFeedback(outcome, mail.to, from, now) : undefined;
}

/** SES's event publishing notification of a permanent bounce of, or a complaint about, a mail to `to`. */
export function sesFeedback(outcome: 'bounce' | 'complaint', to: string, from: string, now: Date): string {
  const timestamp = now.toISOString();
  const sent = { timestamp, source: from, destination: [to], messageId: randomUUID() };
  const recipient = { emailAddress: to };
  return JSON.stringify(
    outcome === 'bounce'
      ? {
          eventType: 'Bounce',
          bounce: {
            bounceType: 'Permanent',
            bounceSubType: 'General',
            bouncedRecipients: [{ ...recipient, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
            timestamp,
            feedbackId: randomUUID(),
          },
          mail: sent,
        }
      : { eventType: 'Complaint', complaint: { complainedRecipients: [recipient], timestamp, feedbackId: randomUUID(), complaintFeedbackType: 'abuse' }, mail: sent },
  );
}

/** The event SNS invokes a subscribed function with, for one message of the topic. */
export function snsEvent(topicArn: string, message: string, now: Date): SNSEvent {
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${topicArn}:${randomUUID()}`,
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: topicArn,
          Subject: '',
          Message: message,
          Timestamp: now.toISOString(),
          SignatureVersion: '1',
          Signature: '',
          SigningCertUrl: '',
          UnsubscribeUrl: '',
          MessageAttributes: {},
        },
      },
    ],
  };
}

/** `mailer`, whose mail to a simulator address is then answered as SES answers it: `tell` gets the notification. */
export function withSimulatorFeedback(mailer: Mailer, { from, tell }: { from: string; tell: (message: string) => void }): Mailer {
  return {
    async sendMail(mail) {
      await mailer.sendMail(mail);
      const feedback = simulatorFeedback(mail, from, new Date());
      if (feedback) tell(feedback);
    },
  };
}

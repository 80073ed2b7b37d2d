import { Grant, ServicePrincipal, type Role } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { MAIL_FEEDBACK_ENTRY } from '../bundling';
import { resourceName } from '../definitions';
import type { StageSettings } from '../stage';
import type { Alarms } from './alarms';
import { failureQueue } from './failure-queue';
import type { FunctionResources } from './function-access';
import { appFunction } from './lambda-function';

export interface MailProps {
  settings: StageSettings;
  /** The sender of every mail the functions send; SES mails it a verification link on deploy. */
  from: string;
  /** Where contact messages go. In the SES sandbox it must be verified too (or the account given production access). */
  support: string;
}

/**
 * Stand-ins until the stage has its own domain: `.invalid` can never receive mail, so a stack deployed without
 * `-c mailFrom=… -c supportEmail=…` stores contact messages but cannot mail them (the failure is logged).
 */
export const UNCONFIGURED_MAIL = { from: 'no-reply@ugc-marketplace.invalid', support: 'support@ugc-marketplace.invalid' } as const;

/**
 * The SES identity mail is sent from, who may send as it, and what SES says of the mail it could not deliver: the
 * identity's configuration set (every mail from the sender, the functions' notices and the pools' code mails alike)
 * publishes permanent bounces and complaints to an encrypted topic, whose function stops mail to those addresses.
 */
export class Mail extends Construct {
  readonly from: string;
  readonly support: string;
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  private readonly feedback: Topic;

  constructor(scope: Construct, id: string, { settings, from, support }: MailProps) {
    super(scope, id);
    this.from = from;
    this.support = support;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', { configurationSetName: resourceName(settings.stage, 'mail'), reputationMetrics: true });
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(from), configurationSet: this.configurationSet });
    // A key of our own: SES may not publish to a topic encrypted with the AWS-managed SNS key.
    const key = new Key(this, 'FeedbackKey', { enableKeyRotation: true, removalPolicy: settings.removalPolicy, description: 'Encrypts the mail feedback topic' });
    key.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.feedback = new Topic(this, 'Feedback', { topicName: resourceName(settings.stage, 'mail-feedback'), masterKey: key, enforceSSL: true });
    this.configurationSet.addEventDestination('Undeliverable', {
      destination: EventDestination.snsTopic(this.feedback),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }

  /** SendEmail as the sender identity only. */
  grantSend(role: Role): void {
    Grant.addToPrincipal({ grantee: role, actions: ['ses:SendEmail'], resourceArns: [this.identity.emailIdentityArn] });
  }

  /**
   * The feedback topic's function (lambdas/events/mail-feedback.ts): SNS invokes it asynchronously, so what fails
   * every attempt goes to its failure queue, which alarms.
   */
  stopMailToUndeliverable({ settings, resources, alarms }: { settings: StageSettings; resources: FunctionResources; alarms: Alarms }): void {
    const { fn } = appFunction(this, MAIL_FEEDBACK_ENTRY, { description: 'SES bounces and complaints: stop mailing those addresses', resources, settings });
    failureQueue(this, 'FeedbackFailures', { fn, name: 'mailFeedback', what: 'mail feedback', alarms });
    this.feedback.addSubscription(new LambdaSubscription(fn));
  }
}

import { Grant, type Role } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  /** The sender of every mail the functions send; SES mails it a verification link on deploy. */
  from: string;
  /** Where contact messages go. In the SES sandbox it must be verified too (or the account given production access). */
  support: string;
}

/**
 * Stand-ins until the stage has its own domain: `.invalid` can never receive mail, so a stack deployed without
 * `-c mailFrom=… -c supportEmail=…` stores contact messages but cannot mail them (the failure is logged).
 */
export const UNCONFIGURED_MAIL: MailProps = { from: 'no-reply@ugc-marketplace.invalid', support: 'support@ugc-marketplace.invalid' };

/** The SES identity mail is sent from, and who may send as it. */
export class Mail extends Construct {
  readonly from: string;
  readonly support: string;
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, { from, support }: MailProps) {
    super(scope, id);
    this.from = from;
    this.support = support;
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(from) });
  }

  /** SendEmail as the sender identity only. */
  grantSend(role: Role): void {
    Grant.addToPrincipal({ grantee: role, actions: ['ses:SendEmail'], resourceArns: [this.identity.emailIdentityArn] });
  }
}

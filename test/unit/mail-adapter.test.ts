import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { sesMailer } from '../../lambdas/adapters/mail';
import { latestMailTo, mailboxMailer } from '../../scripts/local/mailbox';

describe('the SES mailer', () => {
  const ses = mockClient(SESv2Client);
  afterEach(() => ses.reset());

  it('sends plain UTF-8 text from the configured sender, with the reply address', async () => {
    // Prepare
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    // Act
    await sesMailer(new SESv2Client({ region: 'eu-central-1' }), 'no-reply@example.com').sendMail({
      to: 'support@example.com',
      subject: 'Contact message from سارة',
      text: 'مرحبا',
      replyTo: 'sara@example.com',
    });
    // Assess
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({
      FromEmailAddress: 'no-reply@example.com',
      Destination: { ToAddresses: ['support@example.com'] },
      ReplyToAddresses: ['sara@example.com'],
      Content: {
        Simple: {
          Subject: { Data: 'Contact message from سارة', Charset: 'UTF-8' },
          Body: { Text: { Data: 'مرحبا', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('lets a refusal by SES reach the caller', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Email address is not verified.'));
    await expect(sesMailer(new SESv2Client({ region: 'eu-central-1' }), 'no-reply@example.com').sendMail({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(
      'Email address is not verified.',
    );
  });
});

describe('the local mailbox mailer', () => {
  it('writes the mail where the local stack\'s mailbox reads it, and announces it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-mail-'));
    const lines: string[] = [];
    try {
      const mailer = mailboxMailer(dir, (line) => lines.push(line));
      await mailer.sendMail({ to: 'support@ugc.local', subject: 'First', text: 'one' });
      await mailer.sendMail({ to: 'support@ugc.local', subject: 'Second', text: 'two', replyTo: 'sara@example.com' });
      expect(latestMailTo(dir, 'SUPPORT@ugc.local')).toMatchObject({ to: 'support@ugc.local', subject: 'Second', text: 'two', replyTo: 'sara@example.com' });
      expect(lines).toEqual(['mail to support@ugc.local: First', 'mail to support@ugc.local: Second']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

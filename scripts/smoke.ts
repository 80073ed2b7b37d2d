import './local/quiet-sdk';
import { parseArgs } from 'node:util';
import { AdminConfirmSignUpCommand, AdminDeleteUserCommand, AuthFlowType, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../lambdas/core/clients';
import { deleteUserRecords, getUserById } from '../lambdas/data/users';
import { calendarDate } from '../shared/domain/calendar';
import type { CampaignBrief } from '../shared/domain/campaign';
import type { SignUpRole } from '../shared/domain/constants';
import type { ResultFileView } from '../shared/domain/results';
import { signUpAttributes } from '../shared/domain/sign-up';
import type { RuntimeConfig } from '../shared/runtime-config';
import { ensureAccount } from './accounts';
import { SANDBOX_CARDS } from './local/payment-sandbox-cards';
import { passwordSignIn } from './local/totp-sign-in';
import { generatePassword } from './password';
import { pictureFile, videoFile } from './result-media';
import { SmokeApi, type Member } from './smoke-api';
import { lambdaEnvironment, resolveTarget, runOperatorCommand, TargetProblem } from './stack-target';

/**
 * `npm run smoke -- --url <AppUrl> [--stage <stage> [--region <region>]]`
 *
 * A whole deal against a running stage, every step timed: a company and a creator sign up (confirmed with
 * AdminConfirmSignUp, no mail read), an admin made for the run approves the creator's licence, the company pays a
 * campaign through the stage's payment provider, the creator applies and is accepted, uploads a generated video and
 * pictures, waits for the watermarked preview, submits; the company approves and downloads the zip; then what the run
 * made is deleted. Without --stage it runs against the local stack (DATA_DIR, default .data); with it, against the
 * deployed stack `ugc-<stage>`, with the AWS credentials of the environment for the admin steps. Mail goes to SES's
 * mailbox simulator, which never bounces. Exits 1 at the first step that fails, after cleaning up.
 */

const USAGE = 'Usage: npm run smoke -- --url <AppUrl> [--stage <stage> [--region <region>]]';
/** How long a step may wait on the stage's asynchronous work (an upload's check, a preview, the zip). */
const WAIT_MS = 180_000;
/** How long a payment on a real provider's page may take the person paying it. */
const MANUAL_PAYMENT_MS = 600_000;

const BRIEF: CampaignBrief = {
  campaignTitle: 'Smoke test: cardamom coffee',
  description: 'A deal made by npm run smoke; deleted when it ends.',
  contentType: 'product-review',
  aspectRatio: '9:16',
  videoDuration: 15,
  numberOfContentCreators: 1,
  picturesNeeded: true,
  preferredAge: '25-34',
  gender: 'female',
  creatorInterests: ['food-cooking'],
  creatorShouldShow: ['house'],
  location: 'kitchen',
};

async function main(): Promise<void> {
  const { url, stage, region } = parseCommandLine();
  const target = await resolveTarget(stage, region);
  Object.assign(process.env, lambdaEnvironment(target, stage ?? 'local'));
  const run = `smoke-${Date.now().toString(36)}`;
  const steps = new StepClock();
  const made: { members: Member[]; adminId?: string } = { members: [] };
  let failed = false;
  try {
    const config = await steps.time('read the stage config and health', async () => {
      const api = new SmokeApi(url);
      await api.health();
      return api.config();
    });
    const api = new SmokeApi(url, config);
    const address = (who: string) => `success+${run}-${who}@simulator.amazonses.com`;
    const [company, creator] = await steps.time('sign up a company and a creator (AdminConfirmSignUp)', () =>
      Promise.all([signUpMember(config, 'company', address('company')), signUpMember(config, 'creator', address('creator'))]),
    );
    made.members.push(company, creator);
    const admin = await steps.time('make an admin for the run, TOTP set up', async () => {
      const email = address('admin');
      const password = generatePassword();
      const { userId } = await ensureAccount(cognitoClient(), config.adminPool.poolId, { role: 'admin', email, fullName: 'Smoke Admin' }, password);
      made.adminId = userId;
      const keys = new Map<string, string>();
      const { AccessToken } = await passwordSignIn(cognitoClient(), config.adminPool.clientId, { email, password, keys: { get: (key) => keys.get(key), set: (key, secret) => void keys.set(key, secret) } });
      return AccessToken ?? '';
    });
    await steps.time('complete both profiles; the admin approves the licence', async () => {
      await api.call(company, 'PUT', '/company/profile', { companyName: `Smoke ${run}`, description: 'Made by npm run smoke.', vatNumber: '300000000000003', businessAddress: 'Riyadh', showAddressToCreators: false });
      const avatar = await api.upload(creator, 'avatar', await pictureFile(400, 400), 'avatar.jpg', 'image/jpeg');
      await api.call(creator, 'PUT', '/creator/profile/details', { avatar, fullName: 'Smoke Creator', birthdate: '1995-06-01', gender: 'female', address: 'Riyadh', biography: 'Smoke test.', categories: ['food-cooking'] });
      const licenceFile = await api.upload(creator, 'licence', await pictureFile(800, 600), 'licence.jpg', 'image/jpeg');
      const today = new Date();
      const day = (years: number) => `${today.getUTCFullYear() + years}${today.toISOString().slice(4, 10)}`;
      const { licence } = await api.call<{ licence: { id: string } }>(creator, 'PUT', '/creator/profile/licence', { issuedOn: day(-1), expiresOn: day(1), file: licenceFile });
      await api.call({ token: admin }, 'PUT', `/admin/licences/${creator.id}/${licence.id}`, { decision: 'approve' });
    });
    const campaignId = await steps.time(`pay a campaign (${config.payments?.provider ?? 'no provider'}) and see it published`, async () => {
      await addCard(api, creator, config);
      const { id } = await api.call<{ id: string }>(company, 'POST', '/campaigns', BRIEF);
      const { checkoutUrl } = await api.call<{ checkoutUrl: string }>(company, 'POST', `/campaigns/${id}/checkout`);
      const manual = await pay(config, checkoutUrl);
      await api.until(company, `/campaigns/${id}`, (campaign: { status: string }) => campaign.status === 'open', manual ? MANUAL_PAYMENT_MS : WAIT_MS);
      return id;
    });
    await steps.time('the creator applies; the company accepts', async () => {
      await api.call(creator, 'POST', `/campaigns/apply/${campaignId}`);
      await api.call(company, 'POST', `/campaigns/${campaignId}/accept/${creator.id}`);
    });
    const results = await steps.time('upload a generated video and 5 pictures; their watermarked previews', async () => {
      const files = [
        { bytes: videoFile({ width: 1080, height: 1920, seconds: BRIEF.videoDuration }), name: 'smoke.mp4', type: 'video/mp4' },
        ...(await Promise.all([1, 2, 3, 4, 5].map(async (seed) => ({ bytes: await pictureFile(1080, 1350, seed), name: `smoke-${seed}.jpg`, type: 'image/jpeg' })))),
      ];
      const ids: string[] = [];
      for (const file of files) ids.push(await api.uploadResult(creator, campaignId, file.bytes, file.name, file.type));
      const progress = await api.until(creator, `/campaigns/${campaignId}/creators/${creator.id}/progress`, (view: { draft?: ResultFileView[] }) => ids.every((id) => view.draft?.find((file) => file.id === id)?.status === 'ready'), WAIT_MS);
      const video = progress.draft?.find((file) => file.kind === 'video');
      if (!video?.previewUrl) throw new Error('The video has no watermarked preview');
      await api.download(video.previewUrl);
      return ids;
    });
    await steps.time('submit; the company approves; the campaign completes', async () => {
      await api.call(creator, 'POST', `/campaigns/${campaignId}/results`, { results });
      await api.call(company, 'POST', `/campaigns/${campaignId}/creators/${creator.id}/approve`, {});
      await api.until(company, `/campaigns/${campaignId}`, (campaign: { status: string }) => campaign.status === 'completed', WAIT_MS);
    });
    await steps.time("the creator adds a bank account; the admin sees it and pays the payout", async () => {
      await api.call(creator, 'POST', '/payment/bank-accounts', { holderName: 'Smoke Creator', iban: SMOKE_IBAN, swiftCode: 'RJHISARI' });
      const payout = await findPayout(api, admin, campaignId);
      const account = await api.call<{ iban: string }>({ token: admin }, 'GET', `/admin/payouts/${payout}/bank-account`);
      if (account.iban !== SMOKE_IBAN) throw new Error('The revealed account is not the creator\'s');
      await api.call({ token: admin }, 'PUT', `/admin/mark-paid/${payout}`, { reference: run.toUpperCase(), transferredOn: calendarDate() });
      await api.until(creator, '/payment/earnings', (earnings: { totals: { owed: number; paidAllTime: number } }) => earnings.totals.owed === 0 && earnings.totals.paidAllTime > 0, WAIT_MS);
    });
    await steps.time('download the originals as a zip', async () => {
      const archive = await api.until(company, `/campaigns/${campaignId}/results/archive`, (answer: { url?: string }) => typeof answer.url === 'string', WAIT_MS);
      const zip = await api.download(archive.url ?? '');
      if (zip.subarray(0, 2).toString('latin1') !== 'PK') throw new Error('The archive is not a zip');
    });
  } catch {
    // Printed by its step; what was made is deleted all the same.
    failed = true;
  } finally {
    await steps.time('delete what the run made', () => cleanUp(url, made)).catch(() => {
      failed = true;
    });
  }
  steps.report();
  if (failed) process.exitCode = 1;
}

/** A valid Saudi IBAN (Al Rajhi's code): the smoke's creator is paid to it on paper only. */
const SMOKE_IBAN = 'SA0380000000608010167519';

/** The id of the campaign's payout in the admins' covering list (oldest first: its last pages). */
async function findPayout(api: SmokeApi, admin: string, campaignId: string): Promise<string> {
  for (let page = 1; ; page++) {
    const { data, totalPages } = await api.call<{ data: { campaignId: string; id: string }[]; totalPages: number }>({ token: admin }, 'GET', `/admin/creator-cards?page=${page}`);
    const found = data.find((record) => record.campaignId === campaignId);
    if (found) return found.id;
    if (page >= totalPages) throw new Error('The payout is not in the covering list');
  }
}

/** A member signed up as the web app does, confirmed as an operator would, signed in. */
async function signUpMember(config: RuntimeConfig, role: SignUpRole, email: string): Promise<Member> {
  const password = generatePassword();
  const cognito = cognitoClient();
  const attributes = signUpAttributes({ email, role, fullName: `Smoke ${role}`, country: 'SA', agreedToTermsAt: new Date().toISOString(), language: 'en' });
  const { UserSub } = await cognito.send(new SignUpCommand({ ClientId: config.userPool.clientId, Username: email, Password: password, UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })) }));
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: config.userPool.poolId, Username: email }));
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({ ClientId: config.userPool.clientId, AuthFlow: AuthFlowType.USER_PASSWORD_AUTH, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  if (!UserSub || !AuthenticationResult?.AccessToken) throw new Error(`${email} could not sign in`);
  return { id: UserSub, email, password, token: AuthenticationResult.AccessToken };
}

/** The creator's card for payouts, tokenized with the provider as the browser does (a person does it on a real provider). */
async function addCard(api: SmokeApi, creator: Member, config: RuntimeConfig): Promise<void> {
  const payments = config.payments;
  if (payments?.provider !== 'sandbox') {
    console.log(`  Add the provider's test card for the creator: sign in at ${new URL('/signin', api.url).href} as ${creator.email} (password ${creator.password}), then Payment → Add card.`);
    await api.until(creator, '/payment/cards', (list: { cards: unknown[] }) => list.cards.length > 0, MANUAL_PAYMENT_MS);
    return;
  }
  const response = await fetch(payments.tokenizeUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${payments.publishableKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ holderName: 'Smoke Creator', number: SANDBOX_CARDS.success, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvc: '123' }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`The provider tokenized no card (${response.status})`);
  await api.call(creator, 'POST', '/payment/cards', { token });
}

/** Pays the checkout: the sandbox's page is submitted as the payer's browser does; a real provider's is a person's to pay. Answers whether it was manual. */
async function pay(config: RuntimeConfig, checkoutUrl: string): Promise<boolean> {
  if (config.payments?.provider === 'sandbox') {
    const response = await fetch(checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ holderName: 'Smoke Company', number: SANDBOX_CARDS.success, expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 1), cvc: '123' }).toString(),
      redirect: 'manual',
    });
    if (response.status !== 303) throw new Error(`The sandbox's checkout answered ${response.status}`);
    return false;
  }
  // 3-D Secure asks a person: the provider's test card, on its page.
  console.log(`  Pay the campaign with the provider's test card: ${checkoutUrl}`);
  return true;
}

/** Deletes the members' accounts (DELETE /user, as they would) and the run's admin (as an operator would). */
async function cleanUp(url: string, made: { members: Member[]; adminId?: string }): Promise<void> {
  const api = new SmokeApi(url);
  for (const member of made.members) await api.call(member, 'DELETE', '/user?softDelete=false');
  if (made.adminId) {
    const admin = await getUserById(made.adminId, true);
    if (admin) {
      await deleteUserRecords(admin);
      await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: process.env.ADMINS_POOL_ID, Username: admin.email }));
    }
  }
}

/** Each step's time, printed as it ends; the report at the end. */
class StepClock {
  private readonly started = Date.now();
  private count = 0;

  async time<T>(name: string, step: () => Promise<T>): Promise<T> {
    const started = Date.now();
    this.count += 1;
    const line = (outcome: string) => `${String(this.count).padStart(2)}. ${name.padEnd(72)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s${outcome}`;
    try {
      const result = await step();
      console.log(line(''));
      return result;
    } catch (error) {
      console.error(line(`  FAILED: ${error instanceof Error ? error.message : String(error)}`));
      throw error;
    }
  }

  report(): void {
    console.log(`Smoke test: ${this.count} steps in ${((Date.now() - this.started) / 1000).toFixed(1)} s`);
  }
}

function parseCommandLine(): { url: string; stage?: string; region?: string } {
  try {
    const { values } = parseArgs({ options: { url: { type: 'string' }, stage: { type: 'string' }, region: { type: 'string' } } });
    if (values.url) return { url: values.url.replace(/\/$/, ''), stage: values.stage, region: values.region };
  } catch (error) {
    throw new TargetProblem(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  throw new TargetProblem(USAGE);
}

runOperatorCommand(main);

import './local/quiet-sdk';
import { parseArgs } from 'node:util';
import * as yup from 'yup';
import { cognitoClient } from '../lambdas/core/clients';
import { emailRule, fullNameRule, passwordRule } from '../shared/validation/rules';
import { messageOf, validate } from '../shared/validation/validate';
import { ensureAccount } from './accounts';
import { generatePassword } from './password';
import { lambdaEnvironment, resolveTarget, runOperatorCommand, TargetProblem, unreachable } from './stack-target';

/**
 * `npm run admin:create -- <email> [--name "Full Name"] [--password <password>] [--stage <stage> [--region <region>]]`
 *
 * Creates an admin in the admins pool and its profile record: admins never sign up. Without --stage it works on
 * the running local stack (DATA_DIR, default .data); with it, on the deployed stack `ugc-<stage>`, using the AWS
 * credentials of the environment. Without --password it generates one and prints it once.
 */

const USAGE = 'Usage: npm run admin:create -- <email> [--name "Full Name"] [--password <password>] [--stage <stage> [--region <region>]]';

/** How the person at the keyboard knows each field: by its option. */
const OPTION_OF_FIELD: Record<string, string> = { email: '<email>', fullName: '--name', password: '--password' };

const inputSchema = yup.object({
  email: emailRule(),
  fullName: fullNameRule(),
  password: passwordRule().optional(),
});

async function main(): Promise<void> {
  const { values, positionals } = parseCommandLine();
  const email = positionals[0] as string;
  const checked = validate(inputSchema, { email, fullName: values.name ?? email.split('@')[0], password: values.password });
  if ('errors' in checked) {
    const [field, key] = Object.entries(checked.errors)[0] ?? ['email', 'valueInvalid'];
    throw new TargetProblem(`${OPTION_OF_FIELD[field] ?? field}: ${messageOf(key)}`);
  }
  const input = checked.value;

  const target = await resolveTarget(values.stage, values.region);
  Object.assign(process.env, lambdaEnvironment(target, values.stage ?? 'local'));
  const password = input.password ?? generatePassword();
  const { userId, created } = await ensureAccount(cognitoClient(), target.pools.admins.poolId, { role: 'admin', email: input.email, fullName: input.fullName }, password)
    .catch((error: unknown) => {
      throw unreachable(error, target) ?? error;
    });

  if (!created) {
    console.log(`Admin ${input.email} already exists in ${target.description} (id ${userId}); its password was not changed.`);
    return;
  }
  console.log(`Admin ${input.email} created in ${target.description} (id ${userId}).`);
  if (!input.password) console.log(`Password: ${password}\nIt is shown only now. The admin signs in at /admin/signin and can change it with "Forgot password".`);
}

function parseCommandLine() {
  try {
    const parsed = parseArgs({
      allowPositionals: true,
      options: { name: { type: 'string' }, password: { type: 'string' }, stage: { type: 'string' }, region: { type: 'string' } },
    });
    if (parsed.positionals.length === 1) return parsed;
  } catch (error) {
    throw new TargetProblem(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  throw new TargetProblem(USAGE);
}

runOperatorCommand(main);

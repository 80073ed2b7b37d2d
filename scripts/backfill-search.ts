import './local/quiet-sdk';
import { parseArgs } from 'node:util';
import { addMissingSearchEntries } from '../lambdas/data/user-lists';
import { ROLES } from '../shared/domain/constants';
import { lambdaEnvironment, resolveTarget, runOperatorCommand, TargetProblem, unreachable } from './stack-target';

/**
 * `npm run backfill:search -- [--stage <stage> [--region <region>]]`
 *
 * Gives every profile written before the users search index existed its search entries (its e-mail key and its name
 * entries; docs/decisions/admin.md, Admin users): run it once on a stage after deploying the version that added the index,
 * once the index is active. Safe to repeat: a profile that has its entries, or changed meanwhile, is left alone.
 * Without --stage it works on the running local stack (which also does this by itself at start).
 */

const USAGE = 'Usage: npm run backfill:search -- [--stage <stage> [--region <region>]]';

async function main(): Promise<void> {
  let values: { stage?: string; region?: string };
  try {
    ({ values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' } } }));
  } catch (error) {
    throw new TargetProblem(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const target = await resolveTarget(values.stage, values.region);
  Object.assign(process.env, lambdaEnvironment(target, values.stage ?? 'local'));
  for (const role of ROLES) {
    const completed = await addMissingSearchEntries(role).catch((error: unknown) => {
      throw unreachable(error, target) ?? error;
    });
    console.log(`${role}: ${completed} profile${completed === 1 ? '' : 's'} given search entries in ${target.description}.`);
  }
}

runOperatorCommand(main);

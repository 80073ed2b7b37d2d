import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stackName } from './definitions';
import { MarketplaceStack } from './marketplace-stack';
import type { Stage } from './stage';

/**
 * Adds the stage's stack to an app and registers cdk-nag's AwsSolutions pack, which fails synthesis on any
 * finding not acknowledged with a reason. Shared by bin/app.ts and the infra tests, so both check the same thing.
 */
export function addMarketplaceStack(app: App, stage: Stage, webDistDir: string): MarketplaceStack {
  const stack = new MarketplaceStack(app, stackName(stage), {
    stage,
    webDistDir,
    description: `UGC campaign marketplace (${stage})`,
  });
  Tags.of(stack).add('project', 'ugc-marketplace');
  Tags.of(stack).add('stage', stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return stack;
}

import * as fs from 'node:fs';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { PROJECT_ROOT } from '../lib/bundling';
import { addMarketplaceStack } from '../lib/marketplace-app';
import { isStage, STAGES } from '../lib/stage';

const WEB_DIST = path.join(PROJECT_ROOT, 'web', 'dist');

const app = new App();
const stage: unknown = app.node.tryGetContext('stage');
if (!isStage(stage)) {
  throw new Error(`Unknown stage ${JSON.stringify(stage)}: pass -c stage=${STAGES.join('|')}`);
}
if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  throw new Error(`${path.relative(PROJECT_ROOT, WEB_DIST)}/index.html not found: run \`npm run build:web\` before synth or deploy`);
}
addMarketplaceStack(app, stage, WEB_DIST);

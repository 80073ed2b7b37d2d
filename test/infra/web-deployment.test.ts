import * as fs from 'node:fs';
import * as path from 'node:path';
import { addMarketplaceStack } from '../../lib/marketplace-app';
import { appWithoutBundling, webDistStandIn } from '../support/cdk-app';

/** What the web deployments upload: the built files, never the local gateway's precompressed copies. */

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)).map((file) => `${entry.name}/${file}`) : [entry.name]));
}

const BUILT_FILES = ['index.html', 'index.html.br', 'index.html.gz', 'assets/main-1.js', 'assets/main-1.js.br', 'assets/main-1.js.gz', 'assets/font.woff2'];
const webDist = webDistStandIn(Object.fromEntries(BUILT_FILES.map((file) => [file, file])));
let uploaded: string[];

beforeAll(() => {
  const app = appWithoutBundling();
  addMarketplaceStack(app, 'dev', webDist);
  const assembly = app.synth();
  // The staged web asset is the one directory of the assembly holding the stand-in's index.html.
  const staged = fs
    .readdirSync(assembly.directory)
    .map((name) => path.join(assembly.directory, name))
    .filter((dir) => fs.statSync(dir).isDirectory() && fs.existsSync(path.join(dir, 'index.html')));
  expect(staged).toHaveLength(1);
  uploaded = filesUnder(staged[0] as string).sort();
}, 120_000);

it('uploads the built files and leaves the .br and .gz copies to the local gateway (CloudFront compresses itself)', () => {
  expect(uploaded).toEqual(['assets/font.woff2', 'assets/main-1.js', 'index.html']);
});

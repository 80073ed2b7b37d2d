import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';

/**
 * The infra tests' CDK apps. Bundling the functions is nearly all of a synthesis's time (esbuild for each of them, and
 * an npm install of sharp for Linux on ARM beside the upload check): the stack test's dev synthesis bundles them as
 * `cdk synth` does, once per run, and proves the bundling works; every other synthesis skips it with CDK's own
 * bundling-stacks context (what `cdk deploy` of one stack does for the others). The template is the same but for the
 * functions' code locations, which no assertion reads (test/infra/bundles.test.ts bundles each function itself).
 */
export function appWithoutBundling(context: Record<string, unknown> = {}): App {
  return new App({ context: { ...context, [BUNDLING_STACKS]: [] } });
}

/** An app that bundles every function for real, as `cdk synth` and `cdk deploy` do. */
export function appWithBundling(context: Record<string, unknown> = {}): App {
  return new App({ context });
}

/** A stand-in for web/dist, so the infra tests neither need nor wait for the real web build; removed after the file. */
export function webDistStandIn(files: Record<string, string> = { 'index.html': '<!doctype html><title>test</title>' }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-web-dist-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

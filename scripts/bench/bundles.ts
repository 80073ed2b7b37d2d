import * as esbuild from 'esbuild';
import { BUNDLE_MINIFY, BUNDLE_TARGET, EXTERNAL_MODULES, type LambdaEntry } from '../../lib/bundling';

/** One Lambda entry bundled as lib/constructs/lambda-function.ts deploys it (or unminified, to read its code). */
export interface Bundle {
  code: string;
  /** The files the bundle was made from, relative to the project root. */
  inputs: string[];
  bytes: number;
}

export async function bundleEntry({ entry, nativeModules = [] }: LambdaEntry, { minify = BUNDLE_MINIFY }: { minify?: boolean } = {}): Promise<Bundle> {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    minify,
    platform: 'node',
    target: BUNDLE_TARGET,
    format: 'cjs',
    external: [...EXTERNAL_MODULES, ...nativeModules],
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote no bundle for ${entry}`);
  return { code: output.text, inputs: Object.keys(result.metafile.inputs), bytes: output.contents.byteLength };
}

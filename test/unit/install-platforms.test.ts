import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * `npm install` must work wherever people develop (linux and macOS, x64 and arm64): npm refuses a package whose `os`
 * or `cpu` excludes the machine (EBADPLATFORM), so no direct dependency may carry either. A platform's binary comes
 * as an optional dependency of a package that has one per platform (ffmpeg, esbuild, sharp).
 */
const root = join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
const direct = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];

function installedManifest(name: string): { os?: string[]; cpu?: string[] } {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { os?: string[]; cpu?: string[] };
}

describe('direct dependencies', () => {
  it('are many, read from the installed packages', () => {
    expect(direct.length).toBeGreaterThan(20);
    expect(dirname(require.resolve('react/package.json'))).toBe(join(root, 'node_modules', 'react'));
  });

  it.each(direct)('%s is not limited to some platforms', (name) => {
    const { os, cpu } = installedManifest(name);
    expect({ name, os, cpu }).toEqual({ name, os: undefined, cpu: undefined });
  });

  it("would catch a platform package among them: esbuild's binary for this machine is one", () => {
    const binary = installedManifest(`@esbuild/${process.platform}-${process.arch}`);
    expect(binary.os ?? binary.cpu).toBeDefined();
  });
});

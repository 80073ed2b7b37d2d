import * as fs from 'node:fs';
import * as path from 'node:path';
import { scratchDirectory } from './cleanup';
import { canTieToBench } from './processes';

/**
 * Debian's Chromium, tied to the bench (processes.ts): Playwright's would close with its pipe, but chrome-launcher
 * starts Chromium detached (its own process group, which Ctrl-C does not reach), and one lived on after the bench
 * was killed. The launchers take an executable, not a command: so a script that execs Chromium tied.
 */

const INSTALLED = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => fs.existsSync(candidate));

let tied: string | undefined;

/** The executable to start Chromium by, or undefined where it is not installed. */
export function chromiumPath(): string | undefined {
  if (!INSTALLED || !canTieToBench()) return INSTALLED;
  if (!tied) {
    tied = path.join(scratchDirectory('chromium').dir, 'chromium');
    fs.writeFileSync(tied, `#!/bin/sh\nexec setpriv --pdeathsig KILL -- ${INSTALLED} "$@"\n`, { mode: 0o755 });
  }
  return tied;
}

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { unhandledErrors, type RunningStack } from '../../scripts/local/stack-process';

/** A failed `npm test` prints what the stack logged of each request it answered 500 (scripts/test.ts). */
describe("the stack's log of requests answered 500", () => {
  let dir = '';
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-log-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const stackLogging = (text: string | undefined): RunningStack => {
    const logFile = path.join(dir, 'stack.log');
    if (text !== undefined) fs.writeFileSync(logFile, text);
    return { child: {} as ChildProcess, dataDir: dir, infoFile: path.join(dir, 'local-stack.json'), logFile };
  };

  it('finds each Unhandled error with the lines of its record that follow', () => {
    const log = ['ready', '{', '  "message": "Unhandled error",', '  "route": "DELETE /user",', '  "error": "TransactionConflictException"', '}', 'later', '  "message": "Unhandled error",', '  "route": "GET /user"'].join('\n');
    const errors = unhandledErrors(stackLogging(log));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('TransactionConflictException');
    expect(errors[1]).toContain('GET /user');
  });

  it('finds none in a clean log, or when there is no log', () => {
    expect(unhandledErrors(stackLogging('ready\nall good'))).toEqual([]);
    expect(unhandledErrors(stackLogging(undefined))).toEqual([]);
  });
});

// Runs jest and fails the run when jest had to kill a worker at the end: a worker that does not
// exit by itself holds something a test left open (a socket, a server, a timer), which is a
// defect even when every test passed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const FORCED_EXIT = 'A worker process has failed to exit gracefully';
const jest = createRequire(import.meta.url).resolve('jest/bin/jest');

const child = spawn(process.execPath, [jest, ...process.argv.slice(2)], {
  stdio: ['inherit', 'inherit', 'pipe'],
});
let forcedExit = false;
let carry = '';
child.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  const text = carry + String(chunk);
  forcedExit ||= text.includes(FORCED_EXIT);
  carry = text.slice(-FORCED_EXIT.length);
});
child.on('close', (code, signal) => {
  if (signal) {
    console.error(`jest was stopped by ${signal}`);
    process.exit(1);
  }
  if (code === 0 && forcedExit) {
    console.error(
      'run-jest: every test passed, but a jest worker had to be killed: a test file leaves ' +
        'something open. Find it with `npx jest --runInBand --detectOpenHandles <file>`.',
    );
    process.exit(1);
  }
  process.exit(code ?? 1);
});

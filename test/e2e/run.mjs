// `npm run test:e2e`: builds dist/ if needed, then runs the browser tests
// with Node's test runner, one file at a time (the machines have 2 cores).
import { spawnSync } from 'node:child_process';
import { ensureBuilt } from './setup.mjs';

ensureBuilt();
const files = process.argv.slice(2);
const result = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=1', ...(files.length ? files : ['test/e2e/*.test.mjs'])],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);

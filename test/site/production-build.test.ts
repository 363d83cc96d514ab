// The built site is a production build: no Preact development code (its
// devtools hook) in any script. A build started from inside Vitest inherits
// NODE_ENV=test and ships that code; on a fresh clone, where `npm test`
// builds dist/ itself, the calculator page then went over its 30 KB budget
// and the browser tests ran on that build (see ensureBuilt in ./dist.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, distFiles, ensureBuilt } from './dist';

ensureBuilt();

describe('the build in dist/', () => {
  it('is a production build: no script carries Preact’s development hooks', () => {
    const scripts = distFiles().filter((f) => f.startsWith('_astro/') && f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    const dev = scripts.filter((f) => readFileSync(join(DIST, f), 'utf8').includes('__PREACT_DEVTOOLS__'));
    expect(dev).toEqual([]);
  });
});

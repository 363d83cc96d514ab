import { defineConfig } from 'vitest/config';

// Unit, engine and content tests run in Node; component tests opt into
// happy-dom with a `// @vitest-environment happy-dom` comment at the top.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
  },
});

import { defineConfig } from 'vitest/config';
import { siteDataFromContent } from './pipeline/render/site-data.ts';

/**
 * Two projects: `unit` (next to the code, no rendering; run by `npm run
 * check`) and `integration` (tests/: fixture builds, databases). Code that
 * imports virtual:site-data/* gets content/ compiled on first use.
 */
export default defineConfig({
  plugins: [siteDataFromContent()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'pipeline/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/**/*.test.ts'], exclude: ['tests/e2e/**'], testTimeout: 180_000, hookTimeout: 180_000 },
      },
    ],
  },
});

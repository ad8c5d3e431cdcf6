import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (*.test.ts); integration tests (*.int.test.ts) need a database
// and run once per dialect from the server package.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: [
            'core/src/**/*.test.ts',
            'core/scripts/**/*.test.ts',
            'server/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          setupFiles: ['web/src/i18n/test-setup.ts'],
          // Rule tests compose hundreds of readings each (five seconds on a quiet 2-core machine for
          // the German parity set); speed is the bench's to measure, so a busy machine must not fail them.
          testTimeout: 30_000,
        },
      },
      ...(['sqlite', 'postgres'] as const).map((dialect) => ({
        test: {
          name: `int-${dialect}`,
          include: ['server/test/**/*.int.test.ts'],
          // *.pg.int.test.ts need PostgreSQL itself (several servers on one database).
          exclude: dialect === 'sqlite' ? ['server/test/**/*.pg.int.test.ts'] : [],
          env: { TEST_DB: dialect },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});

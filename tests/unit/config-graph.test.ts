import { resolve } from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

/**
 * Vite bundles a config file and checks, on the way, that Node could load the same files itself
 * (its coming default config loader, `configLoader: 'native'`): every relative import names its
 * file with the extension. What it finds is one warning at every start of `npm start` and `npm test`.
 */
async function configWarnings(file: string): Promise<string[]> {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = logger.warn;
  await loadConfigFromFile({ command: 'build', mode: 'production' }, file, root, 'warn', logger);
  return warnings;
}

describe('the config files and the modules they import', () => {
  it.each(['vite.config.ts', 'vitest.e2e.config.ts'])(
    'load with no warning: %s',
    async (file) => {
      expect(process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING).toBeUndefined();
      expect(await configWarnings(file)).toEqual([]);
    },
    // Bundling the config graph takes one to two seconds on a quiet machine, over five on a busy one.
    60_000,
  );
});

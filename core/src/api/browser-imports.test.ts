import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser imports these contract modules. Whatever they import at run time goes into the
 * web bundle, so one constant taken from the reading writer once put the chart engine's planet
 * series (1.7 MB gzip) into every result page.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const ENGINE_AND_WRITER = [
  /^astro\/(ephemeris|planet-series|chiron|pluto-table|places|chart|houses)/,
  /^readings\/(guide|content\/|.*-report|natal-synthesis|astro-facts|tarot-interplay|llm)/,
];

/** Relative modules a file imports for their values (type-only imports are erased). */
function valueImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)(?! type)[^;]*?from '(\.[^']+)'/gms)].map(
    (match) => match[1]!,
  );
  return specifiers.map((specifier) => {
    const resolved = path.resolve(path.dirname(file), specifier);
    if (path.extname(specifier)) return resolved;
    return fs.existsSync(`${resolved}.ts`) ? `${resolved}.ts` : path.join(resolved, 'index.ts');
  });
}

function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  // Data files (JSON) are bundled as they are and import nothing.
  if (file.endsWith('.ts')) for (const imported of valueImports(file)) reachable(imported, seen);
  return seen;
}

const contracts = fs
  .readdirSync(path.join(SRC, 'api'))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('API contract modules', () => {
  it.each(contracts)('%s reaches neither the chart engine nor the reading writer', (name) => {
    const modules = [...reachable(path.join(SRC, 'api', name))].map((file) =>
      path.relative(SRC, file).replaceAll(path.sep, '/'),
    );
    expect(modules.filter((module) => ENGINE_AND_WRITER.some((pattern) => pattern.test(module)))).toEqual([]);
  });

  it('sees through to the engine when a contract does import it', () => {
    const guide = [...reachable(path.join(SRC, 'readings/guide.ts'))].map((file) => path.relative(SRC, file));
    expect(guide).toContain(path.join('readings', 'tarot-report.ts'));
  });
});

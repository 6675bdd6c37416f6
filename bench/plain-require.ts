/**
 * Loads a CommonJS package the way Node itself does (a function of exports, require, module,
 * __filename and __dirname), past the TypeScript loader the benchmarks run under.
 *
 * Why: under tsx, a required .js file that mentions "import" or "export" is first scanned by a
 * WebAssembly lexer, and for a large file (vader-sentiment's 110 KB bundle) the lexer's memory
 * grows. Growing WebAssembly memory detaches its old ArrayBuffer, and from the first detached
 * buffer on V8 checks every typed-array access of optimised code for detachment, in the whole
 * process, for good (its ArrayBufferDetaching protector; `node --trace-protector-invalidation`
 * shows it). That slowed ToneLens's analysis, which reads typed arrays throughout, by about 12 %,
 * and left `sentiment` and VADER, which read none, as they were: a cost of the development
 * loader, not of any analyser. The core benchmark also times the slower regime on purpose, and
 * prints it apart (see core.bench.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { runInThisContext } from 'node:vm';

export function requirePlain<T>(id: string, from: string): T {
  const path = createRequire(from).resolve(id);
  const module = { exports: {} as T };
  const wrapped = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(path, 'utf8')}\n})`,
    { filename: path },
  ) as (exports: T, require: NodeJS.Require, module: { exports: T }, filename: string, dir: string) => void;
  wrapped(module.exports, createRequire(path), module, path, dirname(path));
  return module.exports;
}

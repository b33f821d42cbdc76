/**
 * V8 settings for the CLI process, set by src/cli/bin.ts before the command runs (before any
 * WebAssembly is compiled or JavaScript optimised). A `fleetcase validate` run is short: most of its CPU goes to V8's optimising
 * compilers, which run on background threads and compete with the validating threads for the
 * same cores (on 3 000 files and 2 cores: about 40% of the CPU, half for libxml2's WebAssembly
 * and half for JavaScript). These settings make both compile less:
 *
 * - `--wasm-tiering-budget`: a WebAssembly function is re-compiled by TurboFan after it has run
 *   about this many bytes of code (V8's default: 1 800 000). At 60 000 000 only libxml2's truly
 *   hot functions are (the parser's inner loops on a large document still are, within
 *   milliseconds); the rest stay on the baseline compiler's code.
 * - `--max-inlined-bytecode-size` and `…-cumulative`: TurboFan inlines smaller callees into an
 *   optimised JavaScript function (V8's defaults: 460 and 920 bytes of bytecode), so each
 *   optimisation of the validator's hot functions compiles less code.
 *
 * Measured with `npm run bench` and interleaved runs (src/validate/README.md, "Performance").
 * Only the CLI sets them: the library leaves the host process's V8 as it is. A flag given on
 * the command line (`node --wasm-tiering-budget=… bin.js`) wins over these. They are set only on
 * the V8 versions they were measured on: V8 prints an error line for a flag it does not know,
 * and another V8 tiers differently.
 */
import { setFlagsFromString } from 'node:v8';

/** The settings, each with the flag name it sets. */
export const CLI_V8_FLAGS: Readonly<Record<string, string>> = {
  'wasm-tiering-budget': '60000000',
  'max-inlined-bytecode-size': '115',
  'max-inlined-bytecode-size-cumulative': '230',
};

/** The V8 major versions these settings were measured on (Node 20 ships V8 11). */
export const MEASURED_V8_MAJORS: readonly number[] = [11];

/** True when the process was started with this V8 flag (its own setting is kept). */
function givenOnCommandLine(name: string): boolean {
  const spellings = [name, name.replaceAll('-', '_')];
  return process.execArgv.some((arg) =>
    spellings.some((spelling) => arg === `--${spelling}` || arg.startsWith(`--${spelling}=`)),
  );
}

/** Sets the CLI's V8 flags (those not given on the command line), on a V8 they were measured on. */
export function applyCliV8Flags(): void {
  if (!MEASURED_V8_MAJORS.includes(Number.parseInt(process.versions.v8, 10))) return;
  for (const [name, value] of Object.entries(CLI_V8_FLAGS))
    if (!givenOnCommandLine(name)) setFlagsFromString(`--${name}=${value}`);
}

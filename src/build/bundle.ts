/**
 * The build's second step (`npm run build` runs it after tsc): bundles the CLI with esbuild into
 * a few ESM files, so that a run compiles a handful of modules instead of ~170 (module
 * resolution and compilation were a fifth of a short `fleetcase validate`, paid again by each
 * worker thread). dist/ stays the tsc output for the library; only the bin changes:
 *
 * - `dist/src/cli/bundle/`: `bin.js` (the CLI) and its chunks, split at the CLI's dynamic
 *   imports so that a run loads only its command's code, and `worker.js` (the validation
 *   worker, src/validate/pool/worker.ts) in one file. Every file is in that one folder: the
 *   pool starts `./worker.js` beside its own chunk.
 * - `dist/src/cli/bin.js` (the package's bin) is replaced by a two-line file that imports the
 *   bundle. A later plain `tsc` writes its own bin.js back, which runs unbundled: the bin never
 *   runs a bundle older than the sources tsc compiled.
 *
 * Packages stay external (loaded from node_modules as usual: native addons, JARs, CommonJS),
 * except the pure-ESM ones every validate run loads: yargs (and its dependencies) and
 * libxml2-wasm (its WebAssembly is inside its JavaScript; 14 modules per thread otherwise).
 *
 * Run: `node dist/src/build/bundle.js` (or `bundleCli()` from a test).
 */
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { packageRoot } from '../paths.js';

/** Where the bundle goes and what it is built from. */
export interface BundleOptions {
  /** The package root (package.json, src/). Default: this package. */
  root?: string;
  /** Folder of the bin (the bundle goes into `bundle/` below it). Default: `<root>/dist/src/cli`. */
  binDir?: string;
}

/** Packages bundled into the CLI (pure ESM, loaded by every run); every other package stays external. */
const INLINED = new Set(['yargs', 'libxml2-wasm']);

/**
 * yargs finds its locale files (y18n) from its own module URL; inlined, that URL would be the
 * bundle's. Its platform shim gets the URL of the installed yargs instead, so messages are
 * looked up where they always were.
 */
const yargsShimUrl: Plugin = {
  name: 'yargs-shim-url',
  setup(bundler) {
    bundler.onLoad({ filter: /[\\/]yargs[\\/]lib[\\/]platform-shims[\\/]esm\.mjs$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) throw new Error(`${args.path}: import.meta.url not found (yargs changed: review the bundle's yargs-shim-url plugin)`);
      const located =
        "import { createRequire as __fleetcaseRequire } from 'node:module';\n" +
        "import { pathToFileURL as __fleetcaseFileUrl } from 'node:url';\n" +
        "const __fleetcaseYargsShim = new URL('./lib/platform-shims/esm.mjs', __fleetcaseFileUrl(__fleetcaseRequire(import.meta.url).resolve('yargs'))).href;\n";
      return { contents: located + source.replaceAll('import.meta.url', '__fleetcaseYargsShim'), loader: 'js' };
    });
  },
};

/**
 * yargs measures text with string-width (its own copy and cliui's), whose modules build an
 * Intl.Segmenter and Unicode-property regexes when loaded: ~40 ms of every run, before any
 * text is measured. Inlined, each import of string-width gets a stand-in that answers printable
 * ASCII itself (one column per character, string-width's own fast path) and loads the real
 * module (its `require` is bundled lazily) for any other text.
 */
const lazyStringWidth: Plugin = {
  name: 'lazy-string-width',
  setup(bundler) {
    bundler.onResolve({ filter: /^string-width$/ }, (args) =>
      // A path relative to the package: the bundle names the stand-in, and must not name the
      // folder it was built in (review r21 consumer L6: /work/… in the shipped bin.js).
      args.kind === 'require-call'
        ? undefined
        : { path: relative(process.cwd(), join(args.resolveDir, 'string-width')), namespace: 'lazy-string-width', pluginData: args.resolveDir },
    );
    bundler.onLoad({ filter: /.*/, namespace: 'lazy-string-width' }, (args) => ({
      resolveDir: args.pluginData as string,
      loader: 'js',
      contents: `let real;
export default function stringWidth(text, options) {
  if (typeof text === 'string' && /^[\u0020-\u007E]*$/.test(text)) return text.length;
  real ??= require('string-width').default;
  return real(text, options);
}
`,
    }));
  },
};

/**
 * libxml2-wasm carries its WebAssembly as an 800 KB string inside its JavaScript, which every
 * thread parses (1.3 MB of escapes once bundled), converts to bytes and compiles for itself.
 * In the bundle the bytes are a file instead (`libxml2.wasm`, written beside the chunks), and
 * libxml2-wasm instantiates the one module its process compiled from it
 * (src/validate/engines/libxml2-module.ts), shared with the worker threads.
 */
function sharedLibxml2Wasm(wasm: { bytes?: Uint8Array }): Plugin {
  return {
    name: 'shared-libxml2-wasm',
    setup(bundler) {
      bundler.onLoad({ filter: /[\\/]libxml2-wasm[\\/]lib[\\/]libxml2raw\.mjs$/ }, (args) => {
        const { source, bytes } = withoutEmbeddedWasm(readFileSync(args.path, 'utf8'), args.path);
        wasm.bytes = bytes;
        return { contents: source, loader: 'js' };
      });
      bundler.onLoad({ filter: /[\\/]libxml2-wasm[\\/]lib[\\/]libxml2\.mjs$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const call = 'await moduleLoader()';
        if (source.split(call).length !== 2) throw new Error(`${args.path}: "${call}" not found once (libxml2-wasm changed: review the bundle's shared-libxml2-wasm plugin)`);
        const helper = JSON.stringify(join(packageRootOf(args.path), 'src/validate/engines/libxml2-module.ts'));
        return { contents: `import { libxml2ModuleArgs as __fleetcaseLibxml2Args } from ${helper};\n${source.replace(call, 'await moduleLoader(__fleetcaseLibxml2Args())')}`, loader: 'js' };
      });
    },
  };
}

/** The folder of the package whose node_modules holds `file`. */
function packageRootOf(file: string): string {
  const at = file.lastIndexOf(`${sep}node_modules${sep}`);
  if (at < 0) throw new Error(`${file}: not inside node_modules`);
  return file.slice(0, at);
}

/**
 * Emscripten's loader with its embedded WebAssembly taken out: the bytes, and the source in
 * which the string is replaced by an error (reached only if the shared module is missing).
 */
export function withoutEmbeddedWasm(source: string, file: string): { source: string; bytes: Uint8Array } {
  // The string starts with the WebAssembly magic (NUL "asm"), written as a raw NUL character.
  const start = source.indexOf("'\0asm");
  if (start < 0 || source.indexOf("'\0asm", start + 1) >= 0) throw new Error(`${file}: the embedded WebAssembly string was not found once (libxml2-wasm changed: review the bundle's shared-libxml2-wasm plugin)`);
  let end = start + 1;
  while (source[end] !== "'") end += source[end] === '\\' ? 2 : 1;
  // A string literal of a dependency, evaluated at build time.
  const text = new Function(`"use strict"; return ${source.slice(start, end + 1)};`)() as string;
  // The loader's own conversion of its string to bytes.
  const bytes = Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return (~code >> 8) & code;
  });
  const missing = "(() => { throw new Error('libxml2.wasm: the shared WebAssembly module is missing beside the bundle (rebuild: npm run build)'); })()";
  return { source: source.slice(0, start) + missing + source.slice(end + 1), bytes };
}

/** The packages left external: every dependency of package.json but the inlined ones. */
function externals(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies });
  return names.filter((name) => !INLINED.has(name)).flatMap((name) => [name, `${name}/*`]);
}

/** Bundles the CLI; returns the files written (relative to `root`). */
export async function bundleCli(options: BundleOptions = {}): Promise<string[]> {
  const root = resolve(options.root ?? packageRoot);
  const binDir = resolve(options.binDir ?? join(root, 'dist/src/cli'));
  const outdir = join(binDir, 'bundle');
  // Chunk names carry content hashes: a bundle from an earlier build would be left beside this one.
  rmSync(outdir, { recursive: true, force: true });
  // Filled by the shared-libxml2-wasm plugin when it loads libxml2-wasm.
  const wasm: { bytes?: Uint8Array } = {};
  const common = {
    absWorkingDir: root,
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: externals(root),
    plugins: [yargsShimUrl, lazyStringWidth, sharedLibxml2Wasm(wasm)],
    entryNames: '[name]',
    sourcemap: 'linked',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  } satisfies BuildOptions;
  const [cli, worker] = await Promise.all([
    // Split at the CLI's dynamic imports (a run loads its command's chunks only), so that a
    // module the commands share is one module in the process.
    build({ ...common, entryPoints: { bin: join(root, 'src/cli/bin.ts') }, splitting: true, chunkNames: '[name]-[hash]' }),
    // One file for what every worker runs (a worker thread is an isolate of its own, nothing to
    // share, one module to load), split only at its dynamic imports: the schema loader behind
    // the missing-child messages (src/validate/schema-facts-lazy.ts) loads in the rare thread
    // that needs it, not at every worker's start.
    build({ ...common, entryPoints: { worker: join(root, 'src/validate/pool/worker.ts') }, splitting: true, chunkNames: 'worker-[name]-[hash]' }),
  ]);
  if (!wasm.bytes) throw new Error('bundle: libxml2-wasm was not bundled (no WebAssembly to write)');
  const wasmFile = join(outdir, 'libxml2.wasm');
  writeFileSync(wasmFile, wasm.bytes);
  const bin = join(binDir, 'bin.js');
  writeFileSync(bin, "#!/usr/bin/env node\n// The CLI bundle (src/build/bundle.ts); `tsc` alone writes the unbundled bin here.\nimport './bundle/bin.js';\n");
  // npm links bins before `prepare` builds them: the bin must be executable once written.
  chmodSync(bin, 0o755);
  // tsc's source map belonged to the bin it wrote.
  rmSync(`${bin}.map`, { force: true });
  return [bin, wasmFile, ...Object.keys({ ...cli.metafile.outputs, ...worker.metafile.outputs }).map((file) => resolve(root, file))].map((file) => relative(root, file));
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = await bundleCli();
  process.stdout.write(`bundled the CLI: ${written.filter((file) => file.endsWith('.js')).length} files in ${relative(packageRoot, join(packageRoot, 'dist/src/cli'))}\n`);
}

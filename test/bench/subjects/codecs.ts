/**
 * Subject: the generated typed codecs (`generated/<generation>/index.ts`), found by the naming
 * scheme of src/emit/naming/root-names.ts: `decode<Stem>` / `encode<Stem>` where the stem is
 * PascalCase schema + root (`decodeCaseRequestCase`, `decodeErrorResponse400BadRequestResponse`),
 * with a loose match (case, digits and separators ignored) as a fallback, so a renamed stem
 * still resolves. Missing generations or functions are reported, never thrown.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CorpusDocument } from '../corpus/index.js';

/** A generated decoder and encoder pair for one document type. */
export interface Codec {
  decode: (xml: string) => unknown;
  encode?: (value: unknown) => string;
  /** @example 'decodeCaseRequestCase' */
  name: string;
}

function pascal(text: string): string {
  const joined = text
    .split(/[^\p{ID_Continue}]|_/u)
    .filter((part) => part !== '')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  const digits = /^\d+/.exec(joined)?.[0] ?? '';
  return joined.slice(digits.length) + digits;
}

function loose(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

/** The stem of a root's generated functions. @example stem('CaseResponse', 'cases') // 'CaseResponseCases' */
export function stemOf(schema: string, root: string): string {
  const schemaPart = pascal(schema);
  const rootPart = pascal(root);
  return schemaPart === rootPart ? rootPart : `${schemaPart}${rootPart}`;
}

/** Loads generated codecs per generation; `find` resolves a document's codec. */
export async function loadCodecs(repoRoot: string, generations: readonly string[]): Promise<{ find(document: CorpusDocument): Codec | undefined; problems: string[]; loaded: string[] }> {
  const modules = new Map<string, Record<string, unknown>>();
  const problems: string[] = [];
  for (const generation of generations) {
    const file = join(repoRoot, 'generated', generation, 'index.ts');
    if (!existsSync(file)) {
      problems.push(`generated/${generation}/index.ts does not exist`);
      continue;
    }
    try {
      modules.set(generation, (await import(pathToFileURL(file).href)) as Record<string, unknown>);
    } catch (error) {
      problems.push(`generated/${generation} does not load (${String(error).split('\n')[0]})`);
    }
  }
  const looseIndex = new Map<string, Map<string, string>>();
  for (const [generation, module] of modules) {
    looseIndex.set(generation, new Map(Object.keys(module).filter((name) => /^(de|en)code/.test(name)).map((name) => [loose(name), name])));
  }
  const lookup = (module: Record<string, unknown>, generation: string, name: string): ((...args: never[]) => unknown) | undefined => {
    const exact = module[name];
    if (typeof exact === 'function') return exact as (...args: never[]) => unknown;
    const other = looseIndex.get(generation)?.get(loose(name));
    return other && typeof module[other] === 'function' ? (module[other] as (...args: never[]) => unknown) : undefined;
  };
  return {
    problems,
    loaded: [...modules.keys()],
    find(document) {
      const module = modules.get(document.generation);
      if (!module) return undefined;
      const stem = stemOf(document.schema, document.root);
      const decode = lookup(module, document.generation, `decode${stem}`);
      if (!decode) return undefined;
      const encode = lookup(module, document.generation, `encode${stem}`);
      return { name: `decode${stem}`, decode: decode as Codec['decode'], ...(encode ? { encode: encode as Codec['encode'] } : {}) };
    },
  };
}

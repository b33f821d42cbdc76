/**
 * The bundle's extraction of libxml2-wasm's embedded WebAssembly (src/build/bundle.ts
 * `withoutEmbeddedWasm`): the bytes come out as the loader itself would convert them, the
 * source keeps everything around the string, and a loader that changed shape stops the build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { withoutEmbeddedWasm } from '../../src/build/bundle.js';

const loaderFile = createRequire(import.meta.url).resolve('libxml2-wasm/lib/libxml2raw.mjs');

describe('withoutEmbeddedWasm', () => {
  test('takes the bytes out of a string with escapes and characters above 127', () => {
    const source = "var a=1;pa??=ea('\0asm\\x01\\0\\0\\0\\n\\'\\\\\u00ff');var b=2;";
    const { source: rest, bytes } = withoutEmbeddedWasm(source, 'loader.mjs');
    expect([...bytes]).toStrictEqual([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 10, 0x27, 0x5c, 0xff]);
    expect(rest.startsWith('var a=1;pa??=ea((() => { throw new Error(')).toBe(true);
    expect(rest.endsWith(');var b=2;')).toBe(true);
  });

  test('stops the build when the string is missing or there are two', () => {
    expect(() => withoutEmbeddedWasm('var a = 1;', 'loader.mjs')).toThrow(
      /loader\.mjs: the embedded WebAssembly string was not found once/,
    );
    expect(() => withoutEmbeddedWasm("f('\0asm');g('\0asm');", 'loader.mjs')).toThrow(
      /not found once/,
    );
  });

  test("libxml2-wasm's own loader yields a WebAssembly module that compiles", () => {
    const { source, bytes } = withoutEmbeddedWasm(readFileSync(loaderFile, 'utf8'), loaderFile);
    expect(WebAssembly.validate(bytes)).toBe(true);
    expect(new WebAssembly.Module(bytes)).toBeInstanceOf(WebAssembly.Module);
    expect(source.includes('\0asm')).toBe(false);
    expect(source.length).toBeLessThan(300_000);
  });
});

/**
 * A small JSON scanner that knows where things are: the 1-based line of every value by JSON
 * pointer (RFC 6901), duplicate object keys (which JSON.parse silently collapses, dropping data),
 * and the line of the first syntax error. JSON.parse stays the source of the value itself; this
 * only adds positions, so it follows RFC 8259 closely enough to agree with JSON.parse on what is
 * valid.
 */

/** Lines of the values of a JSON text, by JSON pointer ('' is the whole document). */
export type JsonLines = Map<string, number>;

/** Result of scanning: the positions, or the first problem and its line. */
export type JsonScan = { ok: true; lines: JsonLines } | { ok: false; line: number; detail: string };

/** Escapes one reference token of a JSON pointer (RFC 6901, section 3). */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

class ScanError extends Error {
  constructor(
    readonly offset: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING_BODY = /(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*/y;

/** Scans `text`, returning the line of every value by JSON pointer, or the first problem. */
export function scanJson(text: string): JsonScan {
  const lines: JsonLines = new Map();
  const lineAt = lineFinder(text);
  let offset = 0;

  const skipWhitespace = (): void => {
    for (
      let code = text.charCodeAt(offset);
      code === 32 || code === 10 || code === 13 || code === 9;
    )
      code = text.charCodeAt(++offset);
  };
  const expect = (char: string, what: string): void => {
    skipWhitespace();
    if (text[offset] !== char)
      throw new ScanError(offset, `expected ${what}, found ${describe(text, offset)}`);
    offset++;
  };
  const readString = (): string => {
    const start = offset;
    offset++; // opening quote
    STRING_BODY.lastIndex = offset;
    STRING_BODY.exec(text);
    offset = STRING_BODY.lastIndex;
    if (text[offset] !== '"')
      throw new ScanError(offset, 'unterminated string or invalid character in string');
    offset++;
    const body = text.slice(start + 1, offset - 1);
    // Only a string with escapes needs decoding (nearly every key and value has none).
    return body.includes('\\') ? (JSON.parse(text.slice(start, offset)) as string) : body;
  };
  const readValue = (pointer: string): void => {
    skipWhitespace();
    lines.set(pointer, lineAt(offset));
    const char = text[offset];
    if (char === '{') return readObject(pointer);
    if (char === '[') return readArray(pointer);
    if (char === '"') return void readString();
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, offset)) return void (offset += literal.length);
    }
    NUMBER.lastIndex = offset;
    if (NUMBER.exec(text)) return void (offset = NUMBER.lastIndex);
    throw new ScanError(offset, `expected a value, found ${describe(text, offset)}`);
  };
  const readObject = (pointer: string): void => {
    offset++;
    const seen = new Set<string>();
    skipWhitespace();
    if (text[offset] === '}') return void offset++;
    for (;;) {
      skipWhitespace();
      if (text[offset] !== '"')
        throw new ScanError(offset, `expected a property name, found ${describe(text, offset)}`);
      const keyOffset = offset;
      const key = readString();
      if (seen.has(key))
        throw new ScanError(
          keyOffset,
          `duplicate property "${key}" (the later value would replace the earlier one)`,
        );
      seen.add(key);
      expect(':', "':'");
      readValue(`${pointer}/${escapePointerToken(key)}`);
      skipWhitespace();
      if (text[offset] === ',') {
        offset++;
        continue;
      }
      if (text[offset] === '}') return void offset++;
      throw new ScanError(offset, `expected ',' or '}', found ${describe(text, offset)}`);
    }
  };
  const readArray = (pointer: string): void => {
    offset++;
    skipWhitespace();
    if (text[offset] === ']') return void offset++;
    for (let index = 0; ; index++) {
      readValue(`${pointer}/${index}`);
      skipWhitespace();
      if (text[offset] === ',') {
        offset++;
        continue;
      }
      if (text[offset] === ']') return void offset++;
      throw new ScanError(offset, `expected ',' or ']', found ${describe(text, offset)}`);
    }
  };

  try {
    readValue('');
    skipWhitespace();
    if (offset < text.length)
      throw new ScanError(offset, `unexpected ${describe(text, offset)} after the document`);
    return { ok: true, lines };
  } catch (error) {
    if (error instanceof ScanError)
      return { ok: false, line: lineAt(error.offset), detail: error.detail };
    throw error;
  }
}

/**
 * The line of the value at `pointer`, or of its nearest ancestor that has one (a missing
 * property is reported at the object that lacks it).
 */
export function lineOf(lines: JsonLines, pointer: string): number | undefined {
  let current = pointer;
  for (;;) {
    const line = lines.get(current);
    if (line !== undefined) return line;
    if (current === '') return undefined;
    current = current.slice(0, current.lastIndexOf('/'));
  }
}

/** Offset -> 1-based line, by binary search over the line starts (files have thousands of values). */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1))
    starts.push(index + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

function describe(text: string, offset: number): string {
  if (offset >= text.length) return 'end of file';
  return JSON.stringify(text[offset]);
}

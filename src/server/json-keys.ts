/**
 * The names of a JSON object body's top-level members, in order, repeats kept: JSON.parse keeps
 * the last of two members of one name without a word, and RFC 6749 3.2 sends each parameter of
 * a token request once. Read from text JSON.parse has accepted (a valid JSON object).
 * @example topLevelKeys('{"a":1,"b":{"a":2},"a":3}') // ['a', 'b', 'a']
 */
export function topLevelKeys(text: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let expectKey = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') {
      const end = stringEnd(text, index);
      if (depth === 1 && expectKey) keys.push(JSON.parse(text.slice(index, end + 1)) as string);
      expectKey = false;
      index = end;
    } else if (char === '{' || char === '[') {
      depth++;
      expectKey = depth === 1 && char === '{';
    } else if (char === '}' || char === ']') {
      depth--;
    } else if (char === ',' && depth === 1) {
      expectKey = true;
    }
  }
  return keys;
}

/** The index of the quote that closes the string opened at `start`. */
function stringEnd(text: string, start: number): number {
  let index = start + 1;
  // Bounded by the text's end too: never a hang, whatever text it is given.
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
  return index;
}

/** The names given more than once among `keys`, once each, in order. */
export function repeatedNames(keys: Iterable<string>): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const key of keys) (seen.has(key) ? repeated : seen).add(key);
  return [...repeated];
}

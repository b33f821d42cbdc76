/**
 * Command lines a message tells the user to run (`run \`fleetcase generate --out 'my api'\``),
 * written so that pasting them into a POSIX shell runs exactly that command.
 */

/** A word as a POSIX shell reads it back: bare when it holds only safe characters, else single-quoted. */
export function shellQuote(word: string): string {
  if (/^[\w@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * `fleetcase <command>` followed by the given flags, each value shell-quoted; flags whose value is
 * undefined are left out.
 * @example commandLine('generate', [['out', 'src/api'], ['check', undefined]]) // fleetcase generate --out src/api
 */
export function commandLine(command: string, flags: readonly (readonly [string, string | undefined])[]): string {
  const words = ['fleetcase', command];
  for (const [flag, value] of flags) if (value !== undefined) words.push(`--${flag}`, shellQuote(value));
  return words.join(' ');
}

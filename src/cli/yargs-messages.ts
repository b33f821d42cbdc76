/**
 * yargs' own usage messages in the CLI's words, one small rule per message: each names the flag
 * with its dashes and says what to do (review r20 contract L7: "Unknown arguments: d, r, a, f, t"
 * for `validate -draft.xml`, "Not enough non-option arguments: got 0, need at least 1").
 */
import { choiceMessage } from './choice-message.js';
import { withoutMarks } from './end-of-options.js';
import { camelCase } from './switch-values.js';

/** What a rule knows of the run: the words as given, and the command. */
export interface MessageContext {
  argv: readonly string[];
  /** The option names the command takes, each spelling (absent: not known). */
  options?: ReadonlySet<string>;
  command?: string;
}

interface MessageRule {
  pattern: RegExp;
  reword: (match: RegExpExecArray, context: MessageContext) => string;
}

/** The words given before `--` that start with a single dash and more than one letter (`-draft.xml`). */
function singleDashWords(argv: readonly string[]): string[] {
  const end = argv.indexOf('--');
  return argv.slice(0, end === -1 ? undefined : end).filter((word) => /^-[^-].+/.test(word));
}

/**
 * What to say of a file name yargs read as short flags, with the command line to type instead:
 * the other words first, then `--` and the name (`migrate --to 0.2 -- -draft.xml`; the options
 * were left out, and `--to` was then missing: review r29 recheck M1).
 */
function dashedOperand(word: string, command: string | undefined, argv: readonly string[]): string {
  const others = argv.slice(command !== undefined && argv[0] === command ? 1 : 0).filter((other) => other !== word && other !== '--');
  const shown = (text: string) => (/^[\w./:@%+=,-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`);
  const line = ['fleetcase', command ?? '<command>', ...others.map(shown), '--', shown(word)].join(' ');
  return `unknown option '${word}'; a file whose name starts with '-' goes after '--' (${line})`;
}

/**
 * An unknown option that took the word after it as its value (`--dry-runn a.xml`), leaving the
 * command without its operand; yargs' demand check runs before its strictness, and said only
 * "needs at least one file" (review r29 recheck M1).
 */
function optionThatTookTheOperand(argv: readonly string[], options: ReadonlySet<string> | undefined): string | undefined {
  if (options === undefined) return undefined;
  const end = argv.indexOf('--');
  const words = argv.slice(0, end === -1 ? undefined : end);
  for (const [index, word] of words.entries()) {
    const name = /^--?([^=]+)$/.exec(word)?.[1];
    const next = words[index + 1];
    if (name === undefined || next === undefined || next.startsWith('-')) continue;
    const known = [name, name.replace(/^no-/, '')].some((spelling) => options.has(spelling) || options.has(camelCase(spelling)));
    if (!known) return `unknown option '${word}'; it took '${next}' as its value, so no file, folder or glob was left`;
    // A known option given the file as its value (`migrate --to doc.xml`; review r31 recheck L4).
    if (/\.xml$/i.test(next)) return `${word} took '${next}' as its value, so no file, folder or glob was left: give ${word} its value first`;
  }
  return undefined;
}

const RULES: readonly MessageRule[] = [
  {
    // yargs reads `-draft.xml` as the short flags -d -r -a -f -t: name the word instead.
    pattern: /^Unknown arguments?: (.*)$/s,
    reword: (match, { argv, command }) => {
      const dashed = singleDashWords(argv);
      if (dashed.length > 0) return dashedOperand(dashed[0]!, command, argv);
      // yargs lists `--max-bytes` twice, also as `maxBytes`: once is enough (review r20 recheck 4).
      const listed = match[1]!.split(', ');
      const names = listed.filter((name) => !listed.some((other) => other !== name && camelCase(other) === name));
      // A word given as it is (not as a flag) is an operand the command does not take.
      const operand = names.find((name) => argv.some((word) => withoutMarks(word) === withoutMarks(name)));
      if (operand !== undefined) return `unexpected argument '${withoutMarks(operand)}' (${command ?? 'the command'} takes no such operand)`;
      const flags = names.map((name) => (name.length === 1 ? `-${name}` : `--${name}`));
      return `unknown option${flags.length > 1 ? 's' : ''} ${flags.join(', ')}`;
    },
  },
  {
    pattern: /^Not enough non-option arguments: got 0, need at least (\d+)$/,
    reword: (_match, { argv, options, command }) => {
      // `migrate -draft.xml --to 0.2`: the one operand was read as flags (review r28 docs L1).
      const dashed = singleDashWords(argv);
      if (dashed.length > 0) return dashedOperand(dashed[0]!, command, argv);
      const swallowed = optionThatTookTheOperand(argv, options);
      if (swallowed !== undefined) return swallowed;
      return `${command ?? 'the command'} needs at least one file, folder or glob`;
    },
  },
  {
    pattern: /^Missing required arguments?: (.*)$/,
    reword: (match) => `${match[1]!.split(', ').map((name) => `--${name}`).join(', ')} ${match[1]!.includes(',') ? 'are' : 'is'} required`,
  },
];

/**
 * The CLI's wording of a yargs usage message (the message as it is where no rule applies).
 * @example usageMessage('Missing required argument: to', { argv: [] }) // '--to is required'
 */
export function usageMessage(message: string, context: MessageContext): string {
  for (const rule of RULES) {
    const match = rule.pattern.exec(message.trim());
    if (match) return rule.reword(match, context);
  }
  return choiceMessage(message);
}

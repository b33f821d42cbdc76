/**
 * yargs' message for a value outside an option's choices is two lines in its own words
 * (`Invalid values:` / `  Argument: format, Given: "xml", Choices: "text", "json"`); the CLI says
 * it on one line, as its other usage errors: `--format must be one of text, json (got 'xml')`.
 */

const INVALID_CHOICE = /^Invalid values:\s*Argument: ([\w-]+), Given: "((?:[^"\\]|\\.)*)", Choices: (.*)$/s;

/**
 * The one-line form of yargs' invalid-choice message, or the message as it is for any other.
 * @example choiceMessage('Invalid values:\n  Argument: format, Given: "xml", Choices: "text", "json"') // "--format must be one of text, json (got 'xml')"
 */
export function choiceMessage(message: string): string {
  const match = INVALID_CHOICE.exec(message.trim());
  if (!match) return message;
  const [, flag, given, choices] = match as unknown as [string, string, string, string];
  const names = [...choices.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((choice) => choice[1]);
  return `--${flag} must be one of ${names.join(', ')} (got '${given}')`;
}

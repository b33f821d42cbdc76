/** `1 file`, `2 files`: counts in reports and summaries. @example plural(1, 'rule') // "1 rule" */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

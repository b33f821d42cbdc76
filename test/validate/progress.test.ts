/**
 * The progress bar: stderr only, only on a terminal, only past 50 files, erased at the end.
 */
import { describe, expect, test } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { createProgress } from '../../src/validate/progress.js';
import { CASE_0_1_BODY, caseRequest, tempDir } from './helpers.js';

function io(tty: boolean) {
  const captured = { err: '', stderrIsTty: tty, stderr: (text: string) => void (captured.err += text) };
  return captured;
}

describe('createProgress', () => {
  const cases = [
    { name: 'terminal, 51 files', tty: true, total: 51, drawn: true },
    { name: 'terminal, 50 files', tty: true, total: 50, drawn: false },
    { name: 'not a terminal, 5000 files', tty: false, total: 5000, drawn: false },
  ];
  test.each(cases)('$name', ({ tty, total, drawn }) => {
    const target = io(tty);
    let clock = 0;
    const progress = createProgress(target, total, () => (clock += 1000));
    for (let done = 1; done <= total; done++) progress.update(done, total);
    progress.done();
    expect(target.err !== '').toBe(drawn);
    if (drawn) {
      expect(target.err).toContain(`] ${total}/${total} files`);
      expect(target.err.endsWith('\r\u001b[2K')).toBe(true);
    }
  });

  // review r15 ci L3: a line wider than the terminal wraps, and each redraw left a stale row.
  test.each([
    { columns: 80, bar: 30 },
    { columns: 31, bar: 12 },
    { columns: 12, bar: 0 },
  ])('fits a terminal of $columns columns (a bar of $bar)', ({ columns, bar }) => {
    const target = Object.assign(io(true), { stderrColumns: () => columns });
    const progress = createProgress(target, 2612, () => 1000);
    progress.update(1306, 2612);
    const line = target.err.replace('\r\u001b[2K', '');
    expect(line).toBe(`${bar > 0 ? `[${'#'.repeat(bar / 2)}${' '.repeat(bar / 2)}] ` : ''}1306/2612 files`);
    if (bar > 0) expect(line.length).toBeLessThan(columns);
  });

  test('redraws at most every 100 ms', () => {
    const target = io(true);
    const progress = createProgress(target, 1000, () => 5);
    for (let done = 1; done < 1000; done++) progress.update(done, 1000);
    expect(target.err.split('\r').filter(Boolean)).toHaveLength(0);
  });
});

describe('fleetcase validate on a terminal', () => {
  test('draws on stderr and leaves stdout to the report', async () => {
    const tree = tempDir();
    try {
      for (let index = 0; index < 60; index++) tree.write(`docs/${index}.xml`, caseRequest('0.1', CASE_0_1_BODY));
      const terminal = memoryIo(tree.dir);
      terminal.stderrIsTty = true;
      const code = await main(['validate', '--jobs', '1', 'docs'], terminal);
      expect(code).toBe(0);
      expect(terminal.err).toContain('] 60/60 files');
      expect(terminal.out).toBe('60 files checked: 60 valid, 0 invalid (0 errors, 0 warnings)\n');
    } finally {
      tree.cleanup();
    }
  });
});

/**
 * Line and column of an offset, computed on demand (errors, tree node positions) rather than
 * tracked per character. Offsets usually grow, so the tracker resumes from the last answer.
 */

/** 1-based line and column (column in UTF-16 code units). */
export interface Position {
  line: number;
  column: number;
}

/** Computes positions in one text, incrementally. */
export class PositionTracker {
  private readonly text: string;
  private offset = 0;
  private line = 1;
  private lineStart = 0;
  /** First newline at or after `offset` (-1 = none): one-line documents are not rescanned. */
  private nextNewline = -2;

  constructor(text: string) {
    this.text = text;
  }

  /** Line and column of `offset`. */
  at(offset: number): Position {
    if (offset < this.offset) {
      this.offset = 0;
      this.line = 1;
      this.lineStart = 0;
      this.nextNewline = -2;
    }
    const text = this.text;
    let newline = this.nextNewline === -2 ? text.indexOf('\n', this.offset) : this.nextNewline;
    while (newline !== -1 && newline < offset) {
      this.line++;
      this.lineStart = newline + 1;
      newline = text.indexOf('\n', newline + 1);
    }
    this.nextNewline = newline;
    this.offset = offset;
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}

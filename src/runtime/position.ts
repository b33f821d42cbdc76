/**
 * Line and column of an offset, computed on demand (errors, tree node positions) rather than
 * tracked per character. Offsets usually grow, so the tracker resumes from the last answer.
 */

/** 1-based line and column (column in UTF-16 code units). */
export interface Position {
  line: number;
  column: number;
}

/**
 * Computes positions in one text, incrementally. A line ends at LF, CR LF or a lone CR (XML 1.0
 * section 2.11), as libxml2 and Xerces count them: engine findings are matched to elements by line.
 */
export class PositionTracker {
  private readonly text: string;
  private offset = 0;
  private line = 1;
  private lineStart = 0;
  /** First LF at or after `offset` (-1 = none, -2 = not looked for): one-line documents are not rescanned. */
  private nextNewline = -2;
  /** First CR at or after `offset`, the same way (most documents have none: one scan). */
  private nextReturn = -2;

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
      this.nextReturn = -2;
    }
    const text = this.text;
    let newline = this.nextNewline === -2 ? text.indexOf('\n', this.offset) : this.nextNewline;
    let carriage = this.nextReturn === -2 ? text.indexOf('\r', this.offset) : this.nextReturn;
    for (;;) {
      if (carriage !== -1 && carriage < offset && (newline === -1 || carriage < newline)) {
        // A CR ends a line unless an LF follows it (then the LF does).
        if (carriage + 1 !== newline) {
          this.line++;
          this.lineStart = carriage + 1;
        }
        carriage = text.indexOf('\r', carriage + 1);
      } else if (newline !== -1 && newline < offset) {
        this.line++;
        this.lineStart = newline + 1;
        newline = text.indexOf('\n', newline + 1);
      } else break;
    }
    this.nextNewline = newline;
    this.nextReturn = carriage;
    this.offset = offset;
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}

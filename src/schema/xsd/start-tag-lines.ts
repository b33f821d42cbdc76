/**
 * Lines of the start tags of a document, in document order.
 *
 * libxml2 records an element's line where its start tag *ends* (after the last attribute), so an
 * `<xs:element` spread over five lines is reported at its `>`. Error messages should point at
 * the `<`, so we scan the text once: outside comments, CDATA, processing instructions and the
 * DOCTYPE, every `<` followed by a name character opens a start tag (XML forbids a raw `<` in
 * attribute values and text), and the n-th one belongs to the n-th element of a pre-order walk.
 */

/** 1-based line of each start tag's `<`, in document order. */
export function startTagLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let index = 0;
  const length = text.length;
  // Advances to `end` (exclusive), counting newlines on the way.
  const skipTo = (end: number): void => {
    for (; index < end && index < length; index++) if (text.charCodeAt(index) === 10) line++;
  };
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code === 10) {
      line++;
      index++;
      continue;
    }
    if (code !== 60 /* < */) {
      index++;
      continue;
    }
    if (text.startsWith('<!--', index)) skipTo(endOf(text, '-->', index + 4));
    else if (text.startsWith('<![CDATA[', index)) skipTo(endOf(text, ']]>', index + 9));
    else if (text.startsWith('<?', index)) skipTo(endOf(text, '?>', index + 2));
    else if (text.startsWith('<!', index)) skipTo(endOfDeclaration(text, index));
    else if (text.charCodeAt(index + 1) === 47 /* / */) index++;
    else {
      lines.push(line);
      index++;
    }
  }
  return lines;
}

function endOf(text: string, terminator: string, from: number): number {
  const at = text.indexOf(terminator, from);
  return at < 0 ? text.length : at + terminator.length;
}

// A DOCTYPE may hold an internal subset in [...] whose declarations contain '>'.
function endOfDeclaration(text: string, from: number): number {
  let depth = 0;
  for (let index = from; index < text.length; index++) {
    const char = text[index];
    if (char === '[') depth++;
    else if (char === ']') depth--;
    else if (char === '>' && depth <= 0) return index + 1;
  }
  return text.length;
}

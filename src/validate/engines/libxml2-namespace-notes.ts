/**
 * Diagnostics libxml2 raises at error level from its namespace layer while it parses the
 * document all the same (namespace well-formedness it notes, not XML's): xmllint prints them as
 * "namespace error" and still says "validates", Xerces, the libxmljs2 engine and the safe
 * parser of the rule layer and the decoders accept such documents. The libxml2 engine took them
 * for a failed parse, `xml-malformed` for that engine alone (review r20 fuzz M3). Each is named.
 */

/** One such diagnostic, by its message. */
interface NamespaceNote {
  id: string;
  message: RegExp;
}

const NAMESPACE_NOTES: readonly NamespaceNote[] = [
  // Namespaces in XML 1.0, 2: the name should be a URI reference; XML does not check it.
  { id: 'namespace-name-not-uri', message: /^xmlns(?::[^:]+)?: '.*' is not a valid URI\s*$/s },
  // Namespaces in XML 1.0, 7: no colon in a PI target; the PI is no content of a schema.
  { id: 'pi-target-colon', message: /^colons are forbidden from PI names '.*'\s*$/s },
];

/** True when the libxml2 parse diagnostic `message` is one of those notes. */
export function isNamespaceNote(message: string): boolean {
  return NAMESPACE_NOTES.some((note) => note.message.test(message));
}

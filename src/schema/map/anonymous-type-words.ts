/**
 * Words for a type the loader named itself (MapContext.anonymousName): an anonymous type has no
 * `name` attribute in the file, so a message must not show the synthesized one as if it had
 * (`<xs:simpleType name="union@memberTypes">`, review r12 edge finding 5, which no search of the
 * XSD finds). The synthesized local names are `<element path>` (a.b: element b inside a),
 * `<owner path>@<attribute>`, and `.value` (simple content), `.item` (list item), `.memberN`
 * (union member) after the type's own name, with `#2`, `#3`… to keep them unique.
 */

/**
 * How a message names the anonymous type whose synthesized local name is `local`.
 * @example anonymousTypeWords('union@memberTypes') // 'the anonymous simple type of attribute memberTypes of union'
 * @example anonymousTypeWords('Case.customers') // 'the anonymous type of element customers of Case'
 */
export function anonymousTypeWords(local: string): string {
  const name = local.replace(/#\d+$/, '');
  const role = /^(.*)\.(value|item|member(\d+))$/.exec(name);
  if (role) {
    const owner = role[1]!;
    if (role[2] === 'value') return `the simple content of ${ownerWords(owner)}`;
    if (role[2] === 'item') return `the anonymous item type of the list ${ownerWords(owner)}`;
    return `the anonymous member type ${role[3]} of the union ${ownerWords(owner)}`;
  }
  const at = name.lastIndexOf('@');
  if (at >= 0) {
    const attribute = name.slice(at + 1);
    const owner = name.slice(0, at);
    return owner === '' ? `the anonymous simple type of top-level attribute ${attribute}` : `the anonymous simple type of attribute ${attribute} of ${owner}`;
  }
  const dot = name.lastIndexOf('.');
  return dot < 0 ? `the anonymous type of element ${name}` : `the anonymous type of element ${name.slice(dot + 1)} of ${name.slice(0, dot)}`;
}

/** A type named `owner` (itself perhaps anonymous) as the owner of a part. */
function ownerWords(owner: string): string {
  return /[@.#]/.test(owner) ? `of ${anonymousTypeWords(owner)}` : `"${owner}"`;
}

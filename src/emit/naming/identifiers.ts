/**
 * TypeScript identifiers and property keys from XML names: the one place that turns an XSD name
 * (`reason_description`, `due-on`, `400ErrorResponse`, `CaseRequestType.customers`) into TS.
 * @see https://www.w3.org/TR/xml/#NT-Name (what an XML name may hold)
 */

const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*$/u;

/** True when `text` can be written as a bare TypeScript identifier or property name. */
export function isIdentifier(text: string): boolean {
  return IDENTIFIER.test(text);
}

/**
 * PascalCase identifier from an XML name or an anonymous-type path: split on every character
 * that cannot continue an identifier (and on `_`), upper-case the first letter of each part,
 * keep the rest as written (`caseVMRS` -> `CaseVMRS`). Leading digits move to the end so the
 * result is an identifier (`400ErrorResponse` -> `ErrorResponse400`).
 * @example pascalIdentifier('CaseRequestType.customers') // 'CaseRequestTypeCustomers'
 * @example pascalIdentifier('reason_description') // 'ReasonDescription'
 */
export function pascalIdentifier(text: string): string {
  const joined = text
    .split(/[^\p{ID_Continue}]|_/u)
    .filter((part) => part !== '')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  const digits = /^\d+/.exec(joined)?.[0] ?? '';
  const result = joined.slice(digits.length) + digits;
  return result === '' || !isIdentifier(result) ? `T${result}` : result;
}

/**
 * camelCase identifier: `pascalIdentifier` with the first letter lower-cased.
 * @example camelIdentifier('CaseTypes') // 'caseTypes'
 */
export function camelIdentifier(text: string): string {
  const pascal = pascalIdentifier(text);
  return pascal[0]!.toLowerCase() + pascal.slice(1);
}

/**
 * SCREAMING_SNAKE constant name: word boundaries at case changes and separators.
 * @example constantIdentifier('CaseTypes') // 'CASE_TYPES'
 * @example constantIdentifier('caseVMRS') // 'CASE_VMRS'
 */
export function constantIdentifier(text: string): string {
  const words = pascalIdentifier(text)
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2');
  return words.toUpperCase();
}

// Text that prints as '<text>': no quote, backslash, control, line separator or lone surrogate.
const PLAIN_LITERAL = /^[^'\\\u0000-\u001f\u007f\u2028\u2029\ud800-\udfff]*$/;

/**
 * A string literal as prettier prints it with `singleQuote`: single quotes unless the text holds
 * more single than double quotes; only what must be escaped is escaped.
 * @example stringLiteral("it's") // "\"it's\""
 */
export function stringLiteral(text: string): string {
  // Nearly every literal: nothing to escape and no single quote, so single quotes as written.
  if (PLAIN_LITERAL.test(text)) return `'${text}'`;
  const singles = (text.match(/'/g) ?? []).length;
  const doubles = (text.match(/"/g) ?? []).length;
  const quote = singles > doubles ? '"' : "'";
  let out = quote;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === quote || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (
      code < 0x20 ||
      code === 0x7f ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0xd800 && code <= 0xdfff)
    ) {
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    } else out += char;
  }
  return out + quote;
}

/**
 * A property key for an interface or object literal: bare when it is an identifier, quoted
 * otherwise (prettier's `quoteProps: "as-needed"` keeps both as they are).
 * @example propertyKey('due-on') // "'due-on'"
 */
export function propertyKey(name: string): string {
  return isIdentifier(name) ? name : stringLiteral(name);
}

/**
 * A property access on `object`: `value.name`, or `value['due-on']` for a name that is not an
 * identifier.
 */
export function propertyAccess(object: string, name: string): string {
  return isIdentifier(name) ? `${object}.${name}` : `${object}[${stringLiteral(name)}]`;
}

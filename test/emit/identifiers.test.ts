import { describe, expect, it } from 'vitest';
import {
  camelIdentifier,
  constantIdentifier,
  pascalIdentifier,
  propertyAccess,
  propertyKey,
  stringLiteral,
} from '../../src/emit/naming/identifiers.js';

describe('pascalIdentifier', () => {
  it.each([
    ['caseVMRS', 'CaseVMRS'],
    ['reason_description', 'ReasonDescription'],
    ['due-on', 'DueOn'],
    ['CaseRequestType.customers', 'CaseRequestTypeCustomers'],
    ['Owner@attr', 'OwnerAttr'],
    ['case#2', 'Case2'],
    ['400ErrorResponse', 'ErrorResponse400'],
    ['123', 'T123'],
    ['', 'T'],
    ['größe', 'Größe'],
  ])('%s -> %s', (given, want) => expect(pascalIdentifier(given)).toBe(want));
});

describe('camelIdentifier and constantIdentifier', () => {
  it.each([
    ['CaseTypes', 'caseTypes', 'CASE_TYPES'],
    ['caseVMRS', 'caseVMRS', 'CASE_VMRS'],
    ['unsignedInt', 'unsignedInt', 'UNSIGNED_INT'],
    ['EstimateItemPartRequest', 'estimateItemPartRequest', 'ESTIMATE_ITEM_PART_REQUEST'],
  ])('%s -> %s, %s', (given, camel, constant) => {
    expect(camelIdentifier(given)).toBe(camel);
    expect(constantIdentifier(given)).toBe(constant);
  });
});

describe('stringLiteral (prettier singleQuote choice)', () => {
  it.each([
    ['sold', "'sold'"],
    ["it's", '"it\'s"'],
    ['say "hi"', '\'say "hi"\''],
    ["a'b\"c'", '"a\'b\\"c\'"'],
    ['back\\slash', "'back\\\\slash'"],
    ['line\nbreak\ttab', "'line\\nbreak\\ttab'"],
    ['\u2028', "'\\u2028'"],
    ['\ud800', "'\\ud800'"],
    ['😀 é', "'😀 é'"],
  ])('%j -> %s', (given, want) => {
    expect(stringLiteral(given)).toBe(want);
    // What it prints is a literal of the very same string.
    expect(new Function(`return ${want};`)()).toBe(given);
  });
});

describe('property keys', () => {
  it.each([
    ['cause', 'cause', 'value.cause'],
    ['due-on', "'due-on'", "value['due-on']"],
    ['$type', '$type', 'value.$type'],
    ['URL', 'URL', 'value.URL'],
    ['default', 'default', 'value.default'],
  ])('%s -> key %s, access %s', (given, key, access) => {
    expect(propertyKey(given)).toBe(key);
    expect(propertyAccess('value', given)).toBe(access);
  });
});

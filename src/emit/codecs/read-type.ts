/**
 * `read<Type>(r)`: the decoder of one complex type, in the shape src/runtime/README.md prescribes
 * (test/runtime/example-codec.ts): declared attributes, `r.open()`, then a `nextChild()` loop
 * dispatching on local name and namespace; unknown children go to `r.unknown` (strict: error;
 * lenient: kept). Sequences check order by rank, exclusive choices their branch, single
 * elements duplicates; required children are checked after the loop.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type (Element Locally Valid (Complex Type))
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import type { ContentPlan, FieldPlan } from '../model/content.js';
import { propertyAccess, stringLiteral } from '../naming/identifiers.js';
import {
  functionHead,
  ifChain,
  ifStatement,
  printStatement,
  type Statement,
} from '../print/code.js';
import { scalarCodec, type CodecSupport } from './scalar-codec.js';
import { readAttributes } from './attributes.js';

/** Names of the read function of a complex type. */
export function readFunctionName(type: IrComplexType, context: EmitContext): string {
  return `read${context.typeName(type.name)}`;
}

/** A read call: `r.text()`, `r.nillableTextAs(parseDecimal)`, `readBreakdown(r)`... */
interface ReadCall {
  callee: string;
  args: string[];
  /** A nillable complex element: `r.consumeNil()` first, null when it is nil. */
  nilFirst: boolean;
}

/** How one occurrence of a field is read (the reader is on its element). */
export function readCall(field: FieldPlan, context: EmitContext, support: CodecSupport): ReadCall {
  if (field.scalar) {
    const { parse } = scalarCodec(field.scalar, context, support);
    if (parse)
      return {
        callee: field.nillable ? 'r.nillableTextAs' : 'r.textAs',
        args: [parse],
        nilFirst: false,
      };
    return { callee: field.nillable ? 'r.nillableText' : 'r.text', args: [], nilFirst: false };
  }
  return {
    callee: readFunctionName(context.complexType(field.type)!, context),
    args: ['r'],
    nilFirst: field.nillable,
  };
}

/**
 * Statements storing one read with `lead` (`value.x = `, `value.x.push(`) and `suffix`; a
 * nillable complex element becomes `if (r.consumeNil()) <store null>; else <store read>;`.
 */
export function storeRead(indent: number, lead: string, read: ReadCall, suffix: string): string {
  const store: Statement = { lead, callee: read.callee, args: read.args, suffix };
  if (!read.nilFirst) return printStatement(indent, store);
  return ifChain(indent, [
    ['r.consumeNil()', `${lead}null${suffix}`],
    [undefined, store],
  ]);
}

const value = (field: FieldPlan) => propertyAccess('value', field.property);

/** The statements of one `case`: order, choice and duplicate checks, then the assignment. */
function caseBody(
  field: FieldPlan,
  plan: ContentPlan,
  context: EmitContext,
  support: CodecSupport,
  indent: number,
): string[] {
  const lines: string[] = [];
  if (plan.ordered) {
    lines.push(
      ifStatement(
        indent,
        `rank > ${field.rank}`,
        "r.unexpected('it comes after a later element of the sequence');",
      ),
    );
    lines.push(`${' '.repeat(indent)}rank = ${field.rank};`);
  }
  if (field.choice) {
    const variable = `choice${field.choice.id}`;
    const branch = field.choice.branch + 1;
    const names = plan.choices
      .find((choice) => choice.id === field.choice!.id)!
      .fields.map((other) => other.local);
    const detail = stringLiteral(`only one of ${[...new Set(names)].join(', ')} may be given`);
    lines.push(
      ifStatement(
        indent,
        `${variable} !== 0 && ${variable} !== ${branch}`,
        `r.unexpected(${detail});`,
      ),
    );
    lines.push(`${' '.repeat(indent)}${variable} = ${branch};`);
  }
  const read = readCall(field, context, support);
  if (field.list) {
    if (field.max !== 'unbounded') {
      lines.push(
        ifStatement(
          indent,
          `${value(field)}.length === ${field.max}`,
          `r.unexpected(${stringLiteral(`at most ${field.max} allowed`)});`,
        ),
      );
    }
    lines.push(storeRead(indent, `${value(field)}.push(`, read, ');'));
  } else {
    lines.push(ifStatement(indent, `${value(field)} !== undefined`, 'r.duplicate();'));
    lines.push(storeRead(indent, `${value(field)} = `, read, ';'));
  }
  lines.push(`${' '.repeat(indent)}continue;`);
  return lines;
}

/** The dispatch on the current child: by namespace then local name, or local name then namespace. */
function dispatch(plan: ContentPlan, context: EmitContext, support: CodecSupport): string[] {
  const byLocal = new Map<string, FieldPlan[]>();
  for (const field of plan.fields) {
    const list = byLocal.get(field.local);
    if (list) list.push(field);
    else byLocal.set(field.local, [field]);
  }
  const namespaces = new Set(plan.fields.map((field) => field.namespace));
  if (namespaces.size === 1) {
    const [namespace] = namespaces;
    const cases = [...byLocal].flatMap(([local, [field]]) => [
      `        case ${stringLiteral(local)}:`,
      ...caseBody(field!, plan, context, support, 10),
    ]);
    return [
      `    if (r.namespace === ${context.namespaceConstant(namespace!)}) {`,
      '      switch (r.local) {',
      ...cases,
      '      }',
      '    }',
    ];
  }
  const cases = [...byLocal].flatMap(([local, fields]) => {
    const head = `      case ${stringLiteral(local)}:`;
    if (fields.length === 1) {
      const field = fields[0]!;
      return [
        head,
        `        if (r.namespace !== ${context.namespaceConstant(field.namespace)}) break;`,
        ...caseBody(field, plan, context, support, 8),
      ];
    }
    const alternatives = fields.flatMap((field) => [
      `        if (r.namespace === ${context.namespaceConstant(field.namespace)}) {`,
      ...caseBody(field, plan, context, support, 10),
      '        }',
    ]);
    return [head, ...alternatives, '        break;'];
  });
  return ['    switch (r.local) {', ...cases, '    }'];
}

/** Checks after the loop: required fields, list minimums, optional groups, required choices. */
function requiredChecks(plan: ContentPlan): string[] {
  const lines: string[] = [];
  const present = (field: FieldPlan) =>
    field.list ? `${value(field)}.length > 0` : `${value(field)} !== undefined`;
  const missing = (field: FieldPlan) => `r.missing(${stringLiteral(field.local)}, start);`;
  for (const field of plan.fields) {
    if (field.required === 'always') {
      if (!field.list) lines.push(ifStatement(2, `${value(field)} === undefined`, missing(field)));
      else if (field.min > 0)
        lines.push(ifStatement(2, `${value(field)}.length < ${field.min}`, missing(field)));
    }
  }
  for (const [id, fields] of plan.optionalGroups) {
    const required = fields.filter((field) => field.required === id && field.min > 0);
    if (required.length === 0) continue;
    lines.push(`  const group${id} = ${fields.map(present).join(' || ')};`);
    for (const field of required) {
      const absent = field.list
        ? `${value(field)}.length < ${field.min}`
        : `${value(field)} === undefined`;
      lines.push(ifStatement(2, `group${id} && ${absent}`, missing(field)));
    }
  }
  for (const choice of plan.choices) {
    if (!choice.required) continue;
    const names = [...new Set(choice.fields.map((field) => field.local))].join(' | ');
    lines.push(
      ifStatement(2, `choice${choice.id} === 0`, `r.missing(${stringLiteral(names)}, start);`),
    );
  }
  return lines;
}

/** Prints `read<Type>`. */
export function printReadFunction(
  type: IrComplexType,
  context: EmitContext,
  support: CodecSupport,
): string {
  const plan = context.plan(type);
  const name = context.typeName(type.name);
  const checks = requiredChecks(plan);
  const lines = [
    functionHead(`function ${readFunctionName(type, context)}`, ['r: XmlReader'], name),
  ];
  if (checks.length > 0 || plan.attributes.some((attribute) => !attribute.optional))
    lines.push('  const start = r.start;');
  // Lists are always there, [] when empty (assigned, since `{ list: [] }` is not comparable to a type with required fields).
  lines.push(`  const value = {} as ${name};`);
  for (const field of plan.fields) if (field.list) lines.push(`  ${value(field)} = [];`);
  lines.push(...readAttributes(plan, context, support));
  if (plan.text) {
    const { parse } = scalarCodec(plan.text, context, support);
    lines.push(
      `  value.$value = ${parse ? `r.textAs(${parse})` : 'r.text()'};`,
      '  return value;',
      '}',
    );
    return lines.join('\n');
  }
  lines.push('  r.open();');
  if (plan.ordered) lines.push('  let rank = 0;');
  for (const choice of plan.choices) lines.push(`  let choice${choice.id} = 0;`);
  lines.push('  while (r.nextChild()) {');
  if (plan.fields.length > 0) lines.push(...dispatch(plan, context, support));
  lines.push('    r.unknown(value);', '  }', ...checks, '  return value;', '}');
  return lines.join('\n');
}

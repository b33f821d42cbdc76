/**
 * fast-check arbitraries of typed values, derived from the IR: for every complex type a record
 * shaped by the shared content plan (property names, optional vs nillable, arrays), for every
 * simple value a generator that respects its facets (enumerations, patterns, lengths, fraction
 * and total digits, integer bounds, dateTime/date/time lexical forms), so that every value
 * encodes to a document valid under the XSD.
 */
import fc from 'fast-check';
import {
  planContent,
  scalarOf,
  type ContentPlan,
  type FieldPlan,
  type Scalar,
} from '../../src/emit/index.js';
import type { IrComplexType, IrGeneration, IrParticle, TypeRef } from '../../src/ir/index.js';
import {
  compareDecimals,
  compileXsdPattern,
  INTEGER_BOUNDS,
  type Decimal,
} from '../../src/runtime/index.js';

type Arb = fc.Arbitrary<unknown>;

// Characters XML 1.0 can carry, with markup, quotes, whitespace and non-ASCII among them.
const TEXT_CHAR = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''),
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom(' ', '-', '.', ',', '/', ':', '#', '(', ')') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '<',
      '>',
      '&',
      '"',
      "'",
      '\t',
      '\n',
      '\r',
      ']]>',
      'é',
      'ß',
      '€',
      '日本',
      '😀',
    ),
  },
);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const dateParts = fc
  .record({
    year: fc.integer({ min: 1900, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => {
    const last = month === 2 && isLeap(year) ? 29 : DAYS[month - 1]!;
    return `${year}-${pad(month)}-${pad(Math.min(day, last))}`;
  });
const timeParts = fc
  .tuple(
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.integer({ min: 0, max: 59 }),
    fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }),
  )
  .map(
    ([hours, minutes, seconds, fraction]) =>
      `${pad(hours)}:${pad(minutes)}:${pad(seconds)}${fraction === undefined ? '' : `.${fraction}`}`,
  );
// The forms SPEC.md shows (no zone, Z, +00:00) and other offsets.
const zone = fc.oneof(
  fc.constant(''),
  fc.constant('Z'),
  fc.constant('+00:00'),
  fc
    .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 13 }), fc.constantFrom(0, 30))
    .map(([sign, hours, minutes]) => `${sign}${pad(hours)}:${pad(minutes)}`),
);

function decimalArbitrary(scalar: Scalar): Arb {
  const fractionDigits = Math.min(scalar.facets.fractionDigits ?? 4, 6);
  const totalDigits = Math.min(scalar.facets.totalDigits ?? 20, 20);
  const { minInclusive, maxInclusive, minExclusive, maxExclusive } = scalar.facets;
  const inRange = (text: string) => {
    const value = text as Decimal;
    const compare = (bound: string) => compareDecimals(value, bound as Decimal);
    return (
      (minInclusive === undefined || compare(minInclusive) >= 0) &&
      (maxInclusive === undefined || compare(maxInclusive) <= 0) &&
      (minExclusive === undefined || compare(minExclusive) > 0) &&
      (maxExclusive === undefined || compare(maxExclusive) < 0)
    );
  };
  return fc
    .record({
      sign: fc.constantFrom('', '', '-', '+'),
      integer: fc.stringMatching(/^(0|[1-9]\d{0,16})$/),
      fraction: fc.stringMatching(new RegExp(`^\\d{0,${fractionDigits}}$`)),
      point: fc.boolean(),
    })
    .filter(
      ({ integer, fraction }) => integer.replace(/^0+/, '').length + fraction.length <= totalDigits,
    )
    .map(
      ({ sign, integer, fraction, point }) =>
        `${sign}${integer}${fraction !== '' || point ? `.${fraction}` : ''}`,
    )
    .filter(inRange);
}

function integerArbitrary(scalar: Scalar): Arb {
  const [low, high] = INTEGER_BOUNDS[scalar.builtin as keyof typeof INTEGER_BOUNDS] ?? [
    undefined,
    undefined,
  ];
  const clamp = (bound: bigint | undefined, fallback: number) =>
    bound === undefined
      ? fallback
      : Number(
          bound < BigInt(Number.MIN_SAFE_INTEGER)
            ? BigInt(Number.MIN_SAFE_INTEGER)
            : bound > BigInt(Number.MAX_SAFE_INTEGER)
              ? BigInt(Number.MAX_SAFE_INTEGER)
              : bound,
        );
  let min = clamp(low, Number.MIN_SAFE_INTEGER);
  let max = clamp(high, Number.MAX_SAFE_INTEGER);
  if (scalar.facets.minInclusive !== undefined)
    min = Math.max(min, Number(scalar.facets.minInclusive));
  if (scalar.facets.maxInclusive !== undefined)
    max = Math.min(max, Number(scalar.facets.maxInclusive));
  return fc.integer({ min, max });
}

function stringArbitrary(scalar: Scalar): Arb {
  const { pattern, length, minLength, maxLength } = scalar.facets;
  if (pattern) {
    // XSD's \d is any Unicode digit, but libxml2's tables miss recent ones: draw ASCII digits.
    const ascii = (source: string) =>
      new RegExp(compileXsdPattern(source).source.replaceAll('\\p{Nd}', '\\d'), 'u');
    return fc.oneof(...pattern.map((source) => fc.stringMatching(ascii(source))));
  }
  const min = length ?? minLength ?? 0;
  const max = length ?? maxLength ?? Math.max(min, 24);
  const text = fc.array(TEXT_CHAR, { minLength: min, maxLength: max }).map((parts) => {
    // Multi-character entries count as one: trim to the length bounds by code points.
    const chars = [...parts.join('')].slice(0, max);
    return chars.join('').padEnd(min, 'x');
  });
  // Types that collapse whitespace (token, NCName...) keep none at the edges.
  return scalar.builtin === 'string'
    ? text
    : text
        .map((value) => value.replace(/\s+/g, ' ').trim() || 'x')
        .filter((value) => [...value].length >= min);
}

/** An arbitrary of one simple value that satisfies the scalar's facets. */
export function scalarArbitrary(scalar: Scalar): Arb {
  if (scalar.facets.enumeration) {
    const values = scalar.facets.enumeration;
    return scalar.kind === 'integer' || scalar.kind === 'double'
      ? fc.constantFrom(...values.map(Number))
      : fc.constantFrom(...values);
  }
  switch (scalar.kind) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(scalar);
    case 'double':
      return fc
        .double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 })
        .filter((value) => !Object.is(value, -0));
    case 'decimal':
      return decimalArbitrary(scalar);
    case 'dateTime':
      return fc
        .tuple(dateParts, timeParts, zone)
        .map(([date, time, offset]) => `${date}T${time}${offset}`);
    case 'date':
      return fc
        .tuple(dateParts, fc.constantFrom('', '', 'Z', '+02:00'))
        .map(([date, offset]) => `${date}${offset}`);
    case 'time':
      return timeParts;
    default:
      return stringArbitrary(scalar);
  }
}

/** Builds arbitraries for the types of one generation (cached per type and depth). */
export class ValueArbitraries {
  private readonly plans = new Map<string, ContentPlan>();

  constructor(
    private readonly generation: IrGeneration,
    private readonly maxDepth = 5,
  ) {}

  private plan(type: IrComplexType): ContentPlan {
    let plan = this.plans.get(type.name);
    if (!plan) this.plans.set(type.name, (plan = planContent(type, this.generation)));
    return plan;
  }

  /** The value of a type reference (scalar or complex). */
  ofType(ref: TypeRef, depth = 0): Arb {
    const scalar = scalarOf(ref, this.generation);
    if (scalar) return scalarArbitrary(scalar);
    return this.ofComplexType(
      this.generation.types[(ref as { name: string }).name] as IrComplexType,
      depth,
    );
  }

  private occurrence(field: FieldPlan, depth: number): Arb {
    const value = this.ofType(field.type, depth + 1);
    return field.nillable
      ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: value })
      : value;
  }

  /**
   * The `$content` list of a type whose children are kept in document order (a repeated group or
   * choice): a walk of its content model, each particle repeated within its bounds (at most
   * twice beyond its minimum), each element `{ $element: <field property>, value }`.
   */
  private contentList(type: IrComplexType, plan: ContentPlan, depth: number): Arb {
    const deep = depth >= this.maxDepth;
    let next = 0;
    // The plan's fields are the element and wildcard particles in this very walk order.
    const walk = (particle: IrParticle): fc.Arbitrary<unknown[]> => {
      let one: fc.Arbitrary<unknown[]>;
      if (particle.kind === 'element' || particle.kind === 'any') {
        const field = plan.fields[next++]!;
        one = this.occurrence(field, depth).map((value) => [{ $element: field.property, value }]);
      } else {
        const parts = particle.particles.map(walk);
        one =
          particle.kind === 'choice'
            ? fc.oneof(...parts)
            : fc.tuple(...parts).map((lists) => lists.flat());
      }
      const { min } = particle.occurs;
      const max =
        particle.occurs.max === 'unbounded' ? min + 2 : Math.min(particle.occurs.max, min + 2);
      return fc
        .array(one, { minLength: min, maxLength: deep ? min : max })
        .map((lists) => lists.flat());
    };
    return walk(type.content!);
  }

  /** A record of the type's content plan. */
  ofComplexType(type: IrComplexType, depth = 0): Arb {
    const plan = this.plan(type);
    const deep = depth >= this.maxDepth;
    const model: Record<string, Arb> = {};
    const required: string[] = [];
    for (const attribute of plan.attributes) {
      model[attribute.property] = scalarArbitrary(attribute.scalar);
      if (!attribute.optional) required.push(attribute.property);
    }
    if (plan.text) {
      model.$value = scalarArbitrary(plan.text);
      required.push('$value');
    }
    if (plan.sequenced && !plan.mixed) {
      model.$content = this.contentList(type, plan, depth);
      required.push('$content');
      return fc.record(model, { requiredKeys: required, noNullPrototype: true });
    }
    for (const field of plan.fields) {
      if (field.choice || field.group !== undefined) {
        // Added below, together; a list not chosen is still there, empty.
        if (field.list) {
          model[field.property] = fc.constant([]);
          required.push(field.property);
        }
        continue;
      }
      if (field.list) {
        const min = field.required === 'always' ? field.min : 0;
        const max = Math.max(
          min,
          Math.min(deep ? 0 : 3, field.max === 'unbounded' ? 3 : field.max),
        );
        model[field.property] = fc.array(this.occurrence(field, depth), {
          minLength: min,
          maxLength: max,
        });
        required.push(field.property);
      } else if (field.required === 'always') {
        model[field.property] = this.occurrence(field, depth);
        required.push(field.property);
      } else if (!deep) model[field.property] = this.occurrence(field, depth);
    }
    let record: Arb = fc.record(model, { requiredKeys: required, noNullPrototype: true });
    // Exclusive choices: none or exactly one branch; optional groups: all of their required fields or none.
    for (const choice of plan.choices) {
      const branches = [...new Set(choice.fields.map((field) => field.choice!.branch))].map(
        (branch) => {
          const members = choice.fields.filter((field) => field.choice!.branch === branch);
          // A one-element branch is that element, given (unless it may occur zero times).
          return this.fieldsRecord(members, depth, members.length === 1 && members[0]!.min > 0);
        },
      );
      const pick = choice.required ? fc.oneof(...branches) : fc.oneof(fc.constant({}), ...branches);
      record = fc
        .tuple(record, pick)
        .map(([base, extra]) => ({ ...(base as object), ...(extra as object) }));
    }
    for (const fields of plan.optionalGroups.values()) {
      const members = fields.filter((field) => !field.choice);
      if (members.length === 0) continue;
      record = fc
        .tuple(record, fc.oneof(fc.constant({}), this.fieldsRecord(members, depth)))
        .map(([base, extra]) => ({ ...(base as object), ...(extra as object) }));
    }
    return record;
  }

  /** Fields given together (a choice branch or an optional group): the required ones always. */
  private fieldsRecord(fields: FieldPlan[], depth: number, all = false): Arb {
    const model: Record<string, Arb> = {};
    const required: string[] = [];
    for (const field of fields) {
      const needed = all || field.required !== 'never' || field.list;
      model[field.property] = field.list
        ? fc.array(this.occurrence(field, depth), {
            minLength: all || field.required !== 'never' ? Math.max(1, field.min) : 0,
            maxLength: 2,
          })
        : this.occurrence(field, depth);
      if (needed) required.push(field.property);
    }
    return fc.record(model, { requiredKeys: required, noNullPrototype: true });
  }
}

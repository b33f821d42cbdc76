/**
 * One element name declared twice in a content model (`<xs:sequence>` of `a?, b, a`: fields `a`
 * and `a_2`): the dispatch's single `case 'a'` tries the fields in content order and takes the
 * first one that can still hold the child: not behind the sequence's current position (rank),
 * not yet given (a list: not full), not in a choice branch other than the one taken. XSD's
 * Unique Particle Attribution (Part 1, 3.8.6) makes that first fit the only possible one.
 * @see https://www.w3.org/TR/xmlschema-1/#cos-nonambig
 */
import type { ContentPlan, FieldPlan } from '../model/content.js';
import { storageOf } from './storage.js';

/**
 * The condition under which `field` takes the current child before a later field of the same
 * name, or undefined when it always does (the later ones are then never reached).
 * @example fitCondition(a, plan) // 'rank <= 0 && value.a === undefined'
 */
export function fitCondition(field: FieldPlan, plan: ContentPlan): string | undefined {
  const storage = storageOf(plan);
  const conditions: string[] = [];
  if (plan.ordered) conditions.push(`rank <= ${field.rank}`);
  if (!field.list) conditions.push(storage.isUnset(field));
  else if (field.max !== 'unbounded') conditions.push(`${storage.count(field)} < ${field.max}`);
  if (field.choice) {
    const variable = `choice${field.choice.id}`;
    conditions.push(`(${variable} === 0 || ${variable} === ${field.choice.branch + 1})`);
  }
  return conditions.length > 0 ? conditions.join(' && ') : undefined;
}

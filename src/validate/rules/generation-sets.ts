/** Generation lists the rule scopes share, so that "from 0.1 on" is written once. */
import { GENERATIONS, type GenerationId } from '../../ir/generations.js';

/** Every generation. */
export const ALL_GENERATIONS: readonly GenerationId[] = GENERATIONS;

/** 0.1 and later: estimates, additional charges, versions, the sold status name. */
export const FROM_0_1: readonly GenerationId[] = ['0.1', '0.2', '0.3-beta'];

/** 0.2 and later: multi-item creation, parts embedded in item requests. */
export const FROM_0_2: readonly GenerationId[] = ['0.2', '0.3-beta'];

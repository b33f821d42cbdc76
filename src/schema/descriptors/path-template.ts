/**
 * Path templates of endpoint descriptors (`/assets/{id}/cases`): their parameter names, a
 * shape key that ignores parameter names (so `/estimates/{id}/items` and
 * `/estimates/{estimate_id}/items` count as the same route), and matching against a user's
 * path, template or concrete (`/assets/42/cases`).
 */

const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

/** The `{param}` names of a template, in order. @example templateParams('/cases/{case_id}/note/{id}') // ['case_id', 'id'] */
export function templateParams(template: string): string[] {
  return segments(template).flatMap((segment) => {
    const match = PARAM.exec(segment);
    return match ? [match[1]!] : [];
  });
}

/** The template with every parameter name erased. @example routeShape('/assets/{id}') // '/assets/{}' */
export function routeShape(template: string): string {
  return (
    '/' +
    segments(template)
      .map((segment) => (PARAM.test(segment) ? '{}' : segment))
      .join('/')
  );
}

/**
 * How well `path` (a template or a concrete path) fits `template`: undefined when it does not
 * fit, else the number of literal segments matched literally. A higher score is a more specific
 * match, so `/cases/statuses` would prefer a literal `/cases/statuses` over `/cases/{id}`.
 */
export function matchTemplate(template: string, path: string): number | undefined {
  const expected = segments(template);
  const actual = segments(path);
  if (expected.length !== actual.length) return undefined;
  let score = 0;
  for (let index = 0; index < expected.length; index++) {
    const want = expected[index]!;
    const got = actual[index]!;
    if (PARAM.test(want)) {
      // A parameter accepts any concrete value or any {name}: users need not know our names.
      continue;
    }
    if (want !== got) return undefined;
    score++;
  }
  return score;
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

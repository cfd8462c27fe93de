import { IntlMessageFormat } from 'intl-messageformat';

// Checks a locale's catalogue against English (issue 33: the build fails when a locale lacks a
// key English has, or a message's ICU arguments differ). Used by the catalogue's unit test.

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

// The parser's element types (@formatjs/icu-messageformat-parser TYPE) that name an argument.
const ARGUMENT_KINDS: Record<number, string> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
  8: 'tag',
};

function collect(elements: Element[], into: Map<string, string>): void {
  for (const element of elements) {
    const kind = ARGUMENT_KINDS[element.type];
    if (kind && 'value' in element && typeof element.value === 'string') into.set(element.value, kind);
    if ('options' in element) {
      for (const option of Object.values(element.options)) collect(option.value, into);
    }
    if ('children' in element) collect(element.children, into);
  }
}

/**
 * The arguments of an ICU message and their kinds ('argument', 'plural', 'number', …), sorted by
 * name. Throws when the message does not parse.
 */
export function messageArguments(message: string, locale = 'en'): string[] {
  const ast = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst();
  const found = new Map<string, string>();
  collect(ast, found);
  return [...found].map(([name, kind]) => `${name}: ${kind}`).sort();
}

/**
 * Every way `catalogue` differs from `reference` (English): a missing or unknown key, a message
 * that does not parse, or arguments that differ in name or kind. Empty when the two agree.
 */
export function catalogueProblems(
  reference: Readonly<Record<string, string>>,
  catalogue: Readonly<Record<string, string>>,
  locale: string,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(reference)) {
    const message = catalogue[key];
    if (message === undefined) {
      problems.push(`${locale}: missing ${key}`);
      continue;
    }
    try {
      const expected = messageArguments(reference[key]!).join(', ');
      const actual = messageArguments(message, locale).join(', ');
      if (expected !== actual) problems.push(`${locale}: ${key} has arguments [${actual}], English [${expected}]`);
    } catch (error) {
      problems.push(`${locale}: ${key} does not parse (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  for (const key of Object.keys(catalogue)) {
    if (!(key in reference)) problems.push(`${locale}: unknown key ${key}`);
  }
  return problems;
}

// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test reads the area files' source, to find a key defined twice
import { readFileSync, readdirSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  englishMessages,
  formatMessage,
  messageArguments,
  toLocale,
  type MessageArgumentNames,
} from './index.ts';
import { namedKeys } from './named-keys.ts';

describe('the message catalogue', () => {
  it('parses every English message', () => {
    for (const [key, message] of Object.entries(englishMessages)) {
      expect(() => messageArguments(message), key).not.toThrow();
    }
  });

  it('defines each key once across the area files (a second definition would silently win)', () => {
    const folder = new URL('./messages/', import.meta.url);
    const definedIn = new Map<string, string[]>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
      for (const [, key] of readFileSync(new URL(file, folder), 'utf8').matchAll(/^\s+'([^']+)':/gm)) {
        definedIn.set(key!, [...(definedIn.get(key!) ?? []), file]);
      }
    }
    const twice = [...definedIn]
      .filter(([, files]) => files.length > 1)
      .map(([key, files]) => `${key}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('writes simple messages exactly as the ICU formatter does', () => {
    for (const [key, message] of Object.entries(englishMessages)) {
      const values = Object.fromEntries(messageArguments(message).map((a) => [a.split(':')[0]!, 12345]));
      const icu = new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).format(values);
      const format = formatMessage as (locale: 'en', key: string, values: Record<string, number>) => string;
      expect(format('en', key, values), key).toBe(icu);
    }
  });

  it('formats plurals, grouped and plain numbers as the spec writes them', () => {
    expect(formatMessage('en', 'common.people', { count: 1 })).toBe('1 person');
    expect(formatMessage('en', 'common.people', { count: 4 })).toBe('4 people');
    expect(formatMessage('en', 'common.people', { count: 1000 })).toBe('1,000 people');
    expect(formatMessage('en', 'validation.tooLong', { max: 2000 })).toBe('Please use at most 2000 characters');
    expect(formatMessage('en', 'validation.priceMax', { max: '100,000' })).toBe('Price must be at most $100,000');
    expect(formatMessage('en', 'attendance.tooMany', { booked: 1 })).toBe(
      'At most 1 person was booked: please enter a number from 1 to 1.',
    );
  });

  it('keeps apostrophes and quotes as written', () => {
    expect(formatMessage('en', 'supplier.noSupplierAccount')).toBe(
      "You don't have a supplier account. Please sign up as a supplier first.",
    );
    expect(formatMessage('en', 'schedules.spotsAboveMax', { max: 8 })).toBe(
      "Spots cannot be more than the activity's 8 max participants",
    );
    expect(formatMessage('en', 'mail.activityRejected.body', { title: 'Reef' })).toBe(
      'Your activity "Reef" was not approved.',
    );
  });

  it('finds a missing key, an unknown key and arguments that differ from English', () => {
    const reference = { a: 'Hello {name}', b: '{count, plural, one {# day} other {# days}}', c: 'Plain' };
    expect(
      catalogueProblems(
        reference,
        { a: 'Hallo {name}', b: '{count, plural, one {# Tag} other {# Tage}}', c: 'Schlicht' },
        'de',
      ),
    ).toEqual([]);
    expect(catalogueProblems(reference, { a: 'Hallo {nom}', b: '{count} Tage', d: 'x' }, 'de')).toEqual([
      'de: a has arguments [nom: argument], English [name: argument]',
      'de: b has arguments [count: argument], English [count: plural]',
      'de: missing c',
      'de: unknown key d',
    ]);
  });

  it('refuses a message that is not loaded instead of showing its key', () => {
    const format = formatMessage as (locale: 'en', key: string) => string;
    expect(() => format('en', 'booking.noSuchMessage')).toThrow(
      "Message 'booking.noSuchMessage' is not loaded: the code that names it did not bring it (docs/decisions/092)",
    );
  });

  it('finds the keys a module names, for the browser build to send with it', () => {
    const catalogue = {
      'layout.menu.news': 'News',
      'layout.menu.label': 'Main menu',
      'status.booking': '{status}',
      'status.payment': '{status}',
      'booking.page.back': 'Back',
    };
    const keys = Object.keys(catalogue);
    const code = [
      't(\'layout.menu.news\'); const label = "booking.page.back";',
      'const key = `status.${kind}`;',
      "'layout.menu.missing'; 'booking.page'; 'x.layout.menu.label'; fetch('api.example.com');",
    ].join('\n');
    expect(namedKeys(code, keys, catalogue).sort()).toEqual([
      'booking.page.back',
      'layout.menu.news',
      'status.booking',
      'status.payment',
    ]);
    expect(namedKeys("const prefix = 'layout.menu.';", keys, catalogue).sort()).toEqual([
      'layout.menu.label',
      'layout.menu.news',
    ]);
  });

  it('reads a locale from a tag, falling back to English', () => {
    expect(toLocale('en-GB')).toBe('en');
    expect(toLocale('xx')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});

// Compile-time checks (tsc -p shared): keys and values are checked against the English messages.
// Never called: it only has to type-check.
export function typeChecks() {
  formatMessage('en', 'common.people', { count: 1 });
  formatMessage('en', 'status.activity', { status: 'approved' });
  // @ts-expect-error a message with arguments needs its values
  formatMessage('en', 'common.people');
  // @ts-expect-error an unknown key
  formatMessage('en', 'no.such.key');
  // @ts-expect-error a value the message does not have
  formatMessage('en', 'mail.newMessage.subject', { sender: 'Ana', extra: 1 });
  const nested: MessageArgumentNames<'{count, plural, one {{name} and # other} other {{name} and # others}}'>[] = [
    'count',
    'name',
  ];
  // @ts-expect-error a branch's text is not an argument
  const branch: MessageArgumentNames<'{status, select, approved {Live} other {{status}}}'> = 'Live';
  return [nested, branch];
}

import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { en } from './messages/en.ts';

// The one message catalogue (docs/decisions/088): every string a user reads is an ICU message
// under a typed key, formatted here for a locale. No I/O and no framework: the server's mails and
// errors call formatMessage, the client's components call it through useT (client/src/lib/i18n.tsx).

export { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from './locales.ts';
export { FORMAT_LOCALES, localeOfPath, localePath, pathWithoutLocale, preferredLocale } from './locale-paths.ts';

/** A key of the catalogue: 'booking.capacityConflict', 'mail.bookingConfirmed.subject', … */
export type MessageKey = keyof typeof en;

/** What every locale's catalogue implements: a message for each English key (issue 33). */
export type Messages = { readonly [K in MessageKey]: string };

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
type ArgumentName<Header extends string> = Header extends `${infer Name},${string}` ? Trim<Name> : Trim<Header>;

/** The first brace of S: which one, the text before it and the text after it. */
type NextBrace<S extends string> = S extends `${infer Before}{${infer After}`
  ? Before extends `${string}}${string}`
    ? S extends `${infer B}}${infer A}`
      ? ['}', B, A]
      : never
    : ['{', Before, After]
  : S extends `${infer B}}${infer A}`
    ? ['}', B, A]
    : ['end', S, ''];

/**
 * The argument names of an ICU message, read from its text at compile time, brace by brace:
 * in text ('t') a brace opens an argument ('{name}', or '{count, plural, …' whose branches
 * follow); between branches ('b') a brace opens a branch's text, where arguments may nest.
 */
export type MessageArgumentNames<S extends string, Stack extends ('t' | 'b')[] = ['t'], Found extends string = never> =
  NextBrace<S> extends [infer Brace, string, infer After extends string]
    ? Brace extends 'end'
      ? Found
      : Stack extends [...infer Up extends ('t' | 'b')[], infer Top]
        ? Top extends 't'
          ? Brace extends '{'
            ? NextBrace<After> extends [infer Closing, infer Header extends string, infer Rest extends string]
              ? Closing extends '}'
                ? MessageArgumentNames<Rest, Stack, Found | Trim<Header>>
                : Closing extends '{'
                  ? MessageArgumentNames<Rest, [...Stack, 'b', 't'], Found | ArgumentName<Header>>
                  : Found
              : Found
            : MessageArgumentNames<After, Up, Found>
          : Brace extends '{'
            ? MessageArgumentNames<After, [...Stack, 't'], Found>
            : MessageArgumentNames<After, Up, Found>
        : Found
    : Found;

/** A value inside a message: text (a price or date already written by the formatting seam) or a number (plurals). */
export type MessageValue = string | number;

/** The values a key's message needs: none, or exactly its arguments. */
export type MessageArgs<K extends MessageKey> = [MessageArgumentNames<(typeof en)[K]>] extends [never]
  ? []
  : [values: { [A in MessageArgumentNames<(typeof en)[K]>]: MessageValue }];

/** A key whose message takes no values: a label kept in data (a menu entry's) and formatted later. */
export type PlainMessageKey = { [K in MessageKey]: MessageArgs<K> extends [] ? K : never }[MessageKey];

/** A message as the catalogue holds it: its ICU text, or (in the browser build) its parsed form. */
type CatalogueMessage = ConstructorParameters<typeof IntlMessageFormat>[0];

/**
 * The messages loaded, per locale. On the server, in tests and in the dev server every English
 * message is here from the start. In the browser build `en` is empty: each message arrives with
 * the code that names it, in the same chunk, registered before that code runs
 * (client/vite.config.ts `messagesWithTheirCode`, docs/decisions/092).
 */
const catalogues = new Map<Locale, Partial<Record<MessageKey, CatalogueMessage>>>([['en', { ...en }]]);

/** One parsed message per locale and key: parsing is the costly part, formatting is cheap. */
const formats = new Map<string, IntlMessageFormat>();

/** Adds messages of a locale: a whole catalogue (`Messages`), or the few a chunk of the browser build needs. */
export function registerMessages(locale: Locale, messages: Partial<Record<MessageKey, CatalogueMessage>>): void {
  const loaded = catalogues.get(locale);
  if (loaded) Object.assign(loaded, messages);
  else catalogues.set(locale, { ...messages });
  for (const key of Object.keys(messages)) formats.delete(`${locale}\u0000${key}`);
}

/** Makes a locale's whole catalogue available. */
export function addCatalogue(locale: Locale, messages: Messages): void {
  registerMessages(locale, messages);
}

/** Text whose only syntax is `{name}` arguments (no quote, plural, select or number). */
const SIMPLE_MESSAGE = /^(?:[^{}']|\{[A-Za-z_][\w]*\})*$/;
const SIMPLE_ARGUMENT = /\{([A-Za-z_]\w*)\}/g;

/**
 * Whether a message needs ICU's parser: plain text and `{name}` arguments are written without it.
 * The browser build gets such messages already parsed (client/vite.config.ts), so it ships no parser.
 */
export function needsIcuParser(message: string): boolean {
  return /[{}']/.test(message) && !SIMPLE_MESSAGE.test(message);
}

/** A simple argument's text, as ICU writes it: a string or a number as is. */
function textOf(value: MessageValue | undefined): string {
  if (value === undefined) throw new Error('A message argument has no value');
  return String(value);
}

/**
 * Another locale's messages that arrived with a chunk of the browser build before this module
 * ran or since (client/vite.config.ts `messagesWithTheirCode`, docs/decisions/109): each chunk
 * pushes `[locale, messages]` here before its own code runs; they are registered on next use.
 */
type PendingMessages = [Locale, Partial<Record<MessageKey, CatalogueMessage>>][];
const pendingKey = '__regenMessages';

function registerPending(): void {
  const pending = (globalThis as { [pendingKey]?: PendingMessages })[pendingKey];
  if (!pending?.length) return;
  for (const [locale, messages] of pending.splice(0)) registerMessages(locale, messages);
}

/** The message of `key` in `locale` (English when that locale has none loaded); throws when it is not loaded. */
function messageOf(locale: Locale, key: MessageKey): [CatalogueMessage, Locale] {
  registerPending();
  const message = catalogues.get(locale)?.[key];
  if (message !== undefined) return [message, locale];
  const english = catalogues.get(DEFAULT_LOCALE)?.[key];
  if (english !== undefined) return [english, DEFAULT_LOCALE];
  // Never a key shown as text: a message the running code names but did not bring is a bug of
  // the build (a key built at run time, which the type of `t` forbids), and a test finds it.
  throw new Error(`Message '${key}' is not loaded: the code that names it did not bring it (docs/decisions/092)`);
}

/**
 * The text of `key` in `locale`, its arguments filled from `values`. A locale whose catalogue is
 * not loaded falls back to English. Values that are themselves display text (a price, a date)
 * come formatted from the formatting seam (`@regen/shared/format`).
 */
export function formatMessage<K extends MessageKey>(locale: Locale, key: K, ...[values]: MessageArgs<K>): string {
  const [message, messageLocale] = messageOf(locale, key);
  // Most messages are plain text or fill in plain values: written without the ICU parser, whose
  // formatters set up Intl (a long first task on a phone, docs/decisions/081).
  if (typeof message === 'string' && !needsIcuParser(message)) {
    return message.replace(SIMPLE_ARGUMENT, (_, name: string) =>
      textOf((values as Record<string, MessageValue>)[name]),
    );
  }
  const cacheKey = `${messageLocale}\u0000${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, messageLocale, undefined, { ignoreTag: true });
    formats.set(cacheKey, format);
  }
  const text = format.format(values);
  return Array.isArray(text) ? text.join('') : String(text);
}

/** The English text of `key`: for what is defined before any request has a locale (fixed constants). */
export function englishMessage<K extends MessageKey>(key: K, ...values: MessageArgs<K>): string {
  return formatMessage(DEFAULT_LOCALE, key, ...values);
}

/**
 * A message to be formatted later, when the reader's locale is known: what a domain error or a
 * schema carries instead of finished text.
 */
export interface MessageDescriptor {
  key: MessageKey;
  values?: Record<string, MessageValue>;
}

/** Formats a descriptor (its values were checked against its key when it was made). */
export function formatDescriptor(locale: Locale, descriptor: MessageDescriptor): string {
  // Seen as a plain signature: checking a key union against every message's arguments here is
  // too deep for the compiler (TS2589), and the values were checked when the descriptor was made.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed by tsc (TS2589), not seen by the lint's type view
  const format = formatMessage as (locale: Locale, key: MessageKey, values?: Record<string, MessageValue>) => string;
  return format(locale, descriptor.key, descriptor.values);
}

/** Builds a descriptor with its values type-checked against the key's message. */
export function describeMessage<K extends MessageKey>(key: K, ...[values]: MessageArgs<K>): MessageDescriptor {
  return values ? { key, values } : { key };
}

export { catalogueProblems, messageArguments } from './catalogue-check.ts';
export { en as englishMessages };

// Which catalogue keys a module's code names: what the browser build reads to send each message
// with the code that uses it (client/vite.config.ts `messagesWithTheirCode`, docs/decisions/092).

/** A quoted literal that starts like a key ('area.name', "area.", `area.…${), and how it ends. */
const KEY_LIKE_LITERAL = /(['"`])([A-Za-z]\w*\.[\w.]*)(['"`]|\$\{)/g;

/**
 * The keys of `catalogue` that `code` names. The key type makes every key a literal
 * (`t('booking.page.back')`, `label: 'layout.menu.news'`), so an exact literal names its key; a
 * literal ending in a dot, or a template's text before `${`, names every key it starts
 * (`status.${kind}`), so that a key put together at run time is never left behind.
 */
export function namedKeys(
  code: string,
  keys: readonly string[],
  catalogue: Readonly<Record<string, unknown>>,
): string[] {
  const named = new Set<string>();
  for (const [, quote, text, end] of code.matchAll(KEY_LIKE_LITERAL)) {
    const open = end === '${';
    if (end !== quote && !open) continue;
    if (open || text!.endsWith('.')) {
      for (const key of keys) if (key.startsWith(text!)) named.add(key);
    } else if (Object.hasOwn(catalogue, text!)) {
      named.add(text!);
    }
  }
  return [...named];
}

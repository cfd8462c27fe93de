import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';

// "Sessions you can see" (issue 35, docs/decisions/113): each session remembers the browser and
// system it was last used from (names parsed from the user agent, which is not kept), the
// client's network as a coarse range and when it was last used, written at most once every
// few minutes so that a busy page costs no write per request.

/** A session's use is written again only when the last one is older than this. */
export const DEVICE_TOUCH_INTERVAL_MINUTES = 5;

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Browser and operating system names from a user agent; null when not recognised. */
export function parseUserAgent(userAgent: string | undefined): { browser: string | null; os: string | null } {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser, os };
}

/**
 * The network an address belongs to, never the address itself: the /24 of an IPv4 address,
 * the /48 of an IPv6 one (an IPv4-mapped IPv6 address counts as IPv4). Null when not an address.
 */
export function ipRange(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  if (isIPv4(address)) {
    const [a, b, c] = address.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  if (isIPv6(address)) {
    const groups = expandIPv6(address);
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return null;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** The id a device is known by on the client: a digest of the session id, never the id itself. */
export function deviceId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}

export interface SessionUse {
  sessionId: string;
  lastUsedAt: Date | null;
  userAgent: string | undefined;
  ip: string | undefined;
}

/**
 * Records that a session was used: at most once every DEVICE_TOUCH_INTERVAL_MINUTES (the
 * database's clock decides, so several instances agree), with the device it was used from.
 */
export async function recordSessionUse(db: DbOrTrx, use: SessionUse): Promise<void> {
  if (use.lastUsedAt && Date.now() - use.lastUsedAt.getTime() < DEVICE_TOUCH_INTERVAL_MINUTES * 60_000) return;
  const { browser, os } = parseUserAgent(use.userAgent);
  await db
    .updateTable('sessions')
    .set({ device_browser: browser, device_os: os, ip_range: ipRange(use.ip), last_used_at: sql<Date>`now()` })
    .where('id', '=', use.sessionId)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', sql<Date>`now() - make_interval(mins => ${DEVICE_TOUCH_INTERVAL_MINUTES})`),
      ]),
    )
    .execute();
}

export interface DeviceRow {
  id: string;
  browser: string | null;
  os: string | null;
  ipRange: string | null;
  signedInAt: Date;
  lastUsedAt: Date;
  current: boolean;
}

/** The user's live sessions, most recently used first; `current` marks this browser's. */
export async function listDevices(db: DbOrTrx, userId: string, currentSessionId: string): Promise<DeviceRow[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'device_browser', 'device_os', 'ip_range', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  return rows
    .map((row) => ({
      id: deviceId(row.id),
      browser: row.device_browser,
      os: row.device_os,
      ipRange: row.ip_range,
      signedInAt: row.created_at,
      lastUsedAt: row.last_used_at ?? row.created_at,
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
}

/** Ends the user's session known on the client as `id`; returns the ended session id, or null. */
export async function endDeviceSession(db: DbOrTrx, userId: string, id: string): Promise<string | null> {
  const sessions = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
  const match = sessions.find((s) => deviceId(s.id) === id);
  if (!match) return null;
  await db.deleteFrom('sessions').where('id', '=', match.id).where('user_id', '=', userId).execute();
  return match.id;
}

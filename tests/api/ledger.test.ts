import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { countryActions } from '@regen/shared/rules/actions';
import { LEDGER_CSV_COLUMNS, verifyLedgerChain, type LedgerChainEntry } from '@regen/shared/rules/ledger-chain';
import { parseLedgerDownload } from '@regen/shared/rules/ledger-download';
import { SELF_REPORT_ACTION_MESSAGE, SELF_REPORT_DAYS_MESSAGE } from '@regen/shared/schemas/ledger';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appendLedgerEntries } from '../../server/src/modules/ledger/index.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure } from '../helpers/client.ts';
import { createBookableSlot } from '../helpers/factories.ts';

// The public impact ledger (issue 32 part 4, docs/decisions/106): every credit is a chained
// entry written in the credit's transaction, concurrent credits never fork the chain, corrections
// name what they correct, the database refuses edits, the listing is pseudonymous, the downloads
// verify, and self-reported actions (part 3) stay apart from credited points.

const { env, signedIn, anonymousClient } = useApiEnvironment({ RATE_LIMITS: 'false' });

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const run = promisify(execFile);

/** A 3-hour activity (450 points a person) in `country`, a 3-person booking on a slot 2 days ago. */
async function attendedSetup(country = 'Slovenia', traveler: { firstName?: string; lastName?: string } = {}) {
  const slot = await createBookableSlot(env.db, {
    activity: { durationHours: 3, country },
    daysAhead: -2,
    slot: { startTime: '09:00', endTime: '12:00' },
    traveler,
  });
  const booking = await slot.book({ people: 3 });
  return { ...slot, booking, supplierClient: await signedIn(slot.supplierUser.email) };
}

async function download(path: string) {
  const response = await fetch(new URL(path, env.server.url));
  return { response, text: await response.text() };
}

async function chain(): Promise<LedgerChainEntry[]> {
  return parseLedgerDownload((await download('/impact/ledger.json')).text);
}

const entriesOfBooking = (bookingId: string) =>
  env.db
    .selectFrom('impact_ledger as l')
    .innerJoin('impact_ledger_bookings as lb', 'lb.serial', 'l.serial')
    .select(['l.serial', 'l.kind', 'l.points', 'l.participants', 'l.corrects', 'l.traveler'])
    .where('lb.booking_id', '=', bookingId)
    .orderBy('l.serial')
    .execute();

describe('the impact ledger chain', () => {
  it('chains every credit in the credit’s transaction, with a pseudonym instead of the traveler', async () => {
    const b = await attendedSetup();
    await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 3,
    });
    const [entry] = await entriesOfBooking(b.booking.id);
    const pseudonym = await env.db
      .selectFrom('ledger_pseudonyms')
      .select('pseudonym')
      .where('user_id', '=', b.travelerUser.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ kind: 'attended', points: 1350, participants: 3, corrects: null });
    expect(entry!.traveler).toBe(pseudonym.pseudonym);
    expect(entry!.traveler).not.toBe(b.travelerUser.id);

    const entries = await chain();
    expect(verifyLedgerChain(entries, sha256Hex)).toBeNull();
    const published = entries.find((e) => e.serial === Number(entry!.serial))!;
    expect(published).toMatchObject({
      kind: 'attended',
      country: 'Slovenia',
      activityId: b.activity.id,
      traveler: pseudonym.pseudonym,
      points: 1350,
      participants: 3,
    });
    // Nothing in the download names the account.
    const { text } = await download('/impact/ledger.json');
    expect(text).not.toContain(b.travelerUser.id);
    expect(text).not.toContain(b.travelerUser.email);
  });

  it('a credit that rolls back leaves no entry, and the head stays where it was', async () => {
    const before = await env.db.selectFrom('impact_ledger_head').selectAll().executeTakeFirstOrThrow();
    const b = await attendedSetup();
    await expect(
      env.db.transaction().execute(async (trx) => {
        await appendLedgerEntries(trx, [
          {
            kind: 'attended',
            pointsEntryId: null,
            bookingId: b.booking.id,
            travelerUserId: b.travelerUser.id,
            activityId: b.activity.id,
            country: 'Slovenia',
            points: 450,
          },
        ]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await env.db.selectFrom('impact_ledger_head').selectAll().executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await entriesOfBooking(b.booking.id)).toEqual([]);
  });

  it('concurrent attendance marks append one after the other: serials without gaps, never a fork', async () => {
    const setups = await Promise.all(Array.from({ length: 8 }, () => attendedSetup('Croatia')));
    const head = await env.db.selectFrom('impact_ledger_head').select('serial').executeTakeFirstOrThrow();
    const results = await Promise.all(
      setups.map((b) =>
        b.supplierClient.trpc.attendance.mark.mutate({
          bookingId: b.booking.id,
          attendance: 'attended',
          attendedPeople: 2,
        }),
      ),
    );
    expect(results.map((r) => r.pointsChange)).toEqual(Array.from({ length: 8 }, () => 900));
    const entries = await chain();
    expect(verifyLedgerChain(entries, sha256Hex)).toBeNull();
    const appended = entries.filter((e) => e.serial > Number(head.serial));
    expect(appended.map((e) => e.serial)).toEqual(Array.from({ length: 8 }, (_, i) => Number(head.serial) + 1 + i));
    expect(new Set(entries.map((e) => e.prevHash)).size).toBe(entries.length);
    const after = await env.db.selectFrom('impact_ledger_head').selectAll().executeTakeFirstOrThrow();
    expect(after).toMatchObject({ serial: entries.length, hash: entries.at(-1)!.hash });
  });

  it('a correction is a new entry naming the one it corrects', async () => {
    const b = await attendedSetup();
    const mark = (attendedPeople: number | null) =>
      b.supplierClient.trpc.attendance.mark.mutate(
        attendedPeople === null
          ? { bookingId: b.booking.id, attendance: 'no_show' }
          : { bookingId: b.booking.id, attendance: 'attended', attendedPeople },
      );
    await mark(3);
    await mark(2);
    await mark(null);
    const entries = await entriesOfBooking(b.booking.id);
    expect(entries.map(({ kind, points, participants }) => ({ kind, points, participants }))).toEqual([
      { kind: 'attended', points: 1350, participants: 3 },
      { kind: 'correction', points: -450, participants: 2 },
      { kind: 'correction', points: -900, participants: null },
    ]);
    expect(entries[1]!.corrects).toBe(entries[0]!.serial);
    expect(entries[2]!.corrects).toBe(entries[1]!.serial);
    expect(verifyLedgerChain(await chain(), sha256Hex)).toBeNull();
  });

  it('the database refuses to edit, delete or empty ledger entries', async () => {
    const b = await attendedSetup();
    await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 1,
    });
    const [entry] = await entriesOfBooking(b.booking.id);
    const serial = Number(entry!.serial);
    await expect(
      env.db.updateTable('impact_ledger').set({ points: 99_999 }).where('serial', '=', serial).execute(),
    ).rejects.toThrow('impact_ledger is append-only: UPDATE refused');
    await expect(env.db.deleteFrom('impact_ledger').where('serial', '=', serial).execute()).rejects.toThrow(
      'impact_ledger is append-only: DELETE refused',
    );
    await expect(sql`truncate impact_ledger cascade`.execute(env.db)).rejects.toThrow(
      'impact_ledger is append-only: TRUNCATE refused',
    );
    await expect(
      env.db.updateTable('regen_points_ledger').set({ points: 1 }).where('booking_id', '=', b.booking.id).execute(),
    ).rejects.toThrow('regen_points_ledger is append-only: UPDATE refused');
    await expect(
      env.db.deleteFrom('regen_points_ledger').where('booking_id', '=', b.booking.id).execute(),
    ).rejects.toThrow('regen_points_ledger is append-only: DELETE refused');
    const entries = await chain();
    expect(entries.find((e) => e.serial === serial)?.points).toBe(450);
  });

  it('deleting an account keeps its entries and forgets whose they were', async () => {
    const b = await attendedSetup();
    await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 2,
    });
    const [entry] = await entriesOfBooking(b.booking.id);
    const before = await chain();
    // The booking goes first (bookings restrict deleting their account): its credits follow by cascade.
    await env.db.deleteFrom('bookings').where('id', '=', b.booking.id).execute();
    await env.db.deleteFrom('users').where('id', '=', b.travelerUser.id).execute();
    expect(
      await env.db
        .selectFrom('ledger_pseudonyms')
        .select('pseudonym')
        .where('pseudonym', '=', entry!.traveler!)
        .execute(),
    ).toEqual([]);
    const after = await chain();
    expect(after).toEqual(before);
    expect(verifyLedgerChain(after, sha256Hex)).toBeNull();
  });
});

describe('/impact/ledger listing', () => {
  it('is pseudonymous: a name only where the traveler shared the receipt, "A traveler" when anonymous', async () => {
    const b = await attendedSetup('Estonia', { firstName: 'Lotta', lastName: 'Lindqvist' });
    await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 3,
    });
    const anonymous = anonymousClient();
    const entryOf = async () => {
      const page = await anonymous.trpc.ledger.entries.query({ destination: 'Estonia', activity: b.activity.id });
      expect(page.entries).toHaveLength(1);
      return page.entries[0]!;
    };
    const hidden = await entryOf();
    expect(hidden).toMatchObject({ kind: 'attended', points: 1350, travelerName: null, receiptId: null });
    expect(hidden.activityTitle).toBe(b.activity.title);
    expect(JSON.stringify(hidden)).not.toContain('Lindqvist');
    expect(JSON.stringify(hidden)).not.toContain(b.travelerUser.id);

    const traveler = await signedIn(b.travelerUser.email);
    const receipt = await env.db
      .selectFrom('impact_receipts')
      .select('id')
      .where('booking_id', '=', b.booking.id)
      .executeTakeFirstOrThrow();
    await traveler.trpc.impact.updateReceipt.mutate({ receiptId: receipt.id, shared: true });
    expect(await entryOf()).toMatchObject({ travelerName: 'Lotta L.', receiptId: receipt.id });
    await traveler.trpc.impact.updateReceipt.mutate({ receiptId: receipt.id, anonymous: true });
    expect(await entryOf()).toMatchObject({ travelerName: 'A traveler', receiptId: receipt.id });
  });

  it('filters by destination, activity and unit, newest first, with its page count', async () => {
    const first = await attendedSetup('Latvia');
    const second = await attendedSetup('Latvia');
    for (const b of [first, second]) {
      await b.supplierClient.trpc.attendance.mark.mutate({
        bookingId: b.booking.id,
        attendance: 'attended',
        attendedPeople: 1,
      });
    }
    await env.db.transaction().execute((trx) =>
      appendLedgerEntries(trx, [
        {
          kind: 'outcome_verified',
          outcomeId: 'b7d5f0a2-1c2e-4d1b-9a55-0123456789ab',
          activityId: first.activity.id,
          country: 'Latvia',
          unit: 'trees_planted',
          amountHundredths: 600,
          reviewer: 'Regen Marketplace verifier',
        },
      ]),
    );
    const anonymous = anonymousClient();
    const latvia = await anonymous.trpc.ledger.entries.query({ destination: 'Latvia' });
    expect(latvia.total).toBe(3);
    expect(latvia.pageCount).toBe(1);
    expect(latvia.entries.map((e) => e.kind)).toEqual(['outcome_verified', 'attended', 'attended']);
    expect(latvia.entries.map((e) => e.serial)).toEqual([...latvia.entries.map((e) => e.serial)].sort((a, b) => b - a));
    const ofFirst = await anonymous.trpc.ledger.entries.query({ destination: 'Latvia', activity: first.activity.id });
    expect(ofFirst.entries.map((e) => e.kind)).toEqual(['outcome_verified', 'attended']);
    const trees = await anonymous.trpc.ledger.entries.query({ destination: 'Latvia', unit: 'trees_planted' });
    expect(trees.entries).toHaveLength(1);
    expect(trees.entries[0]).toMatchObject({
      kind: 'outcome_verified',
      unit: 'trees_planted',
      amountHundredths: 600,
      reviewer: 'Regen Marketplace verifier',
      points: 0,
      traveler: null,
    });
    const filters = await anonymous.trpc.ledger.filters.query();
    expect(filters.countries).toContain('Latvia');
    expect(filters.units).toContain('trees_planted');
    expect(filters.activities.map((a) => a.activityId)).toEqual(
      expect.arrayContaining([first.activity.id, second.activity.id]),
    );
  });

  it('refuses malformed filters with a 400, never a 500', async () => {
    const anonymous = anonymousClient();
    expect((await failure(anonymous.trpc.ledger.entries.query({ activity: 'not-an-id' }))).code).toBe('BAD_REQUEST');
    expect((await failure(anonymous.trpc.ledger.entries.query({ page: 0 }))).code).toBe('BAD_REQUEST');
    const unit = { unit: 'carbon' } as unknown as { unit: 'trees_planted' };
    expect((await failure(anonymous.trpc.ledger.entries.query(unit))).code).toBe('BAD_REQUEST');
  });
});

describe('the downloads and `npm run ledger:verify`', () => {
  it('serves the whole chain as JSON and as CSV, the same entries in both', async () => {
    const b = await attendedSetup('Malta');
    await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 2,
    });
    const json = await download('/impact/ledger.json');
    const csv = await download('/impact/ledger.csv');
    expect(json.response.status).toBe(200);
    expect(json.response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(csv.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.response.headers.get('content-disposition')).toBe('attachment; filename="regen-impact-ledger.csv"');
    expect(csv.text.split('\r\n')[0]).toBe(LEDGER_CSV_COLUMNS.join(','));
    const fromJson = parseLedgerDownload(json.text);
    expect(JSON.parse(json.text)).toMatchObject({
      format: 'regen-impact-ledger',
      version: 1,
      hashAlgorithm: 'SHA-256',
    });
    expect(parseLedgerDownload(csv.text)).toEqual(fromJson);
    expect(fromJson.map((e) => e.serial)).toEqual(fromJson.map((_, i) => i + 1));
  });

  it('the command passes an intact chain and names the first tampered entry: altered, removed, reordered', async () => {
    const b = await attendedSetup('Cyprus');
    await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 2,
    });
    await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 1,
    });
    const verify = (source: string) =>
      run(process.execPath, ['scripts/ledger-verify.ts', source], { cwd: process.cwd() }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stderr: string }) => ({ code: e.code, out: e.stderr }),
      );
    const url = `${env.server.url}/impact/ledger.json`;
    const entries = await chain();
    const intact = await verify(url);
    expect(intact.code).toBe(0);
    expect(intact.out).toContain(`The chain is intact: ${entries.length} entries, No. 1 to No. ${entries.length}`);
    expect((await verify(`${env.server.url}/impact/ledger.csv`)).code).toBe(0);

    const folder = await mkdtemp(join(tmpdir(), 'ledger-verify-'));
    const write = async (name: string, list: LedgerChainEntry[]) => {
      const path = join(folder, name);
      await writeFile(path, JSON.stringify({ entries: list }));
      return path;
    };
    const altered = entries.map((e, i) => (i === 1 ? { ...e, points: e.points + 1 } : e));
    expect(await verify(await write('altered.json', altered))).toEqual({
      code: 1,
      out: expect.stringContaining(
        'The chain is broken at entry No. 2 (position 2): its content does not match its hash',
      ) as string,
    });
    const removed = entries.filter((_, i) => i !== 0);
    expect(await verify(await write('removed.json', removed))).toEqual({
      code: 1,
      out: expect.stringContaining('entry No. 2 (position 1): serial 2 where 1 was expected') as string,
    });
    const reordered = [entries[1]!, entries[0]!, ...entries.slice(2)];
    expect(await verify(await write('reordered.json', reordered))).toEqual({
      code: 1,
      out: expect.stringContaining('entry No. 2 (position 1): serial 2 where 1 was expected') as string,
    });
    expect((await verify(join(folder, 'missing.json'))).code).toBe(2);
  });
});

describe('self-reported actions (issue 32 part 3)', () => {
  it('are kept apart: logged from the destination’s list, never in Regen Points® or the ledger', async () => {
    const b = await attendedSetup('Slovenia');
    await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 1,
    });
    const traveler = await signedIn(b.travelerUser.email);
    const before = await chain();
    const action = countryActions('Slovenia')[0]!;
    const logged = await traveler.trpc.ledger.logAction.mutate({ country: 'Slovenia', actionNumber: 1, days: 4 });
    expect(logged).toMatchObject({
      country: 'Slovenia',
      actionNumber: 1,
      actionTitle: action.title,
      days: 4,
      pointsPerDay: action.pointsPerDay,
    });
    const mine = await traveler.trpc.ledger.myActions.query();
    expect(mine.actions.map((a) => a.id)).toEqual([logged.id]);
    expect(mine.guidancePoints).toBe(4 * action.pointsPerDay);
    expect((await traveler.trpc.impact.mine.query()).totalPoints).toBe(450);
    expect(await chain()).toEqual(before);
  });

  it('refuses an unknown action or days out of range with the catalogue’s messages, and strangers', async () => {
    const b = await attendedSetup('Slovenia');
    const traveler = await signedIn(b.travelerUser.email);
    const unknown = await failure(
      traveler.trpc.ledger.logAction.mutate({ country: 'Slovenia', actionNumber: 40, days: 1 }),
    );
    expect(unknown).toMatchObject({ code: 'BAD_REQUEST', message: SELF_REPORT_ACTION_MESSAGE });
    const nowhere = await failure(
      traveler.trpc.ledger.logAction.mutate({ country: 'Atlantis', actionNumber: 1, days: 1 }),
    );
    expect(nowhere).toMatchObject({ code: 'BAD_REQUEST', message: SELF_REPORT_ACTION_MESSAGE });
    const days = await failure(
      traveler.trpc.ledger.logAction.mutate({ country: 'Slovenia', actionNumber: 1, days: 61 }),
    );
    expect(days.code).toBe('BAD_REQUEST');
    expect(days.fieldErrors.days).toEqual([SELF_REPORT_DAYS_MESSAGE]);
    expect(SELF_REPORT_DAYS_MESSAGE).toBe('Days practised must be a whole number from 1 to 60.');

    const logged = await traveler.trpc.ledger.logAction.mutate({ country: 'Slovenia', actionNumber: 2, days: 1 });
    const other = await signedIn(b.supplierUser.email);
    expect(await failure(other.trpc.ledger.removeAction.mutate({ id: logged.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This logged action was not found.',
    });
    expect((await other.trpc.ledger.myActions.query()).actions).toEqual([]);
    expect(
      (await failure(anonymousClient().trpc.ledger.logAction.mutate({ country: 'Slovenia', actionNumber: 1, days: 1 })))
        .code,
    ).toBe('UNAUTHORIZED');
    expect(await traveler.trpc.ledger.removeAction.mutate({ id: logged.id })).toEqual({ id: logged.id });
    expect((await traveler.trpc.ledger.myActions.query()).actions).toEqual([]);
  });
});

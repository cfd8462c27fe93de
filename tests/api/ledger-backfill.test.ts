import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LEDGER_GENESIS_HASH, canonicalLedgerContent, verifyLedgerChain } from '@regen/shared/rules/ledger-chain';
import { Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { createApprovedActivity, createSlot, createSupplier, createUser, insertBooking } from '../helpers/factories.ts';

// The ledger migration (docs/decisions/106) chains the credits written before it: in their order,
// with the same canonical form and hash as the server's appends (its frozen copy must agree with
// shared/src/rules/ledger-chain.ts), corrections naming the entry before them, and the head at the end.

const LEDGER_MIGRATION = '2026-11-27T1830-impact-ledger-chain';
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the ledger migration’s backfill', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'regen-ledger-backfill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('chains existing credits in order, with the server’s canonical hash, corrections naming what they correct', async () => {
    const database = openDatabase({ dataDir, databaseUrl: undefined });
    try {
      // Migrate to the migration before the ledger's (Kysely runs them in name order).
      const names = Object.keys(migrations).sort();
      const before = names[names.indexOf(LEDGER_MIGRATION) - 1]!;
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      });
      const partial = await migrator.migrateTo(before);
      expect(partial.error).toBeUndefined();

      const { supplier } = await createSupplier(database.db);
      const activity = await createApprovedActivity(database.db, supplier.id, {
        country: 'Slovenia',
        durationHours: 3,
      });
      const slot = await createSlot(database.db, activity.id, { date: '2026-11-20' });
      const tara = await createUser(database.db, { firstName: 'Tara', lastName: 'Traveler' });
      const booking = await insertBooking(database.db, {
        activityId: activity.id,
        slotId: slot.id,
        userId: tara.id,
        date: '2026-11-20',
        people: 3,
      });
      // Attended 3 (1,350), corrected to 2 (−450), as the server wrote them before the chain.
      for (const [points, reason, at] of [
        [1350, 'attended', '2026-11-20T10:00:00.123456Z'],
        [-450, 'correction', '2026-11-21T08:30:00Z'],
      ] as const) {
        await database.db
          .insertInto('regen_points_ledger')
          .values({
            user_id: tara.id,
            booking_id: booking.id,
            activity_id: activity.id,
            country: 'Slovenia',
            points,
            reason,
            created_at: new Date(at),
          })
          .execute();
      }

      await migrateToLatest(database.db);

      const rows = await database.db.selectFrom('impact_ledger').selectAll().orderBy('serial').execute();
      const pseudonym = await database.db
        .selectFrom('ledger_pseudonyms')
        .select('pseudonym')
        .where('user_id', '=', tara.id)
        .executeTakeFirstOrThrow();
      const entries = rows.map((r) => ({
        serial: Number(r.serial),
        kind: r.kind,
        recordedAt: new Date(r.recorded_at).toISOString(),
        country: r.country,
        activityId: r.activity_id,
        traveler: r.traveler,
        points: r.points,
        participants: r.participants,
        corrects: r.corrects === null ? null : Number(r.corrects),
        outcomeId: r.outcome_id,
        unit: r.unit,
        amountHundredths: r.amount_hundredths === null ? null : Number(r.amount_hundredths),
        reviewer: r.reviewer,
        prevHash: r.prev_hash,
        hash: r.hash,
      }));
      expect(
        entries.map(({ serial, kind, recordedAt, points, participants, corrects, traveler }) => ({
          serial,
          kind,
          recordedAt,
          points,
          participants,
          corrects,
          traveler,
        })),
      ).toEqual([
        {
          serial: 1,
          kind: 'attended',
          recordedAt: '2026-11-20T10:00:00.123Z',
          points: 1350,
          participants: 3,
          corrects: null,
          traveler: pseudonym.pseudonym,
        },
        {
          serial: 2,
          kind: 'correction',
          recordedAt: '2026-11-21T08:30:00.000Z',
          points: -450,
          participants: 2,
          corrects: 1,
          traveler: pseudonym.pseudonym,
        },
      ]);
      expect(entries[0]!.prevHash).toBe(LEDGER_GENESIS_HASH);
      expect(entries[0]!.hash).toBe(sha256Hex(canonicalLedgerContent(entries[0]!)));
      expect(verifyLedgerChain(entries, sha256Hex)).toBeNull();
      const head = await database.db.selectFrom('impact_ledger_head').selectAll().executeTakeFirstOrThrow();
      expect(head).toMatchObject({ serial: 2, hash: entries[1]!.hash });
      expect(
        await database.db
          .selectFrom('impact_ledger_bookings')
          .select(['serial', 'booking_id'])
          .orderBy('serial')
          .execute(),
      ).toEqual([
        { serial: 1, booking_id: booking.id },
        { serial: 2, booking_id: booking.id },
      ]);
    } finally {
      await database.close();
    }
    // Migrating a persisted database twice: minutes on a busy 2-core machine.
  }, 240_000);
});

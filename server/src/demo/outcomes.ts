import type { OutcomeUnitId } from '@regen/shared/rules/outcome-units';
import { sql } from 'kysely';
import type { Trx } from '../db/database.ts';
import { declareOutcomesIn, writeReportIn, type SeededReport } from '../modules/outcomes/index.ts';
import { demoAccounts } from './accounts.ts';

// Measured outcomes in the demo (issue 32 part 7, docs/decisions/107): every live supplier
// activity declares what a session does per person; the past sessions with attendance report
// what they achieved. Most are verified by the demo admin, one is queried, one rejected, some
// await review; the demo traveler's session is verified with evidence photos, so its receipt
// shows who verified it and when. Decisions go on the public ledger through the outcomes module.

type Declared = { unit: OutcomeUnitId; perParticipantHundredths: number; projectName: string | null };

/** What a session of an activity does, read from what it is about: plain, measured units. */
function declarationFor(activity: { title: string; impact: string; category: string; country: string }): Declared[] {
  const text = `${activity.title} ${activity.impact}`.toLowerCase();
  if (activity.category === 'social') {
    return [
      { unit: 'paid_local_work_hours', perParticipantHundredths: 150, projectName: null },
      {
        unit: 'local_project_usd',
        perParticipantHundredths: 1000,
        projectName: `${activity.country} Community Schools Fund`,
      },
    ];
  }
  const found: Declared[] = [];
  if (/tree|forest|plant|seedling|mangrove/.test(text))
    found.push({ unit: 'trees_planted', perParticipantHundredths: 300, projectName: null });
  if (/clean|litter|plastic|beach|waste|trash/.test(text))
    found.push({ unit: 'litter_removed_kg', perParticipantHundredths: 250, projectName: null });
  if (/bird|wildlife|species|survey|butterfl|bee|biodiversity/.test(text))
    found.push({ unit: 'species_records', perParticipantHundredths: 500, projectName: null });
  if (found.length === 0 || /restor|habitat|meadow|wetland|reef|dune|invasive|trail/.test(text)) {
    found.push({ unit: 'habitat_restored_m2', perParticipantHundredths: 1000, projectName: null });
  }
  found.push({ unit: 'paid_local_work_hours', perParticipantHundredths: 100, projectName: null });
  return found.slice(0, 3);
}

/** Evidence pictures the demo serves (client/public/images). */
const EVIDENCE = [
  '/images/forest.svg',
  '/images/fields.svg',
  '/images/wetlands.svg',
  '/images/coast.svg',
  '/images/village.svg',
];

export async function seedOutcomes(trx: Trx): Promise<void> {
  const activities = await trx
    .selectFrom('activities')
    .select(['id', 'title', 'impact_description', 'impact_category', 'country'])
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const declared = new Map<string, Declared[]>();
  for (const activity of activities) {
    const outcomes = declarationFor({
      title: activity.title,
      impact: activity.impact_description,
      category: activity.impact_category,
      country: activity.country,
    });
    declared.set(activity.id, outcomes);
    await declareOutcomesIn(trx, activity.id, outcomes);
  }

  const admin = await trx
    .selectFrom('users')
    .select(['id', 'role', 'first_name as firstName'])
    .where('email', '=', demoAccounts.admin)
    .executeTakeFirstOrThrow();
  // Past sessions with someone marked attended, oldest first, the demo traveler's marked out.
  const sessions = await trx
    .selectFrom('activity_availability as slot')
    .innerJoin('activities as a', 'a.id', 'slot.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select([
      'slot.id',
      'a.id as activityId',
      'a.country',
      's.user_id as supplierUserId',
      sql<string>`to_char(slot.date, 'YYYY-MM-DD')`.as('date'),
      sql<number>`(select coalesce(sum(b.attended_people), 0)::int from bookings b where b.availability_id = slot.id and b.attendance = 'attended')`.as(
        'participants',
      ),
      sql<boolean>`exists (select 1 from bookings b inner join users u on u.id = b.user_id where b.availability_id = slot.id and b.attendance = 'attended' and u.email = ${demoAccounts.traveler})`.as(
        'demoTraveler',
      ),
    ])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bookings as b')
          .select('b.id')
          .whereRef('b.availability_id', '=', 'slot.id')
          .where('b.attendance', '=', 'attended'),
      ),
    )
    .orderBy('slot.date')
    .orderBy('slot.id')
    .execute();

  const reviewer = { id: admin.id, role: admin.role, firstName: admin.firstName };
  let others = 0;
  for (const session of sessions) {
    const outcomes = declared.get(session.activityId);
    if (!outcomes || outcomes.length === 0) continue;
    const people = Number(session.participants);
    const index = session.demoTraveler ? -1 : others++;
    // Measured amounts near what was declared: a little under for every third session.
    const amounts = outcomes.map((o) => ({
      unit: o.unit,
      amountHundredths: Math.round((o.perParticipantHundredths * people * (index % 3 === 2 ? 9 : 10)) / 10),
    }));
    const submittedAt = new Date(`${session.date}T18:00:00Z`);
    const reviewedAt = new Date(submittedAt.getTime() + 26 * 3600_000);
    let decision: SeededReport['decision'];
    if (session.demoTraveler || index % 5 === 0 || index % 5 === 3) {
      decision = { status: 'verified', by: reviewer, at: reviewedAt };
    } else if (index === 1) {
      decision = {
        status: 'queried',
        question: 'How was the area measured: by tape or by a GPS track?',
        by: admin.id,
        at: reviewedAt,
      };
    } else if (index === 2) {
      decision = {
        status: 'rejected',
        reason: 'The photos show the group but not the work done; please send photos of the site after the session.',
        by: reviewer,
        at: reviewedAt,
      };
    } else {
      decision = { status: 'submitted' };
    }
    await writeReportIn(trx, {
      availabilityId: session.id,
      activityId: session.activityId,
      country: session.country,
      submittedBy: session.supplierUserId,
      note: session.demoTraveler ? 'Counted and weighed with the group at the end of the session.' : '',
      amounts,
      photoUrls: session.demoTraveler ? EVIDENCE.slice(0, 3) : EVIDENCE.slice(index % 4, (index % 4) + 1),
      submittedAt,
      decision,
    });
  }
}

import { parseEffort, type RevisionValues } from '@regen/shared/schemas/activity-editing';
import type { Trx } from '../db/database.ts';

// One change of a live activity waiting for the admin's review (docs/decisions/102): the alpine
// supplier's beekeeping morning, retitled and with one more thing to bring. The live version
// stays as it is until admin@regen.example approves it.

const TITLE = 'Beekeeping with Carniolan Bee Farmers';

export async function seedActivityRevision(trx: Trx): Promise<void> {
  const row = await trx
    .selectFrom('activities')
    .innerJoin('suppliers', 'suppliers.id', 'activities.supplier_id')
    .select([
      'activities.id',
      'activities.title',
      'activities.description',
      'activities.impact_description',
      'activities.activity_type',
      'activities.photo_url',
      'activities.included',
      'activities.what_to_bring',
      'activities.languages',
      'activities.accessibility',
      'activities.meeting_address',
      'activities.meeting_latitude',
      'activities.meeting_longitude',
      'activities.effort',
      'suppliers.user_id',
    ])
    .where('activities.title', '=', TITLE)
    .where('suppliers.email', '=', 'alpine@regen.example')
    .executeTakeFirst();
  if (!row) return;
  const photos = await trx
    .selectFrom('activity_photos')
    .select(['url', 'alt_text'])
    .where('activity_id', '=', row.id)
    .orderBy('position')
    .execute();
  const proposed: RevisionValues = {
    title: 'Beekeeping morning with Carniolan bee farmers',
    description: row.description,
    impactDescription: row.impact_description,
    activityType: row.activity_type,
    photoUrl: row.photo_url,
    details: {
      meetingAddress: row.meeting_address ?? '',
      meetingPoint:
        row.meeting_latitude !== null && row.meeting_longitude !== null
          ? { latitude: row.meeting_latitude, longitude: row.meeting_longitude }
          : null,
      included: row.included,
      whatToBring: [...row.what_to_bring, 'Long sleeves and trousers in light colours'],
      languages: row.languages,
      accessibility: row.accessibility ?? '',
      ...parseEffort(row.effort),
      photos: photos.map((p) => ({ url: p.url, altText: p.alt_text })),
    },
  };
  await trx
    .insertInto('activity_revisions')
    .values({ activity_id: row.id, proposed: JSON.stringify(proposed), submitted_by: row.user_id })
    .execute();
}

import type { FastifyBaseLogger } from 'fastify';
import { findDestinationCountry } from '@regen/shared/countries';
import type { Config } from '../config.ts';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/database.ts';
import { hashPassword } from '../modules/auth/index.ts';

// Demo data for development and tests only: the credentials are public (README), so
// config.ts refuses SEED_DEMO unless NODE_ENV is development or test, and this refuses a
// production configuration outright (`npm run db:seed` too).
export const DEMO_PASSWORD = 'regen-demo-2026';
export const demoAccounts = {
  admin: 'admin@regen.example',
  traveler: 'traveler@regen.example',
  suppliers: ['alpine@regen.example', 'nile@regen.example', 'coast@regen.example'],
} as const;

interface DemoActivity {
  title: string;
  description: string;
  impact: string;
  country: string;
  category: 'environmental' | 'social';
  type: string;
  priceCents: number;
  hours: number;
  maxPeople: number;
  photo: string;
  effort: string;
  pointsOverride?: number;
}

const demoSuppliers: {
  email: string;
  business: string;
  contact: string;
  phone: string;
  location: string;
  website: string;
  years: number;
  type: string;
  description: string;
  impact: string;
  activities: DemoActivity[];
  /** An activity still waiting for an admin, so the moderation screen has work. */
  pending?: DemoActivity;
}[] = [
  {
    email: demoAccounts.suppliers[0],
    business: 'Alpine Roots Collective',
    contact: 'Maja Kovač',
    phone: '+386 40 123 456',
    location: 'Bled, Slovenia',
    website: 'https://alpineroots.example',
    years: 8,
    type: 'Environmental',
    description: 'Small-group days in the Julian Alps that put visitors to work alongside rangers and farmers.',
    impact: 'Restores alpine meadows and trails',
    activities: [
      {
        title: 'Alpine Meadow Restoration Day',
        description:
          'Spend a morning with park rangers above Lake Bohinj clearing invasive shrubs from a traditional hay meadow, then learn to scythe the way local farmers have for centuries. Lunch is a shared picnic of cheese and bread from the valley.',
        impact: 'Protects meadow biodiversity',
        country: 'Slovenia',
        category: 'environmental',
        type: 'Environmental',
        priceCents: 6500,
        hours: 4,
        maxPeople: 10,
        photo: '/images/mountains.svg',
        effort: 'Medium - steady uphill walking and light manual work',
      },
      {
        title: 'Beekeeping with Carniolan Bee Farmers',
        description:
          'Visit a family apiary near Radovljica, open a hive with a beekeeper, and help plant bee-friendly borders. Learn why Slovenia protects its native Carniolan bee and taste honey straight from the comb.',
        impact: 'Supports native pollinators',
        country: 'Slovenia',
        category: 'social',
        type: 'Social',
        priceCents: 4500,
        hours: 3,
        maxPeople: 8,
        photo: '/images/fields.svg',
        effort: 'Low - gentle walking, protective suits provided',
      },
      {
        title: 'Tyrolean Trail Repair Weekend Morning',
        description:
          'Join the Alpine Club volunteers above Innsbruck to repair drainage on an eroding hiking trail. Tools, gloves and a hearty mountain-hut lunch are included; you leave with a path that will last for years.',
        impact: 'Stops erosion on alpine trails',
        country: 'Austria',
        category: 'environmental',
        type: 'Environmental',
        priceCents: 5500,
        hours: 5,
        maxPeople: 12,
        photo: '/images/forest.svg',
        effort: 'High - steep terrain and digging',
      },
    ],
  },
  {
    email: demoAccounts.suppliers[1],
    business: 'Nile Stories',
    contact: 'Omar Hassan',
    phone: '+20 100 555 0199',
    location: 'Cairo, Egypt',
    website: 'https://nilestories.example',
    years: 5,
    type: 'Social',
    description: 'Community-run food and river experiences that keep tourism income in local hands.',
    impact: 'Income for family kitchens',
    activities: [
      {
        title: 'Local Cairo Food Tour',
        description:
          'Walk the lanes of Sayeda Zeinab with a neighbourhood guide and eat at five family-run stalls: ful, taameya, koshari and fresh sugarcane juice. Every stop is paid fairly and chosen by the community association.',
        impact: 'Keeps income with family kitchens',
        country: 'Egypt',
        category: 'social',
        type: 'Social',
        priceCents: 3500,
        hours: 3,
        maxPeople: 10,
        photo: '/images/village.svg',
        effort: 'Low - an easy evening walk',
        pointsOverride: 400,
      },
      {
        title: 'Relaxing Nile Felucca Sail',
        description:
          'Sail the Nile at sunset on a traditional wind-powered felucca crewed by a Nubian family from Aswan. No engines, no noise: just the river, tea and stories of the villages along the banks.',
        impact: 'Zero-emission river travel',
        country: 'Egypt',
        category: 'environmental',
        type: 'Environmental',
        priceCents: 4000,
        hours: 2,
        maxPeople: 8,
        photo: '/images/coast.svg',
        effort: 'Low - seated on the boat',
        pointsOverride: 600,
      },
    ],
  },
  {
    email: demoAccounts.suppliers[2],
    business: 'Costa Viva Cooperative',
    contact: 'Lucía Fernández Ortega',
    phone: '+34 600 123 987',
    location: 'Cádiz, Spain',
    website: 'https://costaviva.example',
    years: 11,
    type: 'Environmental',
    description: 'Coastal cooperative restoring dunes and seagrass while guiding small groups.',
    impact: 'Dune and seagrass restoration',
    activities: [
      {
        title: 'Dune Restoration at Bolonia',
        description:
          'Help a marine biologist replant marram grass and build brushwood fences that let the great dune of Bolonia recover. Finish with a swim and a talk on how healthy dunes protect the coast from storms.',
        impact: 'Rebuilds dunes that shield the coast',
        country: 'Spain',
        category: 'environmental',
        type: 'Environmental',
        priceCents: 5000,
        hours: 4,
        maxPeople: 12,
        photo: '/images/coast.svg',
        effort: 'Medium - work on soft sand in the sun',
      },
      {
        title: 'Almadraba Fishing Heritage Walk',
        description:
          'Meet retired tuna fishermen in Barbate who explain the 3,000-year-old almadraba trap and what sustainable quotas mean for their town. The walk ends at the cooperative market for a tasting of local preserves.',
        impact: 'Sustains a fishing community',
        country: 'Spain',
        category: 'social',
        type: 'Social',
        priceCents: 3000,
        hours: 2,
        maxPeople: 15,
        photo: '/images/village.svg',
        effort: 'Low - flat town walk',
      },
    ],
    pending: {
      title: 'Seagrass Meadow Snorkel Survey',
      description:
        'Snorkel over the Posidonia meadows off Tarifa with a marine biologist and record the health of the seagrass for the regional monitoring programme. Wetsuits and masks provided; you learn why these meadows store more carbon than forests.',
      impact: 'Monitors carbon-rich seagrass',
      country: 'Spain',
      category: 'environmental',
      type: 'Environmental',
      priceCents: 7000,
      hours: 3,
      maxPeople: 8,
      photo: '/images/coast.svg',
      effort: 'Medium - confident swimmers only',
    },
  },
];

function addDays(date: Date, days: number): Date {
  const d = new Date(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

/** The demo traveler's upcoming booking is this many days ahead: well outside any cancellation window. */
const DEMO_UPCOMING_BOOKING_DAYS = 7;
/** Days of demo slots, every day from tomorrow on (whatever weekday or hour the seed runs). */
const DEMO_SLOT_DAYS = 28;

/**
 * 'YYYY-MM-DD' `days` after today (UTC) by the database's clock, the clock that decides
 * which slots are past (booking.repository.ts), so seeded dates agree with it.
 */
async function databaseDays(db: Db): Promise<(days: number) => string> {
  const query = sql<{ today: string }>`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as today`;
  const { rows } = await query.execute(db);
  const today = Date.parse(`${rows[0]!.today}T00:00:00Z`);
  return (days) => new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

/** Seeds the demo accounts, activities and four weeks of slots when the database has no users. */
export async function seedDemoDataIfEmpty(db: Db, config: Config, log: FastifyBaseLogger): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemoData(db, config);
  log.info(`Seeded demo data: sign in as ${demoAccounts.traveler} / ${DEMO_PASSWORD} (see README)`);
  return true;
}

export async function seedDemoData(db: Db, config: Config): Promise<void> {
  if (config.env === 'production') {
    throw new Error('Demo data (accounts with a public password) is never loaded when NODE_ENV is production.');
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const dayFromToday = await databaseDays(db);
  await db.transaction().execute(async (trx) => {
    const verified = now;
    await trx
      .insertInto('users')
      .values([
        {
          email: demoAccounts.admin,
          password_hash: passwordHash,
          first_name: 'Ada',
          last_name: 'Admin',
          role: 'admin',
          email_verified_at: verified,
        },
        {
          email: demoAccounts.traveler,
          password_hash: passwordHash,
          first_name: 'Tara',
          last_name: 'Traveler',
          role: 'user',
          email_verified_at: verified,
        },
      ])
      .execute();
    for (const s of demoSuppliers) {
      const [first, ...rest] = s.contact.split(' ');
      const user = await trx
        .insertInto('users')
        .values({
          email: s.email,
          password_hash: passwordHash,
          first_name: first ?? s.contact,
          last_name: rest.join(' '),
          role: config.adminEmails.includes(s.email) ? 'admin' : 'user',
          email_verified_at: verified,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const supplier = await trx
        .insertInto('suppliers')
        .values({
          user_id: user.id,
          business_name: s.business,
          contact_person: s.contact,
          email: s.email,
          phone: s.phone,
          location: s.location,
          website: s.website,
          years_in_operation: s.years,
          activity_type: s.type,
          description: s.description,
          impact: s.impact,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, a] of s.activities.entries()) {
        const activity = await trx
          .insertInto('activities')
          .values({
            supplier_id: supplier.id,
            title: a.title,
            description: a.description,
            impact_description: a.impact,
            country: a.country,
            impact_category: a.category,
            activity_type: a.type,
            price_cents: a.priceCents,
            duration_hours: a.hours,
            max_participants: a.maxPeople,
            photo_url: a.photo,
            regen_points_override: a.pointsOverride ?? null,
            effort: a.effort,
            time_zone: findDestinationCountry(a.country)?.timeZone ?? 'UTC',
            status: 'approved',
            created_at: addDays(now, -30 + index),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const slots = [];
        for (let day = 1; day <= DEMO_SLOT_DAYS; day++) {
          const iso = dayFromToday(day);
          const end = (start: number) => `${String(start + Math.ceil(a.hours)).padStart(2, '0')}:00`;
          slots.push({
            activity_id: activity.id,
            date: iso,
            start_time: '09:00',
            end_time: end(9),
            available_spots: a.maxPeople,
          });
          if (a.hours <= 4) {
            slots.push({
              activity_id: activity.id,
              date: iso,
              start_time: '14:00',
              end_time: end(14),
              available_spots: a.maxPeople,
            });
          }
        }
        await trx.insertInto('activity_availability').values(slots).execute();
      }
      if (s.pending) {
        await trx
          .insertInto('activities')
          .values({
            supplier_id: supplier.id,
            title: s.pending.title,
            description: s.pending.description,
            impact_description: s.pending.impact,
            country: s.pending.country,
            impact_category: s.pending.category,
            activity_type: s.pending.type,
            price_cents: s.pending.priceCents,
            duration_hours: s.pending.hours,
            max_participants: s.pending.maxPeople,
            photo_url: s.pending.photo,
            regen_points_override: null,
            effort: s.pending.effort,
            time_zone: findDestinationCountry(s.pending.country)?.timeZone ?? 'UTC',
            status: 'pending',
          })
          .execute();
      }
    }
    await seedTravelerHistory(trx, config, dayFromToday);
  });
}

/**
 * The demo traveler's history, so every dashboard has something to show: an upcoming
 * booking with a short conversation, and a past one (shown as completed).
 */
async function seedTravelerHistory(trx: Trx, config: Config, dayFromToday: (days: number) => string): Promise<void> {
  const traveler = await trx
    .selectFrom('users')
    .selectAll()
    .where('email', '=', demoAccounts.traveler)
    .executeTakeFirstOrThrow();
  await trx.insertInto('travelers').values({ user_id: traveler.id }).execute();
  const activity = await trx
    .selectFrom('activities')
    .innerJoin('suppliers', 'suppliers.id', 'activities.supplier_id')
    .select([
      'activities.id',
      'activities.price_cents',
      'activities.max_participants',
      'activities.time_zone',
      'suppliers.user_id as supplierUserId',
    ])
    .where('activities.title', '=', 'Alpine Meadow Restoration Day')
    .executeTakeFirstOrThrow();
  const upcomingSlot = await trx
    .selectFrom('activity_availability')
    .selectAll()
    .where('activity_id', '=', activity.id)
    .where('start_time', '=', '09:00')
    .where('date', '=', dayFromToday(DEMO_UPCOMING_BOOKING_DAYS))
    .executeTakeFirstOrThrow();
  const pastDate = dayFromToday(-10);
  const pastSlot = await trx
    .insertInto('activity_availability')
    .values({
      activity_id: activity.id,
      date: pastDate,
      start_time: '09:00',
      end_time: '13:00',
      available_spots: activity.max_participants,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  const book = async (slot: typeof upcomingSlot, people: number, requests: string | null) => {
    await trx
      .updateTable('activity_availability')
      .set((eb) => ({ booked_spots: eb('booked_spots', '+', people) }))
      .where('id', '=', slot.id)
      .execute();
    return trx
      .insertInto('bookings')
      .values({
        user_id: traveler.id,
        activity_id: activity.id,
        availability_id: slot.id,
        customer_name: `${traveler.first_name} ${traveler.last_name}`,
        customer_email: traveler.email,
        customer_phone: '+1 555 0142',
        booking_date: slot.date,
        booking_time: slot.start_time,
        number_of_people: people,
        total_price_cents: activity.price_cents * people,
        special_requests: requests,
        // The same rule as booking.create: slot start in the activity's zone minus the window.
        cancellation_deadline: sql<Date>`(${slot.date}::date + ${slot.start_time}::time) at time zone ${activity.time_zone} - make_interval(hours => ${config.cancellationWindowHours})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  };
  const upcoming = await book(upcomingSlot, 2, 'One of us is vegetarian.');
  await book(pastSlot, 1, null);
  const sentAt = new Date(Date.now() - 3 * 3600_000);
  await trx
    .insertInto('messages')
    .values([
      {
        booking_id: upcoming.id,
        sender_id: traveler.id,
        receiver_id: activity.supplierUserId,
        message_text: 'Hi Maja! We are both looking forward to it. Is the picnic lunch fine for a vegetarian?',
        sent_at: sentAt,
        read_at: new Date(sentAt.getTime() + 1800_000),
      },
      {
        booking_id: upcoming.id,
        sender_id: activity.supplierUserId,
        receiver_id: traveler.id,
        message_text:
          'Hi Tara, yes: the cheese and bread come from a farm in the valley and there is a vegetable soup too. Bring sturdy shoes!',
        sent_at: new Date(sentAt.getTime() + 2 * 3600_000),
        read_at: null,
      },
    ])
    .execute();
}

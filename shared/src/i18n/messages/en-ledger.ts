// English messages: the public impact ledger, its verification, the methodology page and
// self-reported actions (issue 32 parts 3, 4 and 6; docs/decisions/106). Part of the one catalogue
// (./en.ts, docs/decisions/088). Wording follows Directive (EU) 2024/825: facts, never a generic
// environmental claim; "Regen Points®" written one way (the spec's own strings keep theirs).
export const ledgerMessages = {
  /* ---- Errors ---- */
  'ledger.selfReport.daysInvalid': 'Days practised must be a whole number from 1 to {max}.',
  'ledger.selfReport.actionNotFound': 'Choose one of the suggested actions for this destination.',
  'ledger.selfReport.limit':
    'You have logged {max} actions, the most one account keeps. Remove one before logging another.',
  'ledger.selfReport.notFound': 'This logged action was not found.',

  /* ---- Footer ---- */
  'ledger.footer.ledger': 'Impact ledger',
  'ledger.footer.methodology': 'Methodology',

  /* ---- /impact/ledger ---- */
  'ledger.meta.title': 'Impact ledger',
  'ledger.meta.description':
    'Every credit of Regen Points® and every decision on a measured outcome, numbered and hash-chained so anyone can check that none was changed, removed or reordered.',
  'ledger.eyebrow': 'Public record',
  'ledger.title': 'Impact ledger',
  'ledger.intro':
    'Every credit of Regen Points® and every reviewer’s decision on a measured outcome, in the order they were recorded. Each entry has a serial number and a SHA-256 hash over its content and the hash of the entry before it, so a change, a removal or a reordering anywhere shows.',
  'ledger.privacy':
    'Travelers appear as pseudonyms. A name appears only where that traveler shared the receipt and did not choose to stay anonymous.',
  'ledger.summary.entries': '{count, plural, one {# entry} other {# entries}} in the chain',
  'ledger.summary.head': 'Latest hash',
  'ledger.summary.none': 'No entries yet',
  'ledger.filter.legend': 'Filter entries',
  'ledger.filter.destination': 'Destination',
  'ledger.filter.allDestinations': 'All destinations',
  'ledger.filter.activity': 'Activity',
  'ledger.filter.allActivities': 'All activities',
  'ledger.filter.unit': 'Outcome unit',
  'ledger.filter.allUnits': 'All units',
  'ledger.filter.apply': 'Show entries',
  'ledger.filter.clear': 'Clear filters',
  'ledger.filter.showing': '{count, plural, =0 {No entries match} one {# entry matches} other {# entries match}}',
  'ledger.empty': 'No entries match these filters yet.',
  'ledger.entries.label': 'Ledger entries, newest first',
  'ledger.entry.serial': 'No. {serial}',
  'ledger.entry.kind.attended': 'Attendance credited',
  'ledger.entry.kind.correction': 'Correction of No. {serial}',
  'ledger.entry.kind.outcome_verified': 'Outcome verified',
  'ledger.entry.kind.outcome_queried': 'Outcome queried',
  'ledger.entry.kind.outcome_rejected': 'Outcome rejected',
  'ledger.entry.follows': 'Follows No. {serial}',
  'ledger.entry.recorded': 'Recorded {date} UTC',
  'ledger.entry.points': '{points} Regen Points®',
  'ledger.entry.participants': '{count, plural, one {# person attended} other {# people attended}}',
  'ledger.entry.noShow': 'Marked as a no-show',
  'ledger.entry.reviewer': 'Decided by {reviewer}',
  'ledger.entry.traveler': 'Traveler {id}',
  'ledger.entry.receipt': 'Receipt',
  'ledger.entry.receiptOf': 'Receipt of {name}',
  'ledger.entry.activityGone': 'Activity no longer listed',
  'ledger.entry.host': 'Hosted by {name}',
  'ledger.entry.hash': 'Hash',
  'ledger.entry.prevHash': 'Previous hash',
  'ledger.pagination.label': 'Ledger pages',
  'ledger.pagination.newer': 'Newer entries',
  'ledger.pagination.older': 'Older entries',
  'ledger.pagination.page': 'Page {page} of {pages}',
  'ledger.downloads.title': 'Download the whole chain',
  'ledger.downloads.body':
    'Both files hold every entry from No. 1 to the latest, with its previous hash and its hash: everything needed to check the chain without trusting this page.',
  'ledger.downloads.asJson': 'Download JSON',
  'ledger.downloads.asCsv': 'Download CSV',
  'ledger.downloads.verify': 'How to verify the chain',
  'ledger.downloads.methodology': 'How Regen Points® and outcomes are measured',

  /* ---- /impact/methodology ---- */
  'methodology.meta.title': 'Methodology: how impact is measured',
  'methodology.meta.description':
    'What Regen Points® are and are not, how each outcome unit is measured and verified, what is self-reported, how the public ledger works and the limits of what we claim.',
  'methodology.eyebrow': 'Methodology',
  'methodology.title': 'How impact is measured, and what we do not claim',
  'methodology.intro':
    'This page says what our numbers mean, where they come from, who checks them and what they cannot tell you. It is the reference for every figure on this site.',
  'methodology.toc': 'On this page',
  'methodology.points.title': 'What Regen Points® are',
  'methodology.points.body1':
    'Regen Points® are this marketplace’s own unit for taking part in an activity. An activity’s points follow a published rule: its duration in hours × 150, or a fixed value for two named tours (400 for the Cairo food tour, 600 for the Nile activity).',
  'methodology.points.body2':
    'A traveler is credited when the activity’s host marks them as attended (or checks them in): the activity’s points × the people who came. A host can correct a mark for 14 days; a correction is a new entry, never an edit.',
  'methodology.points.body3':
    'Points are shown as verified only once the session’s measured outcomes have been verified; until then they show as awaiting verification.',
  'methodology.notPoints.title': 'What Regen Points® are not',
  'methodology.notPoints.body':
    'They are not a measurement of carbon, biodiversity or any other physical quantity, not an offset, not a certificate and not money. They cannot be bought, sold or exchanged. A high number does not mean a trip had no harmful effects: travel, flights above all, has effects these points do not count.',
  'methodology.units.title': 'Measured outcomes and their methods',
  'methodology.units.body':
    'What a session did for a place is stated separately from points, in the units below. Each unit has a method the host follows, the evidence a reviewer expects and the reference the method rests on. Amounts are shown as plain numbers in their unit (“plants ~3 trees per person”), never as adjectives.',
  'methodology.units.method': 'Method',
  'methodology.units.evidence': 'Evidence',
  'methodology.units.source': 'Reference',
  'methodology.verification.title': 'How evidence is verified, and by whom',
  'methodology.verification.body1':
    'After a session the host reports the measured amounts and can attach up to 5 photos and a note. A reviewer, either a member of the marketplace’s staff with the admin role or a verifier an admin has appointed, checks the report against the unit’s evidence and then verifies it, asks a question or rejects it with a reason. The host is emailed and can answer.',
  'methodology.verification.body2':
    'Each decision is an entry in the public ledger, with who decided and when. Reviewers check the evidence they are given; they do not visit every site, and a check can miss a mistake.',
  'methodology.selfReported.title': 'What is self-reported',
  'methodology.selfReported.body1':
    'The suggested actions on each destination’s Actions page (for example taking the train) show what an action is worth a day when practised. That figure is guidance: nobody has earned it and nobody checks it.',
  'methodology.selfReported.body2':
    'A signed-in traveler can log an action they practised. It appears apart on My Impact, marked self-reported, and is never added to credited or verified Regen Points® or to the public ledger.',
  'methodology.selfReported.body3':
    'The impact calculator on the home page estimates the points a trip would need to make a traveler a positive contributor to a destination. It is a target, not a measurement.',
  'methodology.ledger.title': 'How the ledger works',
  'methodology.ledger.body1':
    'Every credit of Regen Points® and every reviewer’s decision on an outcome is an entry in the public impact ledger, written in the same database transaction as what it records: an entry exists if and only if the credit or decision does. Entries are numbered 1, 2, 3… without gaps, and two entries can never follow the same one.',
  'methodology.ledger.body2':
    'Nothing in the ledger is edited or deleted; the database refuses it. A mistake is fixed by a new entry that names the one it corrects.',
  'methodology.ledger.body3':
    'Travelers appear only as a random pseudonym, never as their account. If an account is deleted, the link between it and its pseudonym is deleted with it; the entries stay, and nobody can tell whose they were.',
  'methodology.verify.title': 'How to verify the chain',
  'methodology.verify.step1': 'Download the chain as JSON or CSV from the impact ledger.',
  'methodology.verify.step2':
    'For each entry, write its content as a JSON object with exactly these keys in this order, no spaces, absent values as null and “v” as 1:',
  'methodology.verify.step3':
    'Compute the SHA-256 of that text encoded as UTF-8, in lowercase hexadecimal. It must equal the entry’s hash.',
  'methodology.verify.step4':
    'The first entry’s previous hash is 64 zeros; every other entry’s previous hash must equal the hash of the entry before it, and serial numbers must go 1, 2, 3… without a gap.',
  'methodology.verify.step5': 'A correction names an earlier entry in “corrects”.',
  'methodology.verify.command': 'Or run the check that comes with the source code:',
  'methodology.verify.commandResult':
    'It exits with 0 when the chain is intact and otherwise names the first entry that does not match. It accepts an address or a downloaded file, JSON or CSV.',
  'methodology.verify.example': 'An entry’s content as it is hashed:',
  'methodology.limits.title': 'The limits of what we claim',
  'methodology.limits.body1':
    'We state what was done during a session (trees planted, kilograms of litter weighed, hours of paid local work), not what it causes later: we do not claim survival rates, carbon removed or long-term ecological change.',
  'methodology.limits.body2':
    'Amounts are reported by hosts and checked against their evidence by a reviewer, not measured by us. Regen Points® and our methods are not certified by a third party.',
  'methodology.limits.body3':
    'The ledger proves that entries were not changed, removed or reordered after they were recorded. It cannot prove that what was recorded was true.',
  'methodology.limits.body4':
    'Under Directive (EU) 2024/825 we make no generic environmental claim, such as “green”, “eco-friendly” or “sustainable” used as a label, without the facts beside it.',
  'methodology.links.ledger': 'See the impact ledger',

  /* ---- /actions: guidance and self-reporting ---- */
  'ledger.actions.guidance': 'Guidance: what this action is worth a day when practised. Nobody has earned it yet.',
  'ledger.actions.log.title': 'Practised it?',
  'ledger.actions.log.days': 'Days practised',
  'ledger.actions.log.submit': 'Log as self-reported',
  'ledger.actions.log.logged': 'Logged on My Impact as self-reported: {days, plural, one {# day} other {# days}}.',
  'ledger.actions.log.signIn': 'Sign in to log it',
  'ledger.actions.log.note': 'Self-reported: shown apart on My Impact, never added to your Regen Points®.',

  /* ---- My Impact: self-reported actions ---- */
  'ledger.mine.title': 'Self-reported actions',
  'ledger.mine.body':
    'Actions you logged as practised. Nobody checks them, so they are kept apart: they are not Regen Points® and are not in your total or the public ledger.',
  'ledger.mine.empty': 'You have not logged any actions. Each destination’s Actions page lists suggestions.',
  'ledger.mine.item': '{title} · {country}',
  'ledger.mine.itemDetail': '{days, plural, one {# day} other {# days}} · guidance {points} a day · logged {date}',
  'ledger.mine.guidanceTotal': 'At the guidance figures: {points}. Self-reported, not credited, not verified.',
  'ledger.mine.badge': 'Self-reported',
  'ledger.mine.remove': 'Remove {title}',
  'ledger.mine.removeShort': 'Remove',
  'ledger.mine.removed': 'Removed.',
} as const;

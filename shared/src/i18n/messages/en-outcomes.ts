// English messages: measured outcomes, evidence and its review, points verified or awaiting, impact
// per destination and the yearly report (issue 32 parts 1, 2, 3, 5, 7; docs/decisions/107).
// Part of the one catalogue (./en.ts, docs/decisions/088). The units' names, methods and evidence
// are the methodology page's text (shared/src/rules/outcome-units.ts): plain facts, no adjectives.
export const outcomesMessages = {
  /* ---- The unit catalogue (shared/src/rules/outcome-units.ts) ---- */
  'outcomes.unit.trees_planted.name': 'Trees planted',
  'outcomes.unit.trees_planted.unit': 'trees',
  'outcomes.unit.trees_planted.method':
    'Saplings of species native to the site, put in the ground during the session, counted one by one by the supplier at the end of the session. We count trees planted, not trees that survive: survival is not measured or claimed.',
  'outcomes.unit.trees_planted.evidence':
    'Photos of the planted plot with the saplings visible, and the count per species.',
  'outcomes.unit.habitat_restored_m2.name': 'Habitat restored',
  'outcomes.unit.habitat_restored_m2.unit': 'm²',
  'outcomes.unit.habitat_restored_m2.method':
    'Ground cleared of invasive plants, replanted or otherwise restored during the session, measured as an area in square metres by tape or by a GPS track around it. The area worked on, not a claim about the state of the ecosystem afterwards.',
  'outcomes.unit.habitat_restored_m2.evidence':
    'Photos of the area before and after, and how the area was measured (tape or GPS track).',
  'outcomes.unit.litter_removed_kg.name': 'Litter removed',
  'outcomes.unit.litter_removed_kg.unit': 'kg',
  'outcomes.unit.litter_removed_kg.method':
    'Litter collected during the session and weighed on a scale at the end, bags included, to a tenth of a kilogram, then handed to a waste or recycling service.',
  'outcomes.unit.litter_removed_kg.evidence': 'A photo of the bags on the scale with the reading visible.',
  'outcomes.unit.paid_local_work_hours.name': 'Paid local work',
  'outcomes.unit.paid_local_work_hours.unit': 'hours',
  'outcomes.unit.paid_local_work_hours.method':
    'Hours of paid work by people who live in the destination (guides, cooks, drivers, rangers) for the session, from the supplier’s timesheet or payroll, to a tenth of an hour.',
  'outcomes.unit.paid_local_work_hours.evidence': 'The timesheet or payslip lines of the session, with names covered.',
  'outcomes.unit.local_project_usd.name': 'Money paid to a named local project',
  'outcomes.unit.local_project_usd.unit': 'USD',
  'outcomes.unit.local_project_usd.method':
    'Money the supplier paid from the session’s takings to the local project named on the activity, in US dollars at the day’s rate, as shown by a bank or payment receipt naming the project.',
  'outcomes.unit.local_project_usd.evidence': 'The bank or payment receipt naming the project and the amount.',
  'outcomes.unit.species_records.name': 'Species records submitted',
  'outcomes.unit.species_records.unit': 'records',
  'outcomes.unit.species_records.method':
    'Observations of wild species (what, where, when, with a photo or sound) made during the session and submitted to a public biodiversity platform that shares its data with GBIF, counted from the platform’s list.',
  'outcomes.unit.species_records.evidence': 'A link to or screenshot of the session’s observations on the platform.',
  'outcomes.amount':
    '{unit, select, trees_planted {{count, plural, one {{amount} tree} other {{amount} trees}}} habitat_restored_m2 {{amount} m²} litter_removed_kg {{amount} kg} paid_local_work_hours {{count, plural, one {{amount} hour of paid local work} other {{amount} hours of paid local work}}} local_project_usd {{amount} paid to a local project} species_records {{count, plural, one {{amount} species record} other {{amount} species records}}} other {{amount}}}',
  'outcomes.perPerson':
    '{unit, select, trees_planted {{count, plural, one {plants ~{amount} tree per person} other {plants ~{amount} trees per person}}} habitat_restored_m2 {restores ~{amount} m² of habitat per person} litter_removed_kg {removes ~{amount} kg of litter per person} paid_local_work_hours {{count, plural, one {pays ~{amount} hour of local work per person} other {pays ~{amount} hours of local work per person}}} local_project_usd {pays ~{amount} per person to {project}} species_records {{count, plural, one {submits ~{amount} species record per person} other {submits ~{amount} species records per person}}} other {{amount}}}',
  /* ---- Rules' messages (server, 4xx) ---- */
  'outcomes.error.unknownUnit': 'Choose a unit from the list of measured outcomes.',
  'outcomes.error.amount': 'Enter an amount of 0 or more.',
  'outcomes.error.duplicateUnit': 'Each unit can be given only once.',
  'outcomes.error.perParticipantPositive': 'Enter an expected amount per person above 0.',
  'outcomes.error.perParticipantTooMany': 'The expected amount per person can be at most {max}.',
  'outcomes.error.decimals':
    '{decimals, plural, =0 {This unit is counted in whole numbers.} one {This unit is measured to one decimal.} other {This unit is measured to # decimals.}}',
  'outcomes.error.projectRequired': 'Name the local project the money is paid to.',
  'outcomes.error.projectName': 'The project name can be at most 120 characters.',
  'outcomes.error.activityNotFound': 'Activity not found.',
  'outcomes.error.notYourActivity': 'Only the activity’s supplier can declare its outcomes.',
  'outcomes.error.sessionNotFound': 'Session not found.',
  'outcomes.error.notYourSession': 'Only the activity’s supplier can report outcomes for its sessions.',
  'outcomes.error.noAttendance': 'Mark who attended this session before reporting what it achieved.',
  'outcomes.error.noAmounts': 'Enter the measured amount for at least one unit.',
  'outcomes.error.undeclaredUnit': 'Report only the units declared for this activity.',
  'outcomes.error.noteTooLong': 'The note can be at most 2,000 characters.',
  'outcomes.error.tooManyPhotos': 'Attach at most {max} photos.',
  'outcomes.error.photo': 'Each photo must be one you uploaded here for this report.',
  'outcomes.error.answerTheQuestion': 'This report has a question waiting: answer it instead.',
  'outcomes.error.alreadyUnderReview': 'This session already has a report under review.',
  'outcomes.error.answerRequired': 'Write your answer.',
  'outcomes.error.reportNotFound': 'Report not found.',
  'outcomes.error.verifiedFinal':
    'A verified report cannot be changed. Report the session again to correct it: the new report is reviewed and names this one.',
  'outcomes.error.rejectedFinal': 'This report was rejected. Report the session again to send a new one.',
  'outcomes.error.notQueried': 'Only a report with a question can be answered.',
  'outcomes.error.waitingForAnswer': 'This report is waiting for the supplier’s answer.',
  'outcomes.error.reviewerOnly': 'Only administrators and verifiers can review outcomes.',
  'outcomes.error.questionRequired': 'Write the question for the supplier.',
  'outcomes.error.reasonRequired': 'Write the reason for rejecting the report.',
  'outcomes.error.textTooLong': 'At most 1,000 characters.',
  'outcomes.error.verifierNoAccount': 'No account with this email. The person must sign up first.',

  /* ---- Emails to the supplier ---- */
  'outcomes.mail.verified.subject': 'Outcomes verified: {activity} on {date}',
  'outcomes.mail.verified.body':
    'The outcomes you reported for {activity} on {date} are verified. Your travelers’ Regen Points® for this session now show as verified.',
  'outcomes.mail.queried.subject': 'A question about your outcomes: {activity} on {date}',
  'outcomes.mail.queried.body': 'Our verifier has a question about the outcomes you reported for {activity} on {date}.',
  'outcomes.mail.queried.question': 'Question: {text}',
  'outcomes.mail.rejected.subject': 'Outcomes not verified: {activity} on {date}',
  'outcomes.mail.rejected.body': 'The outcomes you reported for {activity} on {date} could not be verified.',
  'outcomes.mail.rejected.reason': 'Reason: {text}',
  'outcomes.mail.link': 'Open your dashboard: {url}',
  'outcomes.mail.button': 'Open your dashboard',

  /* ---- The public ledger's label of who decided ---- */
  'outcomes.ledger.reviewer':
    '{role, select, admin {Regen Marketplace administrator} other {Regen Marketplace verifier}} {name}',
  /* ---- Page heads ---- */
  'meta.impactReport.title': 'Impact report',
  'meta.impactReport.description':
    'What activities booked on Regen Marketplace measurably did, by unit and destination: verified apart from awaiting verification, all time or by year.',
  'meta.outcomesReview.title': 'Review outcomes',
  'meta.outcomesReview.description': 'Evidence of measured outcomes waiting for review.',

  /* ---- The activity page and cards (plain facts) ---- */
  'outcomes.facts.title': 'What a session does',
  'outcomes.facts.measured':
    'Declared by the supplier; each session’s amounts are measured and checked against evidence.',
  'outcomes.facts.reportLink': 'See the impact report',
  'outcomes.facts.cardLabel': 'Each session:',

  /* ---- The supplier's panel (Activities tab) ---- */
  'outcomes.panel.title': 'Measured outcomes',
  'outcomes.panel.intro':
    'Say what a session of each activity does, in measured units, and after each session report what it actually achieved with photos. A verifier checks the evidence; your travelers’ Regen Points® show as verified once it is.',
  'outcomes.panel.declaredHeading': 'What a session does, per person',
  'outcomes.panel.noneDeclared': 'No outcomes declared yet.',
  'outcomes.panel.declare': 'Declare outcomes',
  'outcomes.panel.forActivity': 'for {activity}',
  'outcomes.panel.declareTitle': 'Outcomes of {activity}',
  'outcomes.panel.declareHelp':
    'Choose the units a session measurably achieves and the amount you expect per person. Each unit has a published method.',
  'outcomes.panel.perPerson': 'Expected per person ({unit})',
  'outcomes.panel.projectName': 'Name of the local project paid',
  'outcomes.panel.amountInvalid': 'Enter a number for {unit}.',
  'outcomes.panel.saveDeclared': 'Save outcomes',
  'outcomes.panel.declaredSaved': 'Outcomes saved',
  'outcomes.panel.saveFailed': 'Something went wrong. Please try again.',
  'outcomes.panel.cancel': 'Cancel',
  'outcomes.panel.sessionsHeading': 'Sessions to report',
  'outcomes.panel.loading': 'Loading...',
  'outcomes.panel.loadFailed': 'Failed to load. Please try refreshing the page.',
  'outcomes.panel.noSessions': 'Sessions appear here once you mark who attended them.',
  'outcomes.panel.participants': '{count, plural, one {# participant} other {# participants}}',
  'outcomes.panel.expected': 'Expected: {amounts}',
  'outcomes.panel.reported': 'Reported: {amounts}',
  'outcomes.panel.question': 'Question: {text}',
  'outcomes.panel.reason': 'Reason: {text}',
  'outcomes.panel.verifiedBy': 'Verified by {name} on {date}',
  'outcomes.panel.aVerifier': 'a verifier',
  'outcomes.panel.declareFirst': 'Declare this activity’s outcomes above to report them.',
  'outcomes.panel.report': 'Report outcomes',
  'outcomes.panel.update': 'Update report',
  'outcomes.panel.answer': 'Answer the question',
  'outcomes.panel.correct': 'Correct the report',
  'outcomes.panel.reportAgain': 'Report again',
  'outcomes.panel.forSession': 'for {activity}, {when}',
  'outcomes.panel.reportTitle': 'What {activity} achieved',
  'outcomes.panel.correctionHelp':
    'This session’s report is verified and cannot be changed. What you send now is a new report that corrects it, reviewed again.',
  'outcomes.panel.measured': '{unit} ({label})',
  'outcomes.panel.expectedHint': 'Expected for this session: {amount}',
  'outcomes.panel.note': 'Note for the verifier (optional)',
  'outcomes.panel.yourAnswer': 'Your answer',
  'outcomes.panel.photos': 'Evidence photos (up to {max})',
  'outcomes.panel.photoAlt': 'Evidence photo {n}',
  'outcomes.panel.removePhoto': 'Remove photo {n}',
  'outcomes.panel.addPhotos': 'Add photos',
  'outcomes.panel.uploading': 'Uploading...',
  'outcomes.panel.photoLimit': 'At most {max} photos: the others were not added.',
  'outcomes.panel.send': 'Send for verification',
  'outcomes.panel.sendAnswer': 'Send answer',
  'outcomes.panel.sent': 'Sent for verification',
  'outcomes.status.notReported': 'Not reported',
  'outcomes.status.label':
    '{status, select, submitted {Awaiting verification} queried {Question asked} verified {Verified} rejected {Rejected} other {{status}}}',

  /* ---- Points and their state (My Impact, receipts) ---- */
  'outcomes.points.state': '{state, select, verified {Verified} other {Awaiting verification}}',
  'outcomes.points.stateWithPoints':
    '{state, select, verified {{points} verified} other {{points} awaiting verification}}',

  'outcomes.receipt.title': 'Measured outcomes of this session',
  'outcomes.receipt.measured': 'Measured: {amounts}',
  'outcomes.receipt.awaiting':
    'The supplier’s report of what this session achieved has not been verified yet. These points show as verified once a verifier checks its evidence.',
  'outcomes.myImpact.split': '{verified} verified · {awaiting} awaiting verification',

  /* ---- Reviewing (admins and verifiers) ---- */
  'outcomes.review.title': 'Review outcomes',
  'outcomes.review.intro':
    'Check each report against what the activity declared and the evidence. Verify it, ask the supplier a question, or reject it with a reason: the supplier is emailed each time. A verified report cannot be changed.',
  'outcomes.review.show': 'Show reports',
  'outcomes.review.tab': '{tab, select, open {To review} verified {Verified} rejected {Rejected} other {{tab}}}',
  'outcomes.review.empty': 'No reports here.',
  'outcomes.review.reported': 'Measured',
  'outcomes.review.expected': 'Expected from the declaration',
  'outcomes.review.note': 'Supplier’s note: {text}',
  'outcomes.review.answer': 'Answer: {text}',
  'outcomes.review.correction': 'This report corrects an earlier one.',
  'outcomes.review.photoAlt': 'Evidence photo {n} of {activity}',
  'outcomes.review.noPhotos': 'No photos attached.',
  'outcomes.review.decidedBy': 'Decided by {name} on {date}',
  'outcomes.review.verify': 'Verify',
  'outcomes.review.query': 'Ask a question',
  'outcomes.review.reject': 'Reject',
  'outcomes.review.questionLabel': 'Question for the supplier',
  'outcomes.review.reasonLabel': 'Reason for rejecting',
  'outcomes.review.sendQuestion': 'Send question',
  'outcomes.review.sendRejection': 'Reject report',
  'outcomes.review.done':
    '{decision, select, verified {Report verified} queried {Question sent} rejected {Report rejected} other {Done}}',
  'outcomes.verifiers.title': 'Verifiers',
  'outcomes.verifiers.intro':
    'A verifier reviews outcome reports and nothing else. Give the role to an existing account by its email.',
  'outcomes.verifiers.email': 'Account email',
  'outcomes.verifiers.grant': 'Make verifier',
  'outcomes.verifiers.granted': '{email} can now review outcomes',
  'outcomes.verifiers.revoke': 'Remove',

  /* ---- Impact per destination and the report ---- */
  'outcomes.impact.countryTitle': 'Measured impact in {country}',
  'outcomes.impact.countryIntro':
    'What sessions booked here measurably did, as their suppliers reported it. Verified means a verifier checked the evidence; the rest is awaiting verification.',
  'outcomes.impact.loading': 'Loading impact...',
  'outcomes.impact.loadFailed': 'Failed to load the impact figures. Please try refreshing the page.',
  'outcomes.impact.empty': 'No measured outcomes reported in {country} yet.',
  'outcomes.impact.howCounted':
    'Rejected reports are not counted; a corrected session counts its latest verified report.',
  'outcomes.impact.travelers': 'Travelers contributing',
  'outcomes.impact.suppliers': 'Suppliers contributing',
  'outcomes.impact.pointsVerified': 'Regen Points® verified',
  'outcomes.impact.pointsAwaiting': 'Regen Points® awaiting verification',
  'outcomes.impact.verified': 'Verified',
  'outcomes.impact.awaiting': 'Awaiting verification',
  'outcomes.impact.month': 'Month',
  'outcomes.impact.points': 'Regen Points®',
  'outcomes.impact.unitOverTime': '{unit} by month',
  'outcomes.impact.unitTotals': 'In total: {verified} {label} verified, {awaiting} {label} awaiting verification.',
  'outcomes.impact.pointsOverTime': 'Regen Points® by month',
  'outcomes.impact.contributorsOverTime': 'Travelers and suppliers contributing by month',
  'outcomes.report.title': 'Impact report',
  'outcomes.report.titleYear': 'Impact report {year}',
  'outcomes.report.intro':
    'Every measured outcome reported on Regen Marketplace, by unit and destination. Verified amounts were checked against evidence by a verifier; the rest are awaiting verification.',
  'outcomes.report.yearLabel': 'Year',
  'outcomes.report.allTime': 'All time',
  'outcomes.report.show': 'Show',
  'outcomes.report.print': 'Print or save as PDF',
  'outcomes.report.totals': 'Totals',
  'outcomes.report.unitsCaption': 'Measured outcomes by unit',
  'outcomes.report.unit': 'Unit',
  'outcomes.report.none': 'No measured outcomes reported for this period.',
  'outcomes.report.overTime': 'Over time',
  'outcomes.report.byDestination': 'By destination',
  'outcomes.report.countryLine': '{unit}: {verified} {label} verified, {awaiting} {label} awaiting verification',
  'outcomes.report.limitsTitle': 'What these figures do and do not say',
  'outcomes.report.limits':
    'They count what was measured during sessions with the published method of each unit: trees planted (not trees that survive), areas worked on, litter weighed, hours paid, money paid, records submitted. They are not estimates of carbon, biodiversity or long-term effects, and we do not claim any.',
  'outcomes.report.pointsNote':
    'Regen Points® follow the spec’s fixed numbers per activity; {verified} of them are backed by verified outcomes.',
} as const;

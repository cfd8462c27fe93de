// French messages: measured outcomes, evidence and its review, and the yearly report. Same keys,
// order and groups as ../en-outcomes.ts; the units' methods stay plain facts, no adjectives
// (docs/decisions/107, 110).
import type { Messages } from '../../index.ts';

export const frOutcomesMessages = {
  /* ---- The unit catalogue (shared/src/rules/outcome-units.ts) ---- */
  'outcomes.unit.trees_planted.name': 'Arbres plantés',
  'outcomes.unit.trees_planted.unit': 'arbres',
  'outcomes.unit.trees_planted.method':
    'Jeunes plants d’espèces indigènes au site, mis en terre pendant la session et comptés un à un par le prestataire à la fin de la session. Nous comptons les arbres plantés, pas ceux qui survivent : la survie n’est ni mesurée ni revendiquée.',
  'outcomes.unit.trees_planted.evidence':
    'Des photos de la parcelle plantée où l’on voit les jeunes plants, et le nombre par espèce.',
  'outcomes.unit.habitat_restored_m2.name': 'Habitat restauré',
  'outcomes.unit.habitat_restored_m2.unit': 'm²',
  'outcomes.unit.habitat_restored_m2.method':
    'Terrain débarrassé des plantes invasives, replanté ou restauré d’une autre manière pendant la session, mesuré en mètres carrés au mètre ruban ou par une trace GPS de son pourtour. La surface travaillée, et non une affirmation sur l’état de l’écosystème ensuite.',
  'outcomes.unit.habitat_restored_m2.evidence':
    'Des photos de la zone avant et après, et la façon dont elle a été mesurée (mètre ruban ou trace GPS).',
  'outcomes.unit.litter_removed_kg.name': 'Déchets ramassés',
  'outcomes.unit.litter_removed_kg.unit': 'kg',
  'outcomes.unit.litter_removed_kg.method':
    'Déchets ramassés pendant la session et pesés à la fin sur une balance, sacs compris, au dixième de kilogramme près, puis remis à un service de collecte ou de recyclage.',
  'outcomes.unit.litter_removed_kg.evidence': 'Une photo des sacs sur la balance, avec la mesure lisible.',
  'outcomes.unit.paid_local_work_hours.name': 'Travail local rémunéré',
  'outcomes.unit.paid_local_work_hours.unit': 'heures',
  'outcomes.unit.paid_local_work_hours.method':
    'Heures de travail rémunéré de personnes qui vivent dans la destination (guides, cuisiniers, chauffeurs, gardes) pour la session, d’après la feuille de temps ou la paie du prestataire, au dixième d’heure près.',
  'outcomes.unit.paid_local_work_hours.evidence':
    'Les lignes de la feuille de temps ou du bulletin de paie de la session, noms masqués.',
  'outcomes.unit.local_project_usd.name': 'Somme versée à un projet local nommé',
  'outcomes.unit.local_project_usd.unit': 'USD',
  'outcomes.unit.local_project_usd.method':
    'Somme que le prestataire a versée, sur les recettes de la session, au projet local nommé sur l’activité, en dollars américains au cours du jour, attestée par un reçu bancaire ou de paiement qui nomme le projet.',
  'outcomes.unit.local_project_usd.evidence': 'Le reçu bancaire ou de paiement qui nomme le projet et le montant.',
  'outcomes.unit.species_records.name': 'Observations d’espèces transmises',
  'outcomes.unit.species_records.unit': 'observations',
  'outcomes.unit.species_records.method':
    'Observations d’espèces sauvages (quoi, où, quand, avec une photo ou un enregistrement sonore) faites pendant la session et transmises à une plateforme publique de biodiversité qui partage ses données avec le GBIF, comptées d’après la liste de la plateforme.',
  'outcomes.unit.species_records.evidence':
    'Un lien vers les observations de la session sur la plateforme, ou une capture d’écran.',
  'outcomes.amount':
    '{unit, select, trees_planted {{count, plural, one {{amount} arbre} other {{amount} arbres}}} habitat_restored_m2 {{amount} m²} litter_removed_kg {{amount} kg} paid_local_work_hours {{count, plural, one {{amount} heure de travail local rémunéré} other {{amount} heures de travail local rémunéré}}} local_project_usd {{amount} versés à un projet local} species_records {{count, plural, one {{amount} observation d’espèce} other {{amount} observations d’espèces}}} other {{amount}}}',
  'outcomes.perPerson':
    '{unit, select, trees_planted {{count, plural, one {plante ~{amount} arbre par personne} other {plante ~{amount} arbres par personne}}} habitat_restored_m2 {restaure ~{amount} m² d’habitat par personne} litter_removed_kg {ramasse ~{amount} kg de déchets par personne} paid_local_work_hours {{count, plural, one {rémunère ~{amount} heure de travail local par personne} other {rémunère ~{amount} heures de travail local par personne}}} local_project_usd {verse ~{amount} par personne à {project}} species_records {{count, plural, one {transmet ~{amount} observation d’espèce par personne} other {transmet ~{amount} observations d’espèces par personne}}} other {{amount}}}',
  /* ---- Rules' messages (server, 4xx) ---- */
  'outcomes.error.unknownUnit': 'Choisissez une unité dans la liste des résultats mesurés.',
  'outcomes.error.amount': 'Saisissez une quantité de 0 ou plus.',
  'outcomes.error.duplicateUnit': 'Chaque unité ne peut être indiquée qu’une fois.',
  'outcomes.error.perParticipantPositive': 'Saisissez une quantité attendue par personne supérieure à 0.',
  'outcomes.error.perParticipantTooMany': 'La quantité attendue par personne ne peut pas dépasser {max}.',
  'outcomes.error.decimals':
    '{decimals, plural, =0 {Cette unité se compte en nombres entiers.} one {Cette unité se mesure à une décimale près.} other {Cette unité se mesure à # décimales près.}}',
  'outcomes.error.projectRequired': 'Nommez le projet local auquel la somme est versée.',
  'outcomes.error.projectName': 'Le nom du projet ne peut pas dépasser 120 caractères.',
  'outcomes.error.activityNotFound': 'Activité introuvable.',
  'outcomes.error.notYourActivity': 'Seul le prestataire de l’activité peut déclarer ses résultats.',
  'outcomes.error.sessionNotFound': 'Session introuvable.',
  'outcomes.error.notYourSession': 'Seul le prestataire de l’activité peut déclarer les résultats de ses sessions.',
  'outcomes.error.noAttendance':
    'Indiquez qui a participé à cette session avant de déclarer ce qu’elle a permis d’accomplir.',
  'outcomes.error.noAmounts': 'Saisissez la quantité mesurée pour au moins une unité.',
  'outcomes.error.undeclaredUnit': 'Déclarez uniquement les unités prévues pour cette activité.',
  'outcomes.error.noteTooLong': 'La note ne peut pas dépasser 2 000 caractères.',
  'outcomes.error.tooManyPhotos': 'Joignez {max} photos au maximum.',
  'outcomes.error.photo': 'Chaque photo doit avoir été envoyée ici pour ce rapport.',
  'outcomes.error.answerTheQuestion': 'Une question attend une réponse sur ce rapport : répondez-y plutôt.',
  'outcomes.error.alreadyUnderReview': 'Cette session a déjà un rapport en cours de vérification.',
  'outcomes.error.answerRequired': 'Écrivez votre réponse.',
  'outcomes.error.reportNotFound': 'Rapport introuvable.',
  'outcomes.error.verifiedFinal':
    'Un rapport vérifié ne peut pas être modifié. Déclarez de nouveau la session pour le corriger : le nouveau rapport est vérifié et fait référence à celui-ci.',
  'outcomes.error.rejectedFinal': 'Ce rapport a été refusé. Déclarez de nouveau la session pour en envoyer un nouveau.',
  'outcomes.error.notQueried': 'Seul un rapport qui fait l’objet d’une question peut recevoir une réponse.',
  'outcomes.error.waitingForAnswer': 'Ce rapport attend la réponse du prestataire.',
  'outcomes.error.reviewerOnly': 'Seuls les administrateurs et les vérificateurs peuvent vérifier les résultats.',
  'outcomes.error.questionRequired': 'Écrivez la question pour le prestataire.',
  'outcomes.error.reasonRequired': 'Écrivez le motif du refus du rapport.',
  'outcomes.error.textTooLong': '1 000 caractères au maximum.',
  'outcomes.error.verifierNoAccount':
    'Aucun compte n’existe avec cette adresse e-mail. La personne doit d’abord s’inscrire.',

  /* ---- Emails to the supplier ---- */
  'outcomes.mail.verified.subject': 'Résultats vérifiés : {activity} le {date}',
  'outcomes.mail.verified.body':
    'Les résultats que vous avez déclarés pour {activity} le {date} sont vérifiés. Les Regen Points® de vos voyageurs pour cette session apparaissent désormais comme vérifiés.',
  'outcomes.mail.queried.subject': 'Une question sur vos résultats : {activity} le {date}',
  'outcomes.mail.queried.body':
    'Notre vérificateur a une question sur les résultats que vous avez déclarés pour {activity} le {date}.',
  'outcomes.mail.queried.question': 'Question : {text}',
  'outcomes.mail.rejected.subject': 'Résultats non vérifiés : {activity} le {date}',
  'outcomes.mail.rejected.body':
    'Les résultats que vous avez déclarés pour {activity} le {date} n’ont pas pu être vérifiés.',
  'outcomes.mail.rejected.reason': 'Motif : {text}',
  'outcomes.mail.link': 'Ouvrir votre tableau de bord : {url}',
  'outcomes.mail.button': 'Ouvrir votre tableau de bord',

  /* ---- The public ledger's label of who decided ---- */
  'outcomes.ledger.reviewer':
    '{role, select, admin {Administrateur de Regen Marketplace} other {Vérificateur de Regen Marketplace}} {name}',
  /* ---- Page heads ---- */
  'meta.impactReport.title': 'Rapport d’impact',
  'meta.impactReport.description':
    'Ce que les activités réservées sur Regen Marketplace ont accompli de façon mesurable, par unité et par destination : le vérifié séparé de ce qui attend vérification, depuis le début ou par année.',
  'meta.outcomesReview.title': 'Vérifier les résultats',
  'meta.outcomesReview.description': 'Les preuves de résultats mesurés en attente de vérification.',

  /* ---- The activity page and cards (plain facts) ---- */
  'outcomes.facts.title': 'Ce que permet une session',
  'outcomes.facts.measured':
    'Déclaré par le prestataire ; les quantités de chaque session sont mesurées et contrôlées au regard de preuves.',
  'outcomes.facts.reportLink': 'Voir le rapport d’impact',
  'outcomes.facts.cardLabel': 'Par session :',

  /* ---- The supplier's panel (Activities tab) ---- */
  'outcomes.panel.title': 'Résultats mesurés',
  'outcomes.panel.intro':
    'Indiquez, en unités mesurées, ce que permet une session de chaque activité, et après chaque session, déclarez ce qu’elle a réellement accompli, photos à l’appui. Un vérificateur contrôle les preuves ; les Regen Points® de vos voyageurs apparaissent alors comme vérifiés.',
  'outcomes.panel.declaredHeading': 'Ce que permet une session, par personne',
  'outcomes.panel.noneDeclared': 'Aucun résultat déclaré pour l’instant.',
  'outcomes.panel.declare': 'Déclarer les résultats',
  'outcomes.panel.forActivity': 'pour {activity}',
  'outcomes.panel.declareTitle': 'Résultats de {activity}',
  'outcomes.panel.declareHelp':
    'Choisissez les unités qu’une session permet d’atteindre de façon mesurable et la quantité attendue par personne. Chaque unité a une méthode publiée.',
  'outcomes.panel.perPerson': 'Attendu par personne ({unit})',
  'outcomes.panel.projectName': 'Nom du projet local bénéficiaire',
  'outcomes.panel.amountInvalid': 'Saisissez un nombre pour {unit}.',
  'outcomes.panel.saveDeclared': 'Enregistrer les résultats',
  'outcomes.panel.declaredSaved': 'Résultats enregistrés',
  'outcomes.panel.saveFailed': 'Un problème est survenu. Veuillez réessayer.',
  'outcomes.panel.cancel': 'Annuler',
  'outcomes.panel.sessionsHeading': 'Sessions à déclarer',
  'outcomes.panel.loading': 'Chargement…',
  'outcomes.panel.loadFailed': 'Échec du chargement. Essayez d’actualiser la page.',
  'outcomes.panel.noSessions': 'Les sessions apparaissent ici dès que vous avez indiqué qui y a participé.',
  'outcomes.panel.participants': '{count, plural, one {# participant} other {# participants}}',
  'outcomes.panel.expected': 'Attendu : {amounts}',
  'outcomes.panel.reported': 'Déclaré : {amounts}',
  'outcomes.panel.question': 'Question : {text}',
  'outcomes.panel.reason': 'Motif : {text}',
  'outcomes.panel.verifiedBy': 'Vérifié par {name} le {date}',
  'outcomes.panel.aVerifier': 'un vérificateur',
  'outcomes.panel.declareFirst':
    'Déclarez d’abord ci-dessus les résultats de cette activité pour pouvoir les rapporter.',
  'outcomes.panel.report': 'Déclarer les résultats',
  'outcomes.panel.update': 'Mettre à jour le rapport',
  'outcomes.panel.answer': 'Répondre à la question',
  'outcomes.panel.correct': 'Corriger le rapport',
  'outcomes.panel.reportAgain': 'Déclarer de nouveau',
  'outcomes.panel.forSession': 'pour {activity}, {when}',
  'outcomes.panel.reportTitle': 'Ce qu’a accompli {activity}',
  'outcomes.panel.correctionHelp':
    'Le rapport de cette session est vérifié et ne peut pas être modifié. Ce que vous envoyez maintenant est un nouveau rapport qui le corrige, vérifié à son tour.',
  'outcomes.panel.measured': '{unit} ({label})',
  'outcomes.panel.expectedHint': 'Attendu pour cette session : {amount}',
  'outcomes.panel.note': 'Note pour le vérificateur (facultatif)',
  'outcomes.panel.yourAnswer': 'Votre réponse',
  'outcomes.panel.photos': 'Photos justificatives ({max} au maximum)',
  'outcomes.panel.photoAlt': 'Photo justificative {n}',
  'outcomes.panel.removePhoto': 'Retirer la photo {n}',
  'outcomes.panel.addPhotos': 'Ajouter des photos',
  'outcomes.panel.uploading': 'Envoi…',
  'outcomes.panel.photoLimit': '{max} photos au maximum : les autres n’ont pas été ajoutées.',
  'outcomes.panel.send': 'Envoyer pour vérification',
  'outcomes.panel.sendAnswer': 'Envoyer la réponse',
  'outcomes.panel.sent': 'Envoyé pour vérification',
  'outcomes.status.notReported': 'Non déclaré',
  'outcomes.status.label':
    '{status, select, submitted {En attente de vérification} queried {Question posée} verified {Vérifié} rejected {Refusé} other {{status}}}',

  /* ---- Points and their state (My Impact, receipts) ---- */
  'outcomes.points.state': '{state, select, verified {Vérifiés} other {En attente de vérification}}',
  'outcomes.points.stateWithPoints':
    '{state, select, verified {{points} vérifiés} other {{points} en attente de vérification}}',

  'outcomes.receipt.title': 'Résultats mesurés de cette session',
  'outcomes.receipt.measured': 'Mesuré : {amounts}',
  'outcomes.receipt.awaiting':
    'Le rapport du prestataire sur ce qu’a accompli cette session n’est pas encore vérifié. Ces points apparaîtront comme vérifiés dès qu’un vérificateur aura contrôlé ses preuves.',
  'outcomes.myImpact.split': '{verified} vérifiés · {awaiting} en attente de vérification',

  /* ---- Reviewing (admins and verifiers) ---- */
  'outcomes.review.title': 'Vérifier les résultats',
  'outcomes.review.intro':
    'Comparez chaque rapport à ce que l’activité a déclaré et aux preuves. Vérifiez-le, posez une question au prestataire ou refusez-le en motivant votre décision : le prestataire est prévenu par e-mail à chaque fois. Un rapport vérifié ne peut plus être modifié.',
  'outcomes.review.show': 'Afficher les rapports',
  'outcomes.review.tab': '{tab, select, open {À vérifier} verified {Vérifiés} rejected {Refusés} other {{tab}}}',
  'outcomes.review.empty': 'Aucun rapport ici.',
  'outcomes.review.reported': 'Mesuré',
  'outcomes.review.expected': 'Attendu selon la déclaration',
  'outcomes.review.note': 'Note du prestataire : {text}',
  'outcomes.review.answer': 'Réponse : {text}',
  'outcomes.review.correction': 'Ce rapport corrige un rapport antérieur.',
  'outcomes.review.photoAlt': 'Photo justificative {n} de {activity}',
  'outcomes.review.noPhotos': 'Aucune photo jointe.',
  'outcomes.review.decidedBy': 'Décision de {name} le {date}',
  'outcomes.review.verify': 'Vérifier',
  'outcomes.review.query': 'Poser une question',
  'outcomes.review.reject': 'Refuser',
  'outcomes.review.questionLabel': 'Question pour le prestataire',
  'outcomes.review.reasonLabel': 'Motif du refus',
  'outcomes.review.sendQuestion': 'Envoyer la question',
  'outcomes.review.sendRejection': 'Refuser le rapport',
  'outcomes.review.done':
    '{decision, select, verified {Rapport vérifié} queried {Question envoyée} rejected {Rapport refusé} other {Terminé}}',
  'outcomes.verifiers.title': 'Vérificateurs',
  'outcomes.verifiers.intro':
    'Un vérificateur examine les rapports de résultats, et rien d’autre. Attribuez ce rôle à un compte existant grâce à son adresse e-mail.',
  'outcomes.verifiers.email': 'Adresse e-mail du compte',
  'outcomes.verifiers.grant': 'Nommer vérificateur',
  'outcomes.verifiers.granted': '{email} peut désormais vérifier les résultats',
  'outcomes.verifiers.revoke': 'Retirer',

  /* ---- Impact per destination and the report ---- */
  'outcomes.impact.countryTitle': '{country} : impact mesuré',
  'outcomes.impact.countryIntro':
    'Ce que les sessions réservées ici ont accompli de façon mesurable, tel que leurs prestataires l’ont déclaré. Vérifié signifie qu’un vérificateur a contrôlé les preuves ; le reste est en attente de vérification.',
  'outcomes.impact.loading': 'Chargement de l’impact…',
  'outcomes.impact.loadFailed': 'Impossible de charger les chiffres d’impact. Essayez d’actualiser la page.',
  'outcomes.impact.empty': 'Aucun résultat mesuré n’a encore été déclaré pour la destination {country}.',
  'outcomes.impact.howCounted':
    'Les rapports refusés ne sont pas comptés ; pour une session corrigée, c’est son dernier rapport vérifié qui compte.',
  'outcomes.impact.travelers': 'Voyageurs contributeurs',
  'outcomes.impact.suppliers': 'Prestataires contributeurs',
  'outcomes.impact.pointsVerified': 'Regen Points® vérifiés',
  'outcomes.impact.pointsAwaiting': 'Regen Points® en attente de vérification',
  'outcomes.impact.verified': 'Vérifié',
  'outcomes.impact.awaiting': 'En attente de vérification',
  'outcomes.impact.month': 'Mois',
  'outcomes.impact.points': 'Regen Points®',
  'outcomes.impact.unitOverTime': '{unit} par mois',
  'outcomes.impact.unitTotals':
    'Au total : {verified} {label} vérifiés, {awaiting} {label} en attente de vérification.',
  'outcomes.impact.pointsOverTime': 'Regen Points® par mois',
  'outcomes.impact.contributorsOverTime': 'Voyageurs et prestataires contributeurs par mois',
  'outcomes.report.title': 'Rapport d’impact',
  'outcomes.report.titleYear': 'Rapport d’impact {year}',
  'outcomes.report.intro':
    'Chaque résultat mesuré déclaré sur Regen Marketplace, par unité et par destination. Les quantités vérifiées ont été contrôlées au regard de preuves par un vérificateur ; le reste est en attente de vérification.',
  'outcomes.report.yearLabel': 'Année',
  'outcomes.report.allTime': 'Depuis le début',
  'outcomes.report.show': 'Afficher',
  'outcomes.report.print': 'Imprimer ou enregistrer en PDF',
  'outcomes.report.totals': 'Totaux',
  'outcomes.report.unitsCaption': 'Résultats mesurés par unité',
  'outcomes.report.unit': 'Unité',
  'outcomes.report.none': 'Aucun résultat mesuré déclaré pour cette période.',
  'outcomes.report.overTime': 'Dans le temps',
  'outcomes.report.byDestination': 'Par destination',
  'outcomes.report.countryLine': '{unit} : {verified} {label} vérifiés, {awaiting} {label} en attente de vérification',
  'outcomes.report.limitsTitle': 'Ce que ces chiffres disent, et ce qu’ils ne disent pas',
  'outcomes.report.limits':
    'Ils comptent ce qui a été mesuré pendant les sessions selon la méthode publiée de chaque unité : arbres plantés (et non arbres qui survivent), surfaces travaillées, déchets pesés, heures rémunérées, sommes versées, observations transmises. Ce ne sont pas des estimations de carbone, de biodiversité ni d’effets à long terme, et nous n’en revendiquons aucune.',
  'outcomes.report.pointsNote':
    'Les Regen Points® suivent les valeurs fixes de la spécification pour chaque activité ; {verified} d’entre eux s’appuient sur des résultats vérifiés.',
} as const satisfies Partial<Messages>;

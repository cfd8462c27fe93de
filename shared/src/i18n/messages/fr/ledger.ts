// French messages: the public impact ledger, its verification, the methodology page and
// self-reported actions. Same keys, order and groups as ../en-ledger.ts. Wording follows Directive
// (EU) 2024/825 as the English does: facts, never a generic environmental claim (docs/decisions/106, 110).
import type { Messages } from '../../index.ts';

export const frLedgerMessages = {
  /* ---- Errors ---- */
  'ledger.selfReport.daysInvalid': 'Le nombre de jours doit être un nombre entier de 1 à {max}.',
  'ledger.selfReport.actionNotFound': 'Choisissez l’un des gestes proposés pour cette destination.',
  'ledger.selfReport.limit':
    'Vous avez noté {max} gestes, le maximum pour un compte. Supprimez-en un avant d’en noter un autre.',
  'ledger.selfReport.notFound': 'Ce geste noté est introuvable.',

  /* ---- Footer ---- */
  'ledger.footer.ledger': 'Registre d’impact',
  'ledger.footer.methodology': 'Méthodologie',

  /* ---- /impact/ledger ---- */
  'ledger.meta.title': 'Registre d’impact',
  'ledger.meta.description':
    'Chaque crédit de Regen Points® et chaque décision sur un résultat mesuré, numérotés et chaînés par hachage pour que chacun puisse vérifier qu’aucun n’a été modifié, supprimé ou réordonné.',
  'ledger.eyebrow': 'Registre public',
  'ledger.title': 'Registre d’impact',
  'ledger.intro':
    'Chaque crédit de Regen Points® et chaque décision d’un vérificateur sur un résultat mesuré, dans l’ordre où ils ont été enregistrés. Chaque entrée porte un numéro d’ordre et un hachage SHA-256 de son contenu et du hachage de l’entrée précédente : toute modification, suppression ou inversion, où qu’elle soit, devient visible.',
  'ledger.privacy':
    'Les voyageurs apparaissent sous un pseudonyme. Un nom n’apparaît que si le voyageur a partagé son attestation sans choisir de rester anonyme.',
  'ledger.summary.entries': '{count, plural, one {# entrée} other {# entrées}} dans la chaîne',
  'ledger.summary.head': 'Dernier hachage',
  'ledger.summary.none': 'Aucune entrée pour l’instant',
  'ledger.filter.legend': 'Filtrer les entrées',
  'ledger.filter.destination': 'Destination',
  'ledger.filter.allDestinations': 'Toutes les destinations',
  'ledger.filter.activity': 'Activité',
  'ledger.filter.allActivities': 'Toutes les activités',
  'ledger.filter.unit': 'Unité de résultat',
  'ledger.filter.allUnits': 'Toutes les unités',
  'ledger.filter.apply': 'Afficher les entrées',
  'ledger.filter.clear': 'Effacer les filtres',
  'ledger.filter.showing':
    '{count, plural, =0 {Aucune entrée ne correspond} one {# entrée correspond} other {# entrées correspondent}}',
  'ledger.empty': 'Aucune entrée ne correspond encore à ces filtres.',
  'ledger.entries.label': 'Entrées du registre, les plus récentes d’abord',
  'ledger.entry.serial': 'N° {serial}',
  'ledger.entry.kind.attended': 'Présence créditée',
  'ledger.entry.kind.correction': 'Correction du n° {serial}',
  'ledger.entry.kind.outcome_verified': 'Résultat vérifié',
  'ledger.entry.kind.outcome_queried': 'Question sur le résultat',
  'ledger.entry.kind.outcome_rejected': 'Résultat refusé',
  'ledger.entry.follows': 'Suit le n° {serial}',
  'ledger.entry.recorded': 'Enregistrée le {date} UTC',
  'ledger.entry.points': '{points} Regen Points®',
  'ledger.entry.participants': '{count, plural, one {# personne présente} other {# personnes présentes}}',
  'ledger.entry.noShow': 'Marqué comme absent',
  'ledger.entry.reviewer': 'Décision de {reviewer}',
  'ledger.entry.traveler': 'Voyageur {id}',
  'ledger.entry.receipt': 'Attestation',
  'ledger.entry.receiptOf': 'Attestation de {name}',
  'ledger.entry.activityGone': 'Activité qui n’est plus proposée',
  'ledger.entry.host': 'Proposée par {name}',
  'ledger.entry.hash': 'Hachage',
  'ledger.entry.prevHash': 'Hachage précédent',
  'ledger.pagination.label': 'Pages du registre',
  'ledger.pagination.newer': 'Entrées plus récentes',
  'ledger.pagination.older': 'Entrées plus anciennes',
  'ledger.pagination.page': 'Page {page} sur {pages}',
  'ledger.downloads.title': 'Télécharger toute la chaîne',
  'ledger.downloads.body':
    'Les deux fichiers contiennent chaque entrée, du n° 1 à la plus récente, avec son hachage précédent et son hachage : tout ce qu’il faut pour vérifier la chaîne sans avoir à faire confiance à cette page.',
  'ledger.downloads.asJson': 'Télécharger le JSON',
  'ledger.downloads.asCsv': 'Télécharger le CSV',
  'ledger.downloads.verify': 'Comment vérifier la chaîne',
  'ledger.downloads.methodology': 'Comment les Regen Points® et les résultats sont mesurés',

  /* ---- /impact/methodology ---- */
  'methodology.meta.title': 'Méthodologie : comment l’impact est mesuré',
  'methodology.meta.description':
    'Ce que sont les Regen Points® et ce qu’ils ne sont pas, comment chaque unité de résultat est mesurée et vérifiée, ce qui est autodéclaré, comment fonctionne le registre public et les limites de ce que nous affirmons.',
  'methodology.eyebrow': 'Méthodologie',
  'methodology.title': 'Comment l’impact est mesuré, et ce que nous n’affirmons pas',
  'methodology.intro':
    'Cette page explique ce que signifient nos chiffres, d’où ils viennent, qui les vérifie et ce qu’ils ne peuvent pas vous dire. Elle fait référence pour chaque chiffre de ce site.',
  'methodology.toc': 'Sur cette page',
  'methodology.points.title': 'Ce que sont les Regen Points®',
  'methodology.points.body1':
    'Les Regen Points® sont l’unité propre à cette place de marché pour la participation à une activité. Les points d’une activité suivent une règle publiée : sa durée en heures × 150, ou une valeur fixe pour deux sorties nommées (400 pour la visite culinaire du Caire, 600 pour l’activité sur le Nil).',
  'methodology.points.body2':
    'Un voyageur est crédité quand l’hôte de l’activité le marque comme présent (ou l’enregistre) : les points de l’activité × le nombre de personnes venues. Un hôte peut corriger une indication pendant 14 jours ; une correction est une nouvelle entrée, jamais une modification.',
  'methodology.points.body3':
    'Les points ne sont affichés comme vérifiés qu’une fois les résultats mesurés de la session vérifiés ; en attendant, ils apparaissent comme en attente de vérification.',
  'methodology.notPoints.title': 'Ce que les Regen Points® ne sont pas',
  'methodology.notPoints.body':
    'Ils ne mesurent ni le carbone, ni la biodiversité, ni aucune autre grandeur physique ; ce ne sont ni une compensation, ni un certificat, ni de l’argent. Ils ne peuvent être ni achetés, ni vendus, ni échangés. Un chiffre élevé ne signifie pas qu’un voyage n’a eu aucun effet néfaste : le voyage, et l’avion avant tout, a des effets que ces points ne comptent pas.',
  'methodology.units.title': 'Résultats mesurés et leurs méthodes',
  'methodology.units.body':
    'Ce qu’une session a fait pour un lieu est indiqué séparément des points, dans les unités ci-dessous. Chaque unité a une méthode que l’hôte suit, les preuves qu’attend un vérificateur et la référence sur laquelle repose la méthode. Les quantités sont données en chiffres dans leur unité (« plante ~3 arbres par personne »), jamais sous forme d’adjectifs.',
  'methodology.units.method': 'Méthode',
  'methodology.units.evidence': 'Preuves',
  'methodology.units.source': 'Référence',
  'methodology.verification.title': 'Comment les preuves sont vérifiées, et par qui',
  'methodology.verification.body1':
    'Après une session, l’hôte déclare les quantités mesurées et peut joindre jusqu’à 5 photos et une note. Un vérificateur, soit un membre de l’équipe de la place de marché ayant le rôle d’administrateur, soit un vérificateur désigné par un administrateur, compare le rapport aux preuves attendues pour l’unité, puis le vérifie, pose une question ou le refuse en motivant sa décision. L’hôte est prévenu par e-mail et peut répondre.',
  'methodology.verification.body2':
    'Chaque décision est une entrée du registre public, avec son auteur et sa date. Les vérificateurs contrôlent les preuves qu’on leur fournit ; ils ne se rendent pas sur chaque site, et un contrôle peut laisser passer une erreur.',
  'methodology.selfReported.title': 'Ce qui est autodéclaré',
  'methodology.selfReported.body1':
    'Les gestes proposés sur la page Gestes de chaque destination (par exemple prendre le train) indiquent ce qu’un geste vaut par jour quand on le pratique. Ce chiffre est indicatif : personne ne l’a gagné et personne ne le vérifie.',
  'methodology.selfReported.body2':
    'Un voyageur connecté peut noter un geste qu’il a pratiqué. Il apparaît à part dans Mon impact, signalé comme autodéclaré, et n’est jamais ajouté aux Regen Points® crédités ou vérifiés, ni au registre public.',
  'methodology.selfReported.body3':
    'Le calculateur d’impact de la page d’accueil estime les points dont un voyage aurait besoin pour qu’un voyageur contribue positivement à une destination. C’est un objectif, pas une mesure.',
  'methodology.ledger.title': 'Comment fonctionne le registre',
  'methodology.ledger.body1':
    'Chaque crédit de Regen Points® et chaque décision d’un vérificateur sur un résultat est une entrée du registre d’impact public, écrite dans la même transaction de base de données que ce qu’elle consigne : une entrée existe si et seulement si le crédit ou la décision existe. Les entrées sont numérotées 1, 2, 3… sans trou, et deux entrées ne peuvent jamais suivre la même.',
  'methodology.ledger.body2':
    'Rien n’est modifié ni supprimé dans le registre ; la base de données le refuse. Une erreur est corrigée par une nouvelle entrée qui nomme celle qu’elle corrige.',
  'methodology.ledger.body3':
    'Les voyageurs n’apparaissent que sous un pseudonyme aléatoire, jamais sous leur compte. Si un compte est supprimé, le lien entre ce compte et son pseudonyme l’est aussi ; les entrées restent, et personne ne peut dire à qui elles appartenaient.',
  'methodology.verify.title': 'Comment vérifier la chaîne',
  'methodology.verify.step1': 'Téléchargez la chaîne en JSON ou en CSV depuis le registre d’impact.',
  'methodology.verify.step2':
    'Pour chaque entrée, écrivez son contenu sous forme d’objet JSON avec exactement ces clés, dans cet ordre, sans espaces, les valeurs absentes à null et « v » à 1 :',
  'methodology.verify.step3':
    'Calculez le SHA-256 de ce texte encodé en UTF-8, en hexadécimal minuscule. Il doit être égal au hachage de l’entrée.',
  'methodology.verify.step4':
    'Le hachage précédent de la première entrée vaut 64 zéros ; pour toute autre entrée, il doit être égal au hachage de l’entrée qui la précède, et les numéros d’ordre doivent se suivre 1, 2, 3… sans trou.',
  'methodology.verify.step5': 'Une correction nomme une entrée antérieure dans « corrects ».',
  'methodology.verify.command': 'Ou lancez la vérification fournie avec le code source :',
  'methodology.verify.commandResult':
    'Elle se termine avec le code 0 si la chaîne est intacte et, sinon, nomme la première entrée qui ne correspond pas. Elle accepte une adresse ou un fichier téléchargé, JSON ou CSV.',
  'methodology.verify.example': 'Le contenu d’une entrée tel qu’il est haché :',
  'methodology.limits.title': 'Les limites de ce que nous affirmons',
  'methodology.limits.body1':
    'Nous indiquons ce qui a été fait pendant une session (arbres plantés, kilogrammes de déchets pesés, heures de travail local rémunéré), pas ce que cela entraîne ensuite : nous n’affirmons ni taux de survie, ni carbone retiré, ni changement écologique à long terme.',
  'methodology.limits.body2':
    'Les quantités sont déclarées par les hôtes et contrôlées par un vérificateur au regard de leurs preuves, pas mesurées par nous. Les Regen Points® et nos méthodes ne sont pas certifiés par un tiers.',
  'methodology.limits.body3':
    'Le registre prouve que les entrées n’ont été ni modifiées, ni supprimées, ni réordonnées après leur enregistrement. Il ne peut pas prouver que ce qui a été enregistré était vrai.',
  'methodology.limits.body4':
    'Conformément à la directive (UE) 2024/825, nous ne faisons aucune allégation environnementale générique, comme « vert », « écologique » ou « durable » employé comme étiquette, sans les faits à côté.',
  'methodology.links.ledger': 'Voir le registre d’impact',

  /* ---- /actions: guidance and self-reporting ---- */
  'ledger.actions.guidance':
    'À titre indicatif : ce que ce geste vaut par jour quand on le pratique. Personne ne l’a encore gagné.',
  'ledger.actions.log.title': 'Vous l’avez pratiqué ?',
  'ledger.actions.log.days': 'Jours de pratique',
  'ledger.actions.log.submit': 'Noter comme autodéclaré',
  'ledger.actions.log.logged': 'Noté dans Mon impact comme autodéclaré : {days, plural, one {# jour} other {# jours}}.',
  'ledger.actions.log.signIn': 'Connectez-vous pour le noter',
  'ledger.actions.log.note': 'Autodéclaré : affiché à part dans Mon impact, jamais ajouté à vos Regen Points®.',

  /* ---- My Impact: self-reported actions ---- */
  'ledger.mine.title': 'Gestes autodéclarés',
  'ledger.mine.body':
    'Les gestes que vous avez notés comme pratiqués. Personne ne les vérifie, ils sont donc tenus à part : ce ne sont pas des Regen Points® et ils ne comptent ni dans votre total ni dans le registre public.',
  'ledger.mine.empty': 'Vous n’avez noté aucun geste. La page Gestes de chaque destination propose des suggestions.',
  'ledger.mine.item': '{title} · {country}',
  'ledger.mine.itemDetail':
    '{days, plural, one {# jour} other {# jours}} · indicatif {points} par jour · noté le {date}',
  'ledger.mine.guidanceTotal': 'Selon les valeurs indicatives : {points}. Autodéclaré, ni crédité, ni vérifié.',
  'ledger.mine.badge': 'Autodéclaré',
  'ledger.mine.remove': 'Supprimer {title}',
  'ledger.mine.removeShort': 'Supprimer',
  'ledger.mine.removed': 'Supprimé.',
} as const satisfies Partial<Messages>;

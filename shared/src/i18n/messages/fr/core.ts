// French messages: the catalogue's own entries in ../en.ts (shared words, layout, page titles,
// generic UI, statuses, emails, calendar files, errors and validation). Same keys, order and
// groups as en.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frCoreMessages = {
  /* ---- Shared words ---- */
  'common.people': '{count, plural, one {# personne} other {# personnes}}',
  'common.siteName': 'Regen Marketplace',

  /* ---- Layout: header, menu, footer, not found (docs/spec/public-site.md §1) ---- */
  'layout.skipToContent': 'Aller au contenu',
  'layout.logo.home': 'Regen Marketplace – accueil',
  'layout.header.nav': 'Navigation principale',
  'layout.header.signIn': 'Se connecter',
  'layout.header.signUpTraveler': 'S’inscrire',
  'layout.menu.button': 'Menu',
  'layout.menu.label': 'Menu principal',
  'layout.menu.aboutUs': 'À propos',
  'layout.menu.destinations': 'Destinations',
  'layout.menu.currentProjects': 'Projets en cours',
  'layout.menu.news': 'Actualités du tourisme régénératif',
  'layout.menu.myProfile': 'Mon profil',
  'layout.menu.myImpact': 'Mon impact',
  'layout.menu.messages': 'Messages',
  'layout.menu.unread': '{label}, non lus : {count}',
  'layout.footer.tagline':
    'Réservez des activités proposées par des prestataires locaux : ce qu’accomplit chaque session est mesuré, vérifié et publié.',
  'layout.footer.nav': 'Pied de page',
  'layout.footer.destinations': 'Destinations',
  'layout.footer.aboutUs': 'À propos',
  'layout.footer.contactUs': 'Nous contacter',
  'layout.footer.supplierSignup': 'Devenir prestataire',
  'layout.footer.blog': 'Blog',
  'layout.footer.credits': 'Crédits',
  'layout.footer.followUs': 'Suivez-nous',
  'layout.footer.copyright': '© 2023 Regen Marketplace. Tous droits réservés.',
  'notFound.code': '404',
  'notFound.title': 'Oups ! Page introuvable',
  'notFound.body': 'La page demandée n’existe pas ou a été déplacée.',
  'notFound.home': 'Retour à l’accueil',
  'meta.siteTitle': 'Regen Marketplace',
  'meta.notFoundTitle': 'Page introuvable · Regen Marketplace',
  // Each page's title and description (its route's head).
  'meta.aboutUs.title': 'À propos',
  'meta.aboutUs.description':
    'Ce que les Regen Points® représentent pour les voyageurs, les prestataires et les destinations, ainsi que la mission, les valeurs et l’histoire de Regen Marketplace.',
  'meta.blog.title': 'Blog',
  'meta.blog.description':
    'Guides et récits sur le tourisme régénératif, la préservation de la nature, l’impact local et le voyage responsable.',
  'meta.contactUs.title': 'Nous contacter',
  'meta.contactUs.description':
    'Contactez Regen Marketplace pour toute question, collaboration ou partenariat. Nous répondons sous 24 à 48 heures, les jours ouvrés.',
  'meta.credits.title': 'Crédits',
  'meta.credits.description':
    'Qui a créé les illustrations et autres ressources de Regen Marketplace, et sous quelles licences elles sont partagées.',
  'meta.currentProjects.title': 'Projets en cours',
  'meta.currentProjects.description':
    'Six projets régénératifs soutenus par nos voyageurs et nos prestataires, de la restauration des mangroves à la renaissance de villages.',
  'meta.destinations.title': 'Choisissez votre destination',
  'meta.destinations.description':
    'Choisissez l’un des 37 pays pour trouver des expériences régénératives et des façons de contribuer.',
  'meta.experiences.title': 'Rechercher des expériences',
  'meta.experiences.description':
    'Des expériences de tourisme régénératif dans 37 pays, par activité, impact, date, prix, durée et niveau d’effort.',
  'meta.news.title': 'Actualités du tourisme régénératif',
  'meta.news.description':
    'Actualités de la protection marine, de la reforestation, du tourisme communautaire et de l’action climatique dans les destinations régénératives.',
  'meta.actionsIndex.title': 'Pays non précisé',
  'meta.actionsIndex.description': 'Choisissez une destination pour voir comment y contribuer.',
  'meta.admin.title': 'Administration',
  'meta.admin.description': 'Vérifier et approuver les activités des prestataires.',
  'meta.signIn.title': 'Connexion',
  'meta.signIn.description': 'Connectez-vous à votre compte Regen Marketplace.',
  'meta.comingSoon.title': 'Bientôt disponible',
  'meta.comingSoon.description': 'Cette fonctionnalité est en cours de développement.',
  'meta.supplierSignup.title': 'Inscription prestataire',
  'meta.supplierSignup.description': 'Créez un compte prestataire et publiez vos activités régénératives.',
  'meta.travelerSignup.title': 'Inscription voyageur',
  'meta.travelerSignup.description': 'Créez un compte voyageur pour réserver des expériences régénératives.',
  'meta.impact.title': 'Mon impact',
  'meta.impact.description': 'Vos Regen Points® vérifiés, par pays, avec votre objectif de voyage et vos attestations.',
  'meta.travelerDashboard.title': 'Mes réservations',
  'meta.travelerDashboard.description': 'Vos réservations en cours et passées.',
  'meta.home.title': 'Regen Marketplace',
  'meta.home.description':
    'Le voyage régénératif : calculez votre impact en Regen Points®, explorez 37 destinations et réservez des activités proposées par des prestataires locaux.',
  'meta.actions.title': '{country} : comment contribuer',
  'meta.actions.description':
    'Des gestes simples pour un voyage régénératif (destination : {country}), avec les Regen Points® que vaut chacun par jour quand on le pratique (à titre indicatif, autodéclaré).',
  'meta.countryNotFound.title': 'Pays introuvable',
  'meta.countryNotFound.description': 'Ce pays ne fait pas partie de nos destinations.',
  'meta.countryExperiences.title': '{country} : expériences',
  'meta.countryExperiences.description':
    '{country} : des expériences de tourisme régénératif, des activités environnementales et sociales proposées par des prestataires locaux.',
  'meta.country.description':
    '{country} : voyager de façon régénérative, ce qui rend ce pays unique, des activités à réserver et des gestes qui aident.',
  'meta.postNotFound.title': 'Article introuvable',
  'meta.postNotFound.description': 'L’article de blog que vous cherchez n’existe pas.',
  'meta.articleNotFound.title': 'Article introuvable',
  'meta.articleNotFound.description': 'L’article d’actualité que vous cherchez n’existe pas.',
  'meta.siteDescription':
    'Regen Marketplace : trouvez des expériences de voyage régénératif proposées par des prestataires locaux et mesurez votre impact en Regen Points®.',

  /* ---- Generic UI (components/ui) ---- */
  'ui.loading': 'Chargement',
  'ui.dialog.close': 'Fermer',
  'ui.password.show': 'Afficher : {field}',
  'ui.password.hide': 'Masquer : {field}',
  'status.activity': '{status, select, approved {En ligne} pending {En attente} rejected {Refusée} other {{status}}}',
  'status.booking':
    '{status, select, confirmed {Confirmée} cancelled {Annulée} completed {Terminée} no_show {Absent} pending {En attente} other {{status}}}',
  'status.payment':
    '{status, select, pending {Paiement en attente} completed {Paiement effectué} failed {Échec du paiement} other {Paiement : {status}}}',
  'status.payOnSite': 'Paiement sur place',

  /* ---- Emails (docs/design.md §7) ---- */
  'mail.greeting': 'Bonjour {name},',
  'mail.greetingAnonymous': 'Bonjour,',
  'mail.signature': 'L’équipe Regen Marketplace',
  'mail.verification.subject': 'Confirmez votre adresse e-mail',
  'mail.verification.welcome':
    'Bienvenue sur Regen Marketplace ! Confirmez votre adresse e-mail pour finaliser votre inscription.',
  'mail.verification.validity':
    'Le lien est valable 24 heures. Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
  'mail.verification.button': 'Confirmer mon adresse e-mail',
  'mail.verification.link': 'Confirmez votre adresse e-mail : {url}',
  'mail.passwordReset.subject': 'Réinitialisez votre mot de passe',
  'mail.passwordReset.request':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Regen Marketplace.',
  'mail.passwordReset.validity':
    'Le lien est valable une heure et ne peut servir qu’une fois. Choisir un nouveau mot de passe vous déconnecte partout ailleurs. Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.',
  'mail.passwordReset.button': 'Choisir un nouveau mot de passe',
  'mail.passwordReset.link': 'Choisissez un nouveau mot de passe : {url}',
  'mail.activityApproved.subject': 'Votre activité est en ligne : {title}',
  'mail.activityApproved.body':
    'Bonne nouvelle : votre activité « {title} » a été approuvée et elle est désormais en ligne sur Regen Marketplace.',
  'mail.activityRejected.subject': 'Votre activité n’a pas été approuvée : {title}',
  'mail.activityRejected.body': 'Votre activité « {title} » n’a pas été approuvée.',
  'mail.activityRejected.reason': 'Motif : {reason}',
  'mail.activityRejected.edit': 'Vous pouvez modifier l’activité depuis votre tableau de bord.',
  'mail.activityStatus.button': 'Ouvrir votre tableau de bord',
  'mail.activityStatus.link': 'Votre tableau de bord : {url}',
  'mail.bookingConfirmed.subject': 'Réservation confirmée : {activity} le {date}',
  'mail.bookingConfirmed.body':
    'Votre réservation est confirmée : {activity} avec {business} le {when}, pour {people, plural, one {# personne} other {# personnes}}.',
  'mail.bookingConfirmed.total': 'Total : {total}, à régler sur place.',
  'mail.bookingConfirmed.policy': 'Conditions d’annulation : {policy}',
  'mail.bookingConfirmed.link': 'Consultez ou annulez votre réservation, et écrivez au prestataire : {url}',
  'mail.bookingNew.subject': 'Nouvelle réservation : {activity} le {date}',
  'mail.bookingNew.body': 'Nouvelle réservation pour {activity} le {when}.',
  'mail.bookingNew.customer':
    '{customer} ({email}, {phone}) a réservé pour {people, plural, one {# personne} other {# personnes}} ; total {total}, à régler sur place.',
  'mail.bookingNew.requests': 'Demandes particulières : {requests}',
  'mail.bookingNew.link': 'Ouvrir votre tableau de bord : {url}',
  'mail.bookingCancelled.subject': 'Réservation annulée : {activity} le {date}',
  'mail.bookingCancelled.body':
    'La réservation pour {activity} le {when} ({people, plural, one {# personne} other {# personnes}}) a été annulée par {cancelledBy}.',
  'mail.bookingCancelled.reason': 'Motif : {reason}',
  'mail.bookingCancelled.customer': 'Client : {customer}',
  'mail.bookingCancelled.travelerLink': 'Vos réservations : {url}',
  'mail.bookingCancelled.supplierLink': 'Tableau de bord : {url}',
  'mail.bookingReminder.subject': 'Rappel : {activity} le {date}',
  'mail.bookingReminder.body':
    'Petit rappel de votre réservation de demain : {activity} avec {business} le {when}, pour {people, plural, one {# personne} other {# personnes}}.',
  'mail.bookingReminder.meetingPlace': 'Lieu de rendez-vous : {place}.',
  'mail.bookingReminder.link': 'Consultez votre réservation et écrivez au prestataire : {url}',
  'mail.newMessage.subject': 'Nouveau message de {sender}',
  'mail.newMessage.body': '{sender} vous a envoyé un message au sujet de {activity} le {when}.',
  'mail.newMessage.open': 'Ouvrez la conversation pour lire le message et répondre.',
  'mail.newMessage.button': 'Ouvrir la conversation',
  'mail.reviewInvitation.subject': 'Alors, c’était comment ? Donnez votre avis sur « {activity} »',
  'mail.reviewInvitation.thanks': 'Merci d’avoir participé à « {activity} ». Alors, c’était comment ?',
  'mail.reviewInvitation.why':
    'Votre avis aide les prochains voyageurs à choisir et montre au prestataire ce qui a plu. Vous pouvez le rédiger dans les {days} prochains jours : une note de 1 à 5 étoiles et, si vous le souhaitez, quelques mots.',
  'mail.reviewInvitation.link': 'Donnez votre avis : {url}',
  'mail.reviewInvitation.button': 'Donner mon avis',
  'mail.reviewHidden.subject': 'Votre avis a été masqué',
  'mail.reviewHidden.body':
    'Votre avis sur « {activity} » a été masqué par l’équipe Regen Marketplace et n’apparaît plus sur le site.',
  'mail.reviewHidden.reason': 'Motif : {reason}',
  'mail.reviewHidden.mistake': 'Si vous pensez qu’il s’agit d’une erreur, contactez-nous.',
  'mail.reviewHidden.link': 'Nous contacter : {url}',
  'mail.reviewHidden.button': 'Nous contacter',
  'mail.button.myBookings': 'Mes réservations',
  'mail.button.supplierDashboard': 'Tableau de bord prestataire',

  /* ---- Calendar files (.ics, docs/decisions/060) and the bookings CSV ---- */
  'calendar.customer': 'Client',
  'calendar.supplier.party': '{customer} : {people, plural, one {# personne} other {# personnes}}.',
  'calendar.supplier.summary': '{activity} : {customer} ({people, plural, one {# personne} other {# personnes}})',
  'calendar.supplier.dashboard': 'Tableau de bord prestataire : {url}',
  'calendar.specialRequests': 'Demandes particulières : {requests}',
  'calendar.cancelled': 'Cette réservation a été annulée.',
  'calendar.traveler.party': 'Avec {business}, pour {people, plural, one {# personne} other {# personnes}}.',
  'calendar.traveler.policy': 'Conditions d’annulation : {policy}',
  'calendar.traveler.bookings': 'Vos réservations : {url}',
  'calendar.traveler.summary': '{activity} avec {business}',
  'calendar.feed.supplierName': 'Réservations de {business} (Regen Marketplace)',
  'calendar.feed.travelerName': 'Mes réservations Regen Marketplace',

  /* ---- Errors any procedure may answer with ---- */
  'errors.unexpected': 'Une erreur inattendue est survenue',
  'errors.duplicateRecord': 'Cet enregistrement existe déjà.',
  'errors.dataRule': 'La demande enfreint une règle de données et n’a pas été enregistrée.',
  'errors.sessionEnded': 'Votre session a expiré. Veuillez vous reconnecter.',
  'errors.authSessionMissing': 'Session de connexion manquante !',
  'errors.signInToContinue': 'Connectez-vous pour continuer.',
  'uploads.fileTooLarge': 'Choisissez une image de moins de 5 Mo',
  'uploads.invalidFile': 'Choisissez un fichier image',
  'uploads.failed': 'Échec de l’envoi de la photo. Veuillez réessayer.',
  'errors.rateLimit': 'Trop de tentatives. Patientez une minute, puis réessayez.',
  'errors.bookingLimit':
    'Vous avez effectué de nombreuses réservations en peu de temps. Veuillez réessayer dans une heure.',

  /* ---- Validation shared by many forms (docs/decisions/015) ---- */
  'validation.requiredFields': 'Veuillez remplir tous les champs obligatoires',
  'validation.invalidEmail': 'Saisissez une adresse e-mail valide',
  'validation.emailRequired': 'Saisissez votre adresse e-mail',
  'validation.invalidCharacter': 'Retirez le caractère non pris en charge de ce texte',
  'validation.tooLong': 'Utilisez {max} caractères au maximum',
  'validation.invalidDate': 'Saisissez une date valide',
  'validation.dateRange': 'Choisissez une date entre le 1er janvier 2000 et le 31 décembre 2100',
  'validation.invalidTime': 'Saisissez une heure valide',
  'validation.priceMax': 'Le prix ne peut pas dépasser {max} USD',
  'validation.bookingTotalTooHigh':
    'Le total d’une réservation ne peut pas dépasser {max} USD. Réservez pour moins de personnes.',

  /* ---- Search filters (docs/decisions/068) ---- */
  'search.q': 'Le texte de recherche doit être du texte',
  'search.country': 'Choisissez un pays dans la liste',
  'search.category': 'La catégorie d’impact doit être environnementale ou sociale',
  'search.people': 'Le nombre de personnes doit être un nombre entier de 1 à {max}',
  'search.minPrice': 'Le prix minimum doit être un nombre entier de dollars, de 0 à {max}',
  'search.maxPrice': 'Le prix maximum doit être un nombre entier de dollars, de 0 à {max}',
  'search.priceOrder': 'Le prix minimum ne doit pas dépasser le prix maximum',
  'search.duration': 'Choisissez une durée dans la liste',
  'search.effort': 'L’effort doit être faible, modéré ou soutenu',
  'search.sort': 'Choisissez un ordre de tri dans la liste',
  'search.page': 'La page doit être un nombre entier de 1 à {max}',
  'search.filters': 'Ces filtres de recherche ne sont pas valides',
  'inbox.invalidCursor': 'Curseur non valide',

  /* ---- Accounts (docs/spec/accounts-and-operations.md §5) ---- */
  'auth.passwordMismatch': 'Les mots de passe ne correspondent pas',
  'auth.passwordTooShort': 'Le mot de passe doit contenir au moins 6 caractères',
  'auth.passwordTooLong': 'Le mot de passe doit contenir au maximum 200 caractères',
  'auth.signInRequired': 'Saisissez votre adresse e-mail et votre mot de passe',
  'auth.supplierRequiredFields':
    'Veuillez remplir tous les champs obligatoires, y compris la confirmation du mot de passe',
  'auth.yearsInOperation': 'Les années d’activité doivent être un nombre entier entre 0 et 500',
  'auth.bothPasswordsRequired': 'Remplissez les deux champs de mot de passe',
  'auth.resetLinkInvalidShort': 'Ce lien de réinitialisation n’est pas valide ou a expiré.',
  'auth.verificationLinkInvalidShort': 'Ce lien de vérification n’est pas valide ou a expiré.',
  'auth.emailNotVerified':
    'Confirmez votre adresse e-mail avant de vous connecter. Le lien de confirmation se trouve dans votre boîte mail ; vous pouvez aussi le recevoir à nouveau.',
  'auth.duplicateEmail': 'Un compte existe déjà avec cette adresse e-mail.',
  'auth.invalidCredentials': 'Identifiants de connexion incorrects',
  'auth.resetLinkInvalid': 'Ce lien de réinitialisation n’est pas valide ou a expiré. Demandez-en un nouveau.',
  'auth.verificationLinkInvalid': 'Ce lien de confirmation n’est pas valide ou a expiré. Demandez-en un nouveau.',

  /* ---- Activities ---- */
  'activities.notFound': 'Activité introuvable',

  /* ---- Booking (docs/spec/public-site.md §5) ---- */
  'booking.missingSlot': 'Choisissez une date et un créneau',
  'booking.missingFields': 'Veuillez remplir tous les champs obligatoires (nom, e-mail, téléphone)',
  'booking.invalidSlot': 'Choisissez un créneau valide',
  'booking.capacityConflict': 'La réservation dépasserait le nombre de places disponibles',
  'booking.activityNotBookable': 'Activité introuvable ou non disponible à la réservation',
  'booking.cancellationReasonRequired': 'Indiquez le motif de l’annulation',
  'booking.cancellationDeadlinePassed': 'La date limite d’annulation est dépassée',
  'booking.notEnoughSpots': 'Places encore disponibles sur ce créneau : {count}',
  'booking.invalidPhone': 'Saisissez un numéro de téléphone valide',
  'booking.choosePeople': 'Choisissez le nombre de personnes',
  'booking.atLeastOnePerson': 'Au moins 1 personne est requise',
  'booking.tooManyPeople': 'Trop de personnes pour une seule réservation',
  'booking.nameTooLong': 'Le nom est trop long',
  'booking.specialRequestsTooLong': 'Les demandes particulières ne peuvent pas dépasser {max} caractères',
  'booking.cancellationReasonTooLong': 'Le motif ne peut pas dépasser {max} caractères',
  'booking.maxPeoplePerBooking': 'Cette activité accepte {max} personnes au maximum par réservation',
  'booking.slotStarted': 'Ce créneau a déjà commencé. Choisissez un autre horaire.',
  'booking.notFound': 'Réservation introuvable',
  'booking.cancelForbidden': 'Vous n’êtes pas autorisé à annuler cette réservation.',
  'booking.alreadyCancelled': 'Cette réservation a déjà été annulée.',
  'booking.completed': 'Cette réservation est terminée et ne peut plus être annulée.',
  'booking.notCancellable': 'Cette réservation ne peut plus être annulée.',

  /* ---- Supplier: activities and slots ---- */
  'supplier.missingInformation': 'Informations manquantes',
  'supplier.descriptionMax': 'La description ne peut pas dépasser 480 caractères',
  'supplier.impactMax': 'La description de l’impact ne peut pas dépasser 50 caractères',
  'supplier.coverPhoto': 'Ajoutez une photo de couverture',
  'supplier.titleMax': 'Le titre ne peut pas dépasser 100 caractères',
  'supplier.priceStep': 'Le prix peut avoir au maximum 2 décimales',
  'supplier.titleRequired': 'Le titre est obligatoire',
  'supplier.descriptionMin': 'La description doit contenir au moins 50 caractères',
  'supplier.activityTypeRequired': 'Le type d’activité est obligatoire',
  'supplier.priceMin': 'Le prix doit être supérieur ou égal à 0',
  'supplier.durationMin': 'La durée doit être d’au moins 1 heure',
  'supplier.participantsMin': 'L’activité doit accueillir au moins 1 participant',
  'supplier.impactMin': 'La description de l’impact doit contenir au moins 30 caractères',
  'supplier.selectDate': 'Choisissez une date',
  'supplier.selectDateRange': 'Choisissez une période',
  'supplier.endAfterStart': 'L’heure de fin doit être postérieure à l’heure de début',
  'supplier.spotsMin': 'Il faut au moins 1 place',
  'supplier.durationMax': 'La durée ne peut pas dépasser {max} heures',
  'supplier.participantsMax': 'L’activité peut accueillir {max} participants au maximum',
  'supplier.spotsMax': 'Le nombre de places ne peut pas dépasser {max}',
  'supplier.rangeTooLong': 'Choisissez une période de {max} jours au maximum',
  'supplier.activityLimit': 'Limite d’activités atteinte : vous pouvez publier {max} activités au maximum.',
  'supplier.activityHasUpcomingBookings':
    'Cette activité a des réservations confirmées à venir et ne peut pas être supprimée. Annulez d’abord ces réservations.',
  'supplier.slotNotFound': 'Créneau introuvable',
  'supplier.onlyApprovedSlots': 'Les disponibilités ne peuvent être ajoutées qu’aux activités approuvées (en ligne).',
  'supplier.slotOverlap': 'Cet horaire chevauche un créneau existant de cette activité',
  'supplier.slotOverlapOn': 'Cet horaire chevauche un créneau existant de cette activité le {date}.',
  'supplier.slotOverlapAt': 'Cet horaire chevauche un créneau existant de cette activité le {date} à {span}.',
  'supplier.slotOverlapSomewhere': 'Cet horaire chevauche un créneau existant de cette activité.',
  'supplier.slotInPast': 'Impossible d’ajouter des disponibilités à des dates passées',
  'supplier.slotHasBookings':
    'Ce créneau a des réservations confirmées. Annulez-les avant de le supprimer ou de le désactiver.',
  'supplier.slotHasHistory':
    'Ce créneau a des réservations annulées dans son historique et ne peut pas être supprimé. Marquez-le plutôt comme indisponible.',
  'supplier.spotsBelowBooked': 'Le nombre de places ne peut pas être inférieur aux places déjà réservées',
  'supplier.noSupplierAccount':
    'Vous n’avez pas de compte prestataire. Inscrivez-vous d’abord en tant que prestataire.',

  /* ---- Schedules (docs/decisions/058–059) ---- */
  'schedules.notFound': 'Planning introuvable',
  'schedules.inPast': 'Un planning ne peut pas commencer avant aujourd’hui',
  'schedules.spotsAboveMax': 'Le nombre de places ne peut pas dépasser le maximum de {max} participants de l’activité',
  'schedules.beyondLimit':
    'Un planning peut couvrir 12 mois au maximum : choisissez une dernière date au plus tard le {date}',
  'schedules.notScheduleDay': 'Le {date} ne fait pas partie des jours de ce planning',
  'schedules.pastDates': 'Les dates passées ne peuvent pas être modifiées',
  'schedules.noException': 'Le {date} n’a pas d’exception dans ce planning',
  'schedules.labelRequired': 'Donnez un nom au planning (par exemple Été)',
  'schedules.labelMax': 'Le nom ne peut pas dépasser {max} caractères',
  'schedules.weekdayRequired': 'Choisissez au moins un jour de la semaine',
  'schedules.untilBeforeFrom': 'La dernière date doit être identique ou postérieure à la première',
  'schedules.calendarRange': 'Choisissez une période de 62 jours au maximum',

  /* ---- Admin ---- */
  'admin.statusUpdateConflict':
    'Cette activité a déjà été examinée par un autre administrateur. La liste a été actualisée.',
  'admin.reasonMax': 'Le motif ne peut pas dépasser 500 caractères',

  /* ---- Messaging ---- */
  'messaging.recipientError':
    'Impossible de déterminer le destinataire du message. Vous n’êtes peut-être pas autorisé à écrire au sujet de cette réservation.',
  'messaging.blank': 'Écrivez un message',
  'messaging.tooLong': 'Un message ne peut pas dépasser {max} caractères',

  /* ---- Attendance and impact ---- */
  'attendance.notStarted': 'La présence pourra être indiquée une fois l’activité commencée.',
  'attendance.final':
    'La présence ne peut être indiquée ou corrigée que dans les {days} jours suivant l’activité ; elle est désormais définitive.',
  'attendance.cancelled': 'Cette réservation a été annulée : sa présence ne peut pas être indiquée.',
  'attendance.notConfirmed': 'Seule une réservation confirmée peut être marquée.',
  'attendance.forbidden': 'Seul le prestataire de l’activité peut indiquer la présence.',
  'attendance.attendedPeople': 'Indiquez combien de personnes sont venues (au moins 1), ou marquez-les comme absentes.',
  'attendance.tooMany':
    '{booked, plural, one {# personne au maximum était réservée} other {# personnes au maximum étaient réservées}} : saisissez un nombre de 1 à {booked}.',
  'impact.receiptNotFound': 'Attestation introuvable',
  'impact.receiptOwnerOnly': 'Seul le voyageur concerné par cette attestation peut modifier son partage.',
  'impact.goalCountry': 'Choisissez un pays dans la liste',
  'impact.goalDays': 'Le nombre de jours doit être un nombre entier de 1 à 365',
  'impact.goalCities': 'Le nombre de villes doit être un nombre entier de 1 à 50',

  /* ---- Reviews (docs/decisions/052–054) ---- */
  'reviews.bookingNotFound': 'Réservation introuvable',
  'reviews.notYourBooking': 'Seul le voyageur qui a fait cette réservation peut laisser un avis.',
  'reviews.notAttended':
    'Vous pourrez donner votre avis sur une activité dès que son prestataire aura confirmé votre présence.',
  'reviews.notStarted': 'Vous pourrez donner votre avis sur cette activité une fois qu’elle aura eu lieu.',
  'reviews.windowClosed':
    'Les avis peuvent être rédigés jusqu’à {days} jours après l’activité. Cette réservation ne peut plus recevoir d’avis.',
  'reviews.alreadyExists': 'Vous avez déjà donné votre avis sur cette réservation. Vous pouvez le modifier.',
  'reviews.notFound': 'Avis introuvable',
  'reviews.notYours': 'Seul l’auteur de cet avis peut le modifier.',
  'reviews.editClosed':
    'Un avis peut être modifié pendant {hours} heures après sa rédaction. Cet avis ne peut plus être modifié.',
  'reviews.hiddenEdit': 'Cet avis a été masqué par notre équipe et ne peut plus être modifié.',
  'reviews.replyNotYourActivity': 'Seul le prestataire de cette activité peut répondre à ses avis.',
  'reviews.replyAlreadyExists': 'Cet avis a déjà une réponse. On ne peut répondre qu’une fois à un avis.',
  'reviews.replyHidden': 'Cet avis a été masqué par notre équipe : il n’est pas possible d’y répondre.',
  'reviews.alreadyHidden': 'Cet avis est déjà masqué.',
  'reviews.notHidden': 'Cet avis n’est pas masqué.',
  'reviews.stars': 'Choisissez une note de 1 à 5 étoiles',
  'reviews.textTooLong': 'Un avis ne peut pas dépasser {max} caractères',
  'reviews.replyBlank': 'Écrivez une réponse',
  'reviews.replyTooLong': 'Une réponse ne peut pas dépasser {max} caractères',
  'reviews.hideReasonBlank': 'Indiquez pourquoi vous masquez cet avis',
  'reviews.hideReasonTooLong': 'Le motif ne peut pas dépasser {max} caractères',

  /* ---- Resellers and calendars ---- */
  'resellers.nameRequired': 'Saisissez le nom du revendeur',
  'resellers.nameMax': '100 caractères au maximum',
  'resellers.unknownReseller': 'Revendeur inconnu',
  'resellers.unknownKey': 'Clé d’API inconnue',
  'resellers.notFound': 'Revendeur introuvable',
  'resellers.keyNotFound': 'Clé d’API introuvable',
  'resellers.revoked': 'Ce revendeur a été révoqué : il ne peut plus obtenir de nouvelles clés.',
  'calendars.csvRangeMalformed': 'Saisissez les deux dates au format AAAA-MM-JJ.',
  'calendars.csvRangeOrder': 'La date « Au » doit être identique ou postérieure à la date « Du ».',
  'calendars.csvRangeTooLong': 'Choisissez une période de {days} jours au maximum.',
} as const satisfies Partial<Messages>;

// French messages: the booking page. Same keys, order and groups as ../en-booking.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frBookingMessages = {
  /* ---- Booking page: title and description (routes/booking.$activityId.tsx) ---- */
  'meta.booking.title': 'Réserver : {activity}',
  'meta.booking.fallbackTitle': 'Réserver une activité',
  'meta.booking.fallbackDescription': 'Choisissez une date et un horaire, et réservez une activité régénérative.',

  /* ---- Booking page (docs/spec/public-site.md §2 Booking) ---- */
  'booking.page.loading': 'Chargement de la réservation…',
  'booking.page.back': 'Retour',
  'booking.page.sampleNotice':
    'Ceci est une activité exemple : vous pouvez essayer la réservation, mais rien ne sera réservé.',
  'booking.page.formTitle': 'Réserver cette activité',
  'booking.page.loadingAvailability': 'Chargement des disponibilités…',
  'booking.page.noAvailability': 'Aucune disponibilité n’est proposée pour cette activité pour le moment.',
  'booking.page.noAvailabilityHint': 'Revenez plus tard ou contactez directement le prestataire.',

  /* ---- Booking page: an unknown or unbookable activity ---- */
  'booking.activityNotFound.toastTitle': 'Erreur',
  'booking.activityNotFound.title': 'Activité introuvable',
  'booking.activityNotFound.body': 'Cette activité n’existe pas ou n’est pas ouverte à la réservation.',
  'booking.activityNotFound.backToExperiences': 'Retour aux expériences',

  /* ---- Booking page: the activity's summary ---- */
  'booking.summary.supplier': 'par {business} · {location}',
  'booking.summary.duration': 'Durée',
  'booking.summary.hours': '{hours, plural, one {# heure} other {# heures}}',
  'booking.summary.price': 'Prix',
  'booking.summary.pricePerPerson': '{price} par personne',

  /* ---- Booking form: date and time (slot-picker.tsx, booking-calendar.tsx) ---- */
  'booking.slots.selectDate': 'Choisissez une date',
  'booking.slots.timesOn': 'Horaires disponibles le {date}',
  'booking.slots.noneOnDate': 'Aucun créneau disponible à cette date',
  'booking.slots.label': 'Créneaux',
  'booking.slots.spotsLeft': '{count, plural, one {# place restante} other {# places restantes}}',
  'booking.slots.chooseDate': 'Choisissez une date en surbrillance pour voir ses créneaux.',
  'booking.calendar.available': 'disponible',
  'booking.calendar.notAvailable': 'indisponible',

  /* ---- Booking form: fields and button ---- */
  'booking.form.people': 'Nombre de personnes',
  'booking.form.fullName': 'Nom complet',
  'booking.form.email': 'E-mail',
  'booking.form.phone': 'Téléphone',
  'booking.form.specialRequests': 'Demandes particulières (facultatif)',
  'booking.form.processing': 'Traitement…',
  'booking.form.confirm': 'Confirmer la réservation',
  'booking.form.confirmDemo': 'Confirmer la réservation de démonstration',

  /* ---- Booking form: price and cancellation policy (price-summary.tsx) ---- */
  'booking.price.perPeople': '{price} × {count, plural, one {# personne} other {# personnes}}',
  'booking.price.total': 'Total :',
  'booking.price.policy': 'Conditions d’annulation :',
  'booking.price.policyBeforeSlot': 'Annulation gratuite jusqu’à {hours} heures avant le début.',
  'booking.price.payOnSite': 'Vous payez sur place ; aucune carte bancaire n’est demandée.',

  /* ---- Booking form: toasts (docs/spec/public-site.md §5, §8) ---- */
  'booking.toast.invalidSelection': 'Sélection invalide',
  'booking.toast.notEnoughSpots': 'Pas assez de places',
  'booking.toast.missingInformation': 'Informations manquantes',
  'booking.toast.authRequired': 'Connexion requise',
  'booking.toast.authRequiredBody': 'Connectez-vous pour réserver. Redirection vers l’inscription voyageur…',
  'booking.toast.demoConfirmed': 'Réservation de démonstration confirmée !',
  'booking.toast.demoConfirmedBody':
    'Ceci est une réservation de démonstration. Pour une vraie réservation, vous recevriez un e-mail de confirmation.',
  'booking.toast.unavailable': 'Réservation impossible',
  'booking.toast.unavailableBody': 'Désolé, ce créneau est désormais complet. Choisissez un autre horaire.',
  'booking.toast.failed': 'Échec de la réservation',
  'booking.toast.failedFallback':
    'Une erreur est survenue lors du traitement de votre réservation. Veuillez réessayer.',
  'booking.toast.confirmed': 'Réservation confirmée !',
  'booking.toast.confirmedBody': 'Votre réservation est bien confirmée.',
} as const satisfies Partial<Messages>;

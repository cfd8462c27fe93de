// French messages: OCTO's webhooks on /admin. Same keys and order as ../en-octo-notifications.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frOctoNotificationsMessages = {
  'resellers.webhooks.show': 'Afficher les envois de webhooks',
  'resellers.webhooks.hide': 'Masquer les envois de webhooks',
  'resellers.webhooks.heading': 'Webhooks',
  'resellers.webhooks.noWebhooks':
    'Aucun webhook pour l’instant. Le revendeur les enregistre via OCTO (POST /octo/webhooks).',
  'resellers.webhooks.listName': 'Webhooks de {name}',
  'resellers.webhooks.registered': 'Enregistré le {when}',
  'resellers.webhooks.loading': 'Chargement des envois…',
  'resellers.webhooks.loadFailed': 'Impossible de charger les envois.',
  'resellers.webhooks.none': 'Aucun envoi pour l’instant.',
  'resellers.webhooks.caption': 'Derniers envois de webhooks de {name}',
  'resellers.webhooks.created': 'Créé',
  'resellers.webhooks.event': 'Événement',
  'resellers.webhooks.status': 'Statut',
  'resellers.webhooks.attempts': 'Tentatives',
  'resellers.webhooks.lastError': 'Dernière erreur',
  'resellers.webhooks.noError': 'Aucune',
  'resellers.webhooks.status.pending': 'En attente',
  'resellers.webhooks.status.delivered': 'Livré',
  'resellers.webhooks.status.failed': 'Échec',
  'resellers.webhooks.deliveredAt': 'Livré le {when}',
  'resellers.webhooks.failedAt': 'Abandonné le {when}',
  'resellers.webhooks.nextAttempt': 'Prochain essai le {when}',
  'resellers.webhooks.event.booking_update': 'Réservation modifiée',
  'resellers.webhooks.event.availability_update': 'Disponibilités modifiées',
  'resellers.webhooks.event.product_update': 'Produit modifié',
} as const satisfies Partial<Messages>;

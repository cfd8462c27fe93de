// French messages: passkeys, the authenticator app, recovery codes and the second step of signing in.
// Same keys and order as ../en-passkeys.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frPasskeysMessages = {
  'secondFactor.codeRequired': 'Saisissez le code.',
  'secondFactor.codeWrong': 'Ce code n’est pas correct. Vérifiez-le et réessayez.',
  'secondFactor.codeUsed': 'Ce code vient d’être utilisé. Attendez le suivant dans votre application.',
  'secondFactor.tooManyAttempts': 'Trop de codes erronés. Patientez 15 minutes, puis réessayez.',
  'secondFactor.tooManyForThisSignIn': 'Trop de codes erronés. Reconnectez-vous avec votre mot de passe.',
  'secondFactor.signInExpired': 'Votre connexion a expiré. Reconnectez-vous avec votre mot de passe.',
  'secondFactor.adminNeedsSecondFactor':
    'Les outils d’administration exigent un second facteur. Configurez une clé d’accès ou une application d’authentification, ou confirmez cette connexion avec l’une d’elles.',
  'secondFactor.adminKeepsOne':
    'Un compte administrateur doit conserver un second facteur. Ajoutez-en un autre avant de supprimer celui-ci.',
  'secondFactor.sessionNotVerified':
    'Confirmez votre identité avec un code ou une clé d’accès avant de modifier votre mode de connexion.',
  'secondFactor.totpAlreadySet':
    'Une application d’authentification est déjà configurée. Supprimez-la d’abord pour en configurer une autre.',
  'secondFactor.totpNotStarted': 'Recommencez la configuration de l’application d’authentification.',
  'secondFactor.totpNotSet': 'Aucune application d’authentification n’est configurée.',
  'secondFactor.noneSet': 'Configurez d’abord une clé d’accès ou une application d’authentification.',
  'secondFactor.passkeyChallengeExpired': 'Cette demande de clé d’accès a expiré. Réessayez.',
  'secondFactor.passkeyNotVerified': 'Cette clé d’accès n’a pas pu être vérifiée. Réessayez.',
  'secondFactor.passkeyUnknown':
    'Cette clé d’accès n’est pas enregistrée ici. Connectez-vous avec votre e-mail et votre mot de passe.',
  'secondFactor.passkeyNotFound': 'Cette clé d’accès n’est plus liée à votre compte.',
  'secondFactor.passkeyNameRequired': 'Donnez un nom à la clé d’accès.',
  'secondFactor.passkeyNameTooLong': 'Le nom d’une clé d’accès ne peut pas dépasser 60 caractères.',
  'secondFactor.title': 'Clés d’accès et connexion en deux étapes',
  'secondFactor.intro.admin':
    'Les comptes administrateur doivent utiliser un second facteur : une clé d’accès ou une application d’authentification.',
  'secondFactor.intro.supplier':
    'Protégez votre compte professionnel : après votre mot de passe, la connexion demande aussi un code d’application ou une clé d’accès.',
  'secondFactor.intro.traveler':
    'Connectez-vous avec une clé d’accès plutôt qu’avec un mot de passe, et ajoutez si vous le souhaitez une deuxième étape à votre connexion.',
  'secondFactor.passkeys.title': 'Clés d’accès',
  'secondFactor.passkeys.intro':
    'Connectez-vous avec votre empreinte, votre visage ou le verrouillage de votre écran. Dès que vous avez une clé d’accès, la connexion par mot de passe la demande aussi, ou un code.',
  'secondFactor.passkeys.none': 'Aucune clé d’accès pour l’instant.',
  'secondFactor.passkeys.listLabel': 'Vos clés d’accès',
  'secondFactor.passkeys.name': 'Nom de la clé d’accès',
  'secondFactor.passkeys.nameHint': 'Par exemple, l’appareil sur lequel elle se trouve.',
  'secondFactor.passkeys.add': 'Ajouter une clé d’accès',
  'secondFactor.passkeys.adding': 'En attente de votre appareil…',
  'secondFactor.passkeys.added': 'Clé d’accès « {name} » ajoutée.',
  'secondFactor.passkeys.created': 'Ajoutée le {when}',
  'secondFactor.passkeys.lastUsed': 'Dernière utilisation le {when}',
  'secondFactor.passkeys.neverUsed': 'Pas encore utilisée pour se connecter',
  'secondFactor.passkeys.remove': 'Supprimer',
  'secondFactor.passkeys.removeNamed': 'Supprimer la clé d’accès {name}',
  'secondFactor.passkeys.removed': 'Clé d’accès « {name} » supprimée.',
  'secondFactor.passkeys.unsupported': 'Ce navigateur ne prend pas en charge les clés d’accès.',
  'secondFactor.passkeys.cancelled': 'Aucune clé d’accès n’a été utilisée.',
  'secondFactor.totp.title': 'Application d’authentification',
  'secondFactor.totp.intro':
    'Une application comme 1Password, Google Authenticator ou Aegis affiche un nouveau code à 6 chiffres toutes les 30 secondes.',
  'secondFactor.totp.on': 'Activée',
  'secondFactor.totp.off': 'Non configurée',
  'secondFactor.totp.start': 'Configurer une application d’authentification',
  'secondFactor.totp.scan':
    'Scannez ce code QR avec votre application d’authentification, puis saisissez le code qu’elle affiche.',
  'secondFactor.totp.qrAlt': 'Code QR pour votre application d’authentification',
  'secondFactor.totp.setupKey': 'Clé de configuration',
  'secondFactor.totp.code': 'Code de l’application',
  'secondFactor.totp.confirm': 'Activer',
  'secondFactor.totp.turnedOn': 'Application d’authentification activée.',
  'secondFactor.totp.remove': 'Supprimer l’application d’authentification',
  'secondFactor.totp.removed': 'Application d’authentification supprimée.',
  'secondFactor.totp.cancel': 'Annuler',
  'secondFactor.recovery.title': 'Codes de récupération',
  'secondFactor.recovery.intro':
    'Si vous perdez votre appareil, un code de récupération vous connecte à sa place. Chacun ne sert qu’une fois.',
  'secondFactor.recovery.left':
    '{count, plural, one {# code de récupération restant} other {# codes de récupération restants}}',
  'secondFactor.recovery.regenerate': 'Obtenir de nouveaux codes de récupération',
  'secondFactor.recovery.regenerated':
    'Vos nouveaux codes de récupération sont prêts. Les anciens ne fonctionnent plus.',
  'secondFactor.recovery.save':
    'Conservez ces codes de récupération en lieu sûr. Ils ne s’affichent que maintenant, et chacun ne sert qu’une fois.',
  'secondFactor.recovery.listLabel': 'Vos codes de récupération',
  'secondFactor.recovery.copy': 'Copier les codes',
  'secondFactor.recovery.copied': 'Codes de récupération copiés.',
  'secondFactor.recovery.done': 'Je les ai enregistrés',
  'secondFactor.verify.title': 'Confirmez votre identité',
  'secondFactor.verify.intro':
    'Cette connexion n’a pas utilisé votre second facteur. Saisissez un code de votre application d’authentification ou un code de récupération.',
  'secondFactor.verify.submit': 'Confirmer',
  'secondFactor.verify.done': 'Identité confirmée.',
  'secondFactor.step.title': 'Vérification en deux étapes',
  'secondFactor.step.intro':
    'Saisissez le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de récupération.',
  'secondFactor.step.introPasskey':
    'Utilisez votre clé d’accès pour terminer, ou saisissez l’un de vos codes de récupération.',
  'secondFactor.step.code': 'Code de vérification',
  'secondFactor.step.submit': 'Vérifier',
  'secondFactor.step.pending': 'Vérification…',
  'secondFactor.step.usePasskey': 'Utiliser une clé d’accès',
  'secondFactor.step.cancel': 'Annuler',
  'secondFactor.step.failed': 'Échec de la vérification',
  'secondFactor.signIn.or': 'ou',
  'secondFactor.signIn.passkey': 'Utiliser une clé d’accès',
  'secondFactor.signIn.passkeyHint': 'Se connecter avec une clé d’accès : aucun mot de passe nécessaire.',
  'secondFactor.admin.title': 'Configurer un second facteur',
  'secondFactor.admin.intro':
    'Les outils d’administration exigent un second facteur. Ajoutez une clé d’accès ou une application d’authentification pour continuer.',
  'secondFactor.admin.verifyTitle': 'Confirmer votre connexion',
  'secondFactor.reviewerNeedsSecondFactor':
    'La vérification des résultats exige un second facteur. Configurez une clé d’accès ou une application d’authentification, ou confirmez cette connexion avec l’une d’elles.',
  'secondFactor.reviewer.intro':
    'Les vérifications sont inscrites au registre public d’impact : vérifier exige donc un second facteur. Ajoutez une clé d’accès ou une application d’authentification, ou confirmez cette connexion avec l’une d’elles.',
} as const satisfies Partial<Messages>;

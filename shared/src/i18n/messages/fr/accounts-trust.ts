// French messages: accounts people trust (what the owner of an address is told when someone signs
// up with it). Same keys and order as ../en-accounts-trust.ts (docs/decisions/110, 112).
import type { Messages } from '../../index.ts';

export const frAccountsTrustMessages = {
  'mail.accountExists.subject': 'Quelqu’un a essayé de créer un compte avec votre adresse e-mail',
  'mail.accountExists.body':
    'Quelqu’un, peut-être vous, vient d’essayer de créer un compte Regen Marketplace avec cette adresse e-mail. Vous avez déjà un compte : rien n’a été modifié.',
  'mail.accountExists.signIn':
    'Connectez-vous avec votre mot de passe, ou choisissez-en un nouveau si vous l’avez oublié : {url}',
  'mail.accountExists.button': 'Se connecter',
  'mail.accountExists.notYou': 'Si ce n’était pas vous, vous n’avez rien à faire : votre compte est en sécurité.',
} as const satisfies Partial<Messages>;

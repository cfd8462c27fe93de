// Spanish messages: what the owner of an address is told when someone signs up with it. Same keys
// and order as ../en-accounts-trust.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esAccountsTrustMessages = {
  'mail.accountExists.subject': 'Alguien ha intentado crear una cuenta con tu correo',
  'mail.accountExists.body':
    'Alguien, quizá tú, acaba de intentar crear una cuenta de Regen Marketplace con esta dirección de correo. Ya tienes una cuenta, así que no se ha cambiado nada.',
  'mail.accountExists.signIn': 'Inicia sesión con tu contraseña o elige una nueva si la has olvidado: {url}',
  'mail.accountExists.button': 'Iniciar sesión',
  'mail.accountExists.notYou': 'Si no has sido tú, no tienes que hacer nada: tu cuenta está segura.',
} as const satisfies Partial<Messages>;

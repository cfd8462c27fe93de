// Italian messages: what the owner of an address is told when someone signs up with it. Same keys
// and order as ../en-accounts-trust.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itAccountsTrustMessages = {
  'mail.accountExists.subject': 'Qualcuno ha provato a creare un account con la tua email',
  'mail.accountExists.body':
    'Qualcuno, forse tu, ha appena provato a creare un account Regen Marketplace con questo indirizzo email. Hai già un account, quindi non è stato cambiato nulla.',
  'mail.accountExists.signIn': 'Accedi con la tua password, oppure scegline una nuova se l’hai dimenticata: {url}',
  'mail.accountExists.button': 'Accedi',
  'mail.accountExists.notYou': 'Se non sei stato tu, non devi fare nulla: il tuo account è al sicuro.',
} as const satisfies Partial<Messages>;

// German messages: accounts people trust (what the owner of an address is told when someone signs
// up with it). Same keys and order as ../en-accounts-trust.ts (docs/decisions/110, 112).
import type { Messages } from '../../index.ts';

export const deAccountsTrustMessages = {
  'mail.accountExists.subject': 'Jemand wollte mit Ihrer E-Mail-Adresse ein Konto erstellen',
  'mail.accountExists.body':
    'Jemand – vielleicht Sie selbst – hat gerade versucht, mit dieser E-Mail-Adresse ein Konto bei Regen Marketplace zu erstellen. Sie haben bereits ein Konto, daher wurde nichts geändert.',
  'mail.accountExists.signIn':
    'Melden Sie sich mit Ihrem Passwort an oder legen Sie ein neues fest, falls Sie es vergessen haben: {url}',
  'mail.accountExists.button': 'Anmelden',
  'mail.accountExists.notYou': 'Falls Sie es nicht waren, müssen Sie nichts tun: Ihr Konto ist sicher.',
} as const satisfies Partial<Messages>;

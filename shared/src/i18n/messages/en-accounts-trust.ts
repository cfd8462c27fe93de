// Accounts people trust (issue 35): what the owner of an address is told when someone signs up
// with it (no account enumeration, docs/decisions/112).
export const accountsTrustMessages = {
  'mail.accountExists.subject': 'Someone tried to create an account with your email',
  'mail.accountExists.body':
    'Someone, perhaps you, just tried to create a Regen Marketplace account with this email address. You already have an account, so nothing was changed.',
  'mail.accountExists.signIn': 'Sign in with your password, or choose a new one if you forgot it: {url}',
  'mail.accountExists.button': 'Sign in',
  'mail.accountExists.notYou': 'If it was not you, there is nothing to do: your account is safe.',
} as const;

// Accounts people trust (issue 35, docs/decisions/113): the devices signed in to an account,
// downloading its data and deleting it. Part of the one catalogue (./en.ts, docs/decisions/088).
export const accountSecurityMessages = {
  'accountSecurity.title': 'Security and your data',
  'accountSecurity.devices.title': 'Signed-in devices',
  'accountSecurity.devices.intro': 'Where your account is signed in now. Sign out any device you do not recognise.',
  'accountSecurity.devices.unknownBrowser': 'Unknown browser',
  'accountSecurity.devices.unknownOs': 'unknown system',
  'accountSecurity.devices.name': '{browser} on {os}',
  'accountSecurity.devices.network': 'Network {range}',
  'accountSecurity.devices.unknownNetwork': 'Network unknown',
  'accountSecurity.devices.lastUsed': 'Last used {when}',
  'accountSecurity.devices.current': 'This device',
  'accountSecurity.devices.signOut': 'Sign out',
  'accountSecurity.devices.signOutNamed': 'Sign out {device}',
  'accountSecurity.devices.signedOut': 'Signed out {device}.',
  'accountSecurity.devices.notFound': 'That device is no longer signed in.',
  'accountSecurity.data.title': 'Your data',
  'accountSecurity.data.intro':
    'Download a copy of everything your account holds: your profile, bookings, messages, reviews, points and receipts.',
  'accountSecurity.data.download': 'Download my data',
  'accountSecurity.data.preparing': 'Preparing your data…',
  'accountSecurity.delete.title': 'Delete my account',
  'accountSecurity.delete.intro':
    'Your account and its personal data are deleted. Bookings a supplier must keep stay without your name or contact details; your reviews stay as "A traveler".',
  'accountSecurity.delete.password': 'Your password',
  'accountSecurity.delete.confirm': 'Delete my account',
  'accountSecurity.delete.wrongPassword': 'That password is not correct.',
  'accountSecurity.delete.supplierHasFutureBookings':
    'Your business has {count, plural, one {# upcoming booking} other {# upcoming bookings}}. Cancel them or hand them over to another supplier before deleting your account.',
  'accountSecurity.delete.adminRefused':
    'An admin account cannot be deleted here: ask another admin to remove your admin role first.',
  'accountSecurity.delete.done': 'Your account has been deleted.',
  'accountSecurity.deletedTraveler': 'Deleted traveler',
  'accountSecurity.aTraveler': 'A traveler',
} as const;

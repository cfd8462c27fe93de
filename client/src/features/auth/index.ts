// What other features may use of the auth feature: the sign-in and sign-up forms and the icon
// badge (the admin login).
export { IconBadge } from './auth-card.tsx';
export { SignInForm } from './sign-in-form.tsx';
export { AccountSignUpForm } from './account-sign-up-form.tsx';
export { SignUpForm } from './sign-up-form.tsx';

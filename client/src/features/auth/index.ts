// What other features may use of the auth feature: signing in and up (the admin login).
export { useSignIn, useSignUpTraveler } from './api.ts';

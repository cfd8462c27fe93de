import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { DomainError } from '../../errors.ts';
import type { Db } from '../../db/database.ts';
import type { Services } from '../../services.ts';
import {
  deletePasskey,
  findAccount,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  markSessionSecondFactor,
  recordPasskeyUse,
  takeChallenge,
} from './second-factor.repository.ts';
import {
  dropRecoveryCodesWithoutFactor,
  issueRecoveryCodes,
  needsSecondStep,
  nowOf,
  refuseLastFactorOfAdmin,
} from './second-factor.service.ts';

// Passkeys (WebAuthn, through SimpleWebAuthn; docs/decisions/116). The server keeps every
// challenge it issues, for a few minutes, and an answer takes it: each is used once. A passkey
// must verify its user (a PIN, a fingerprint), so a passkey sign-in is two factors in one.

export const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'Regen Marketplace';

type PasskeyServices = Pick<Services, 'db' | 'config' | 'secondFactorClock'>;
type Purpose = 'register' | 'sign_in' | 'second_step';

async function issueChallenge(services: PasskeyServices, purpose: Purpose, userId: string | null, challenge: string) {
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(nowOf(services).getTime() + CHALLENGE_TTL_MS);
  await insertChallenge(services.db, { id, challenge, purpose, userId, expiresAt });
  return id;
}

async function takeLiveChallenge(services: PasskeyServices, id: string, purpose: Purpose, userId: string | null) {
  const challenge = await takeChallenge(services.db, { id, purpose, userId, now: nowOf(services) });
  if (!challenge) throw new DomainError('BAD_REQUEST', 'secondFactor.passkeyChallengeExpired');
  return challenge;
}

/** Options for `navigator.credentials.create`: a discoverable credential that verifies its user. */
export async function passkeyRegistrationOptions(services: PasskeyServices, userId: string) {
  const account = await findAccount(services.db, userId);
  const existing = await listPasskeys(services.db, userId);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: services.config.webauthn.rpId,
    userName: account.email,
    userDisplayName: `${account.first_name} ${account.last_name}`.trim() || account.email,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_TTL_MS,
  });
  const challengeId = await issueChallenge(services, 'register', userId, options.challenge);
  return { challengeId, options };
}

/**
 * Verifies the browser's answer and keeps the passkey. The account's first second factor also
 * gets its recovery codes (returned once); this session has now used a second factor.
 */
export async function addPasskey(
  services: PasskeyServices,
  user: { id: string; sessionId: string },
  input: { challengeId: string; name: string; response: RegistrationResponseJSON },
) {
  const expectedChallenge = await takeLiveChallenge(services, input.challengeId, 'register', user.id);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge,
      expectedOrigin: services.config.webauthn.origins,
      expectedRPID: services.config.webauthn.rpId,
      requireUserVerification: true,
    });
  } catch {
    throw new DomainError('BAD_REQUEST', 'secondFactor.passkeyNotVerified');
  }
  if (!verification.verified) throw new DomainError('BAD_REQUEST', 'secondFactor.passkeyNotVerified');
  const info = verification.registrationInfo;
  const at = nowOf(services);
  return services.db.transaction().execute(async (trx) => {
    const firstFactor = !(await needsSecondStep(trx, user.id));
    const passkey = await insertPasskey(trx, {
      userId: user.id,
      credentialId: info.credential.id,
      publicKey: info.credential.publicKey,
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: input.name,
    });
    await markSessionSecondFactor(trx, user.sessionId, at);
    return {
      passkey: { id: passkey.id, name: passkey.name, createdAt: passkey.created_at, lastUsedAt: passkey.last_used_at },
      recoveryCodes: firstFactor ? await issueRecoveryCodes(trx, user.id) : null,
    };
  });
}

export async function removePasskey(db: Db, user: { id: string; role: string }, passkeyId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deletePasskey(trx, user.id, passkeyId))) {
      throw new DomainError('NOT_FOUND', 'secondFactor.passkeyNotFound');
    }
    await refuseLastFactorOfAdmin(trx, user);
    await dropRecoveryCodesWithoutFactor(trx, user.id);
  });
}

/**
 * Options for `navigator.credentials.get`. Signing in: any passkey of this site (the browser
 * offers the discoverable ones). The second step: only the waiting account's.
 */
export async function passkeyAuthenticationOptions(
  services: PasskeyServices,
  purpose: 'sign_in' | 'second_step',
  userId: string | null,
) {
  const allowCredentials = userId
    ? (await listPasskeys(services.db, userId)).map((p) => ({ id: p.credential_id, transports: p.transports }))
    : [];
  const options = await generateAuthenticationOptions({
    rpID: services.config.webauthn.rpId,
    allowCredentials,
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  const challengeId = await issueChallenge(services, purpose, userId, options.challenge);
  return { challengeId, options };
}

/**
 * Verifies a passkey's signature over a challenge this server issued; the signature counter must
 * move forward (a cloned authenticator shows an old one). Returns the passkey's account.
 */
export async function verifyPasskeyAssertion(
  services: PasskeyServices,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  purpose: 'sign_in' | 'second_step',
  userId: string | null,
): Promise<{ userId: string; at: Date }> {
  const expectedChallenge = await takeLiveChallenge(services, input.challengeId, purpose, userId);
  const passkey = await findPasskeyByCredentialId(services.db, input.response.id);
  if (!passkey || (userId !== null && passkey.user_id !== userId)) {
    throw new DomainError('UNAUTHORIZED', 'secondFactor.passkeyUnknown');
  }
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge,
      expectedOrigin: services.config.webauthn.origins,
      expectedRPID: services.config.webauthn.rpId,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    throw new DomainError('UNAUTHORIZED', 'secondFactor.passkeyNotVerified');
  }
  if (!verification.verified) throw new DomainError('UNAUTHORIZED', 'secondFactor.passkeyNotVerified');
  const at = nowOf(services);
  const recorded = await recordPasskeyUse(services.db, {
    id: passkey.id,
    previousCounter: passkey.counter,
    newCounter: verification.authenticationInfo.newCounter,
    usedAt: at,
  });
  if (!recorded) throw new DomainError('UNAUTHORIZED', 'secondFactor.passkeyNotVerified');
  return { userId: passkey.user_id, at };
}

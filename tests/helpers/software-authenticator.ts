import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

// A WebAuthn authenticator in software for api tests (docs/decisions/116): it answers the server's
// options as a browser with a platform passkey would, with an ES256 key made by node:crypto, a
// "none" attestation, user presence and verification, and a signature counter it keeps.

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

function coseEs256(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_DATA = 0x40;

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];
  private readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** Answers `navigator.credentials.create` with a new discoverable credential. */
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const credential: Credential = { id, privateKey, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id!),
      Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_DATA]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      Buffer.from(coseEs256(publicKey)),
    ]);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return {
      id: isoBase64URL.fromBuffer(id),
      rawId: isoBase64URL.fromBuffer(id),
      type: 'public-key',
      response: {
        clientDataJSON: Buffer.from(clientDataJSON).toString('base64url'),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * Answers `navigator.credentials.get` with the first credential the options allow (or this
   * authenticator's first, for a discoverable sign-in). `counter` overrides the next counter value.
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    choose: { credential?: Credential; counter?: number; rpId?: string } = {},
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential =
      choose.credential ??
      this.credentials.find((c) => allowed.length === 0 || allowed.includes(c.id.toString('base64url')));
    if (!credential) throw new Error('No credential of this authenticator is allowed');
    credential.counter = choose.counter ?? credential.counter + 1;
    const authData = Buffer.concat([
      sha256(choose.rpId ?? options.rpId!),
      Buffer.from([USER_PRESENT | USER_VERIFIED]),
      counterBytes(credential.counter),
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id.toString('base64url'),
      rawId: credential.id.toString('base64url'),
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

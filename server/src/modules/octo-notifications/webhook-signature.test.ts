import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from './octo-notifications.service.ts';
import { isValidSignature, newWebhookSecret, signatureOf } from './webhook-signature.ts';
import { retryDelayMs } from './webhook-worker.ts';

describe('the webhook signature', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body under the secret', () => {
    const body = '{"webhook":{"id":"w1"},"booking":{"uuid":"b1"}}';
    const secret = 'whsec_test';
    expect(signatureOf(secret, body)).toBe(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
    expect(isValidSignature(secret, body, signatureOf(secret, body))).toBe(true);
    expect(isValidSignature(secret, `${body} `, signatureOf(secret, body))).toBe(false);
    expect(isValidSignature('whsec_other', body, signatureOf(secret, body))).toBe(false);
    expect(isValidSignature(secret, body, undefined)).toBe(false);
  });

  it('gives each webhook a new 256-bit secret', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});

describe('webhook URLs', () => {
  it('takes https only, and http://127.0.0.1 only when loopback is allowed', () => {
    expect(checkWebhookUrl('https://hooks.example.com/octo', { octoWebhooksAllowLoopback: false })).toBe(
      'https://hooks.example.com/octo',
    );
    expect(() => checkWebhookUrl('http://127.0.0.1:4000/hook', { octoWebhooksAllowLoopback: false })).toThrow(
      'url: webhooks are sent over https only',
    );
    expect(checkWebhookUrl('http://127.0.0.1:4000/hook', { octoWebhooksAllowLoopback: true })).toBe(
      'http://127.0.0.1:4000/hook',
    );
    expect(() => checkWebhookUrl('http://localhost:4000/hook', { octoWebhooksAllowLoopback: true })).toThrow(
      'url: webhooks are sent over https only',
    );
    expect(() => checkWebhookUrl('ftp://example.com/hook', { octoWebhooksAllowLoopback: true })).toThrow(
      'url: webhooks are sent over https only',
    );
    expect(() => checkWebhookUrl('example.com/hook', { octoWebhooksAllowLoopback: true })).toThrow(
      'url: give a full https URL',
    );
  });
});

describe('retry backoff', () => {
  it('doubles from 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { seedDemoData } from './demo/seed-demo.ts';

// The configuration rules that keep development tools out of a deployment.

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe("admins' second factor (ADMIN_SECOND_FACTOR)", () => {
  it('requires it by default, in every environment', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).adminSecondFactorRequired).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).adminSecondFactorRequired).toBe(true);
    expect(loadConfig({}).adminSecondFactorRequired).toBe(true);
  });

  it('lets a local demo offer it instead, and refuses that anywhere else, naming the variable', () => {
    expect(loadConfig({ NODE_ENV: 'development', ADMIN_SECOND_FACTOR: 'offered' }).adminSecondFactorRequired).toBe(
      false,
    );
    const refusal =
      'Invalid configuration:\n  ADMIN_SECOND_FACTOR: admins need a second factor unless NODE_ENV is development or test';
    expect(configError({ NODE_ENV: 'production', ADMIN_SECOND_FACTOR: 'offered' }).message).toBe(refusal);
    expect(configError({ ADMIN_SECOND_FACTOR: 'offered' }).message).toBe(refusal);
  });
});

describe('demo data (SEED_DEMO)', () => {
  it('stops start-up when SEED_DEMO=true is combined with NODE_ENV=production, naming SEED_DEMO', () => {
    expect(configError({ NODE_ENV: 'production', SEED_DEMO: 'true' }).message).toBe(
      'Invalid configuration:\n  SEED_DEMO: demo data (accounts with a public password) is loaded only when NODE_ENV is development or test',
    );
  });

  it('refuses SEED_DEMO=true when NODE_ENV is unset (development by default, but not said explicitly)', () => {
    expect(configError({ SEED_DEMO: 'true' }).message).toContain('SEED_DEMO');
  });

  it('loads demo data by default only when NODE_ENV is development or test', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({}).seedDemo).toBe(false);
  });

  it('keeps an unset NODE_ENV running as development', () => {
    expect(loadConfig({}).env).toBe('development');
  });

  it('never seeds a production configuration, whoever asks (npm run db:seed too)', async () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    await expect(seedDemoData({} as Db, config)).rejects.toThrow(
      'Demo data (accounts with a public password) is never loaded when NODE_ENV is production.',
    );
  });
});

describe('/dev/mailbox', () => {
  it('is served only when NODE_ENV is development or test and no SMTP_URL is configured', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).devMailbox).toBe(true);
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:2525' }).devMailbox).toBe(false);
  });
});

describe('session lifetimes', () => {
  it('defaults to 30 days sliding and 90 days absolute', () => {
    const config = loadConfig({});
    expect([config.sessionDays, config.sessionMaxDays]).toEqual([30, 90]);
    expect(loadConfig({ SESSION_MAX_DAYS: '14', SESSION_DAYS: '7' }).sessionMaxDays).toBe(14);
  });

  it('refuses SESSION_MAX_DAYS shorter than SESSION_DAYS, naming the variable', () => {
    expect(configError({ SESSION_DAYS: '30', SESSION_MAX_DAYS: '20' }).message).toBe(
      'Invalid configuration:\n  SESSION_MAX_DAYS: must be at least SESSION_DAYS',
    );
    expect(configError({ SESSION_MAX_DAYS: '0' }).message).toContain('SESSION_MAX_DAYS');
  });
});

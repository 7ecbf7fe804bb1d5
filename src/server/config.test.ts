import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, jwtSecretRequired, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, embedded PGlite and the Buildwright brand', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.siteName).toBe('Buildwright');
    expect(config.seedOnStart).toBe(true);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and SITE_NAME', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/bw',
      DATABASE_URL: 'postgres://u@localhost:5432/bw',
      SITE_NAME: 'Rifle Co',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/bw',
      databaseUrl: 'postgres://u@localhost:5432/bw',
      siteName: 'Rifle Co',
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('reads a read replica only beside a primary PostgreSQL server', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://h/db',
      DATABASE_READ_URL: 'postgres://replica/db',
      READ_YOUR_WRITES_WINDOW: '15s',
    });
    expect(config).toMatchObject({
      databaseReadUrl: 'postgres://replica/db',
      readYourWritesMs: 15_000,
    });
    expect(loadConfig({}).readYourWritesMs).toBe(10_000);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/db' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://h/db', DATABASE_READ_URL: 'mysql://replica' }),
    ).toThrow(/DATABASE_READ_URL/);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('DATABASE_URL');
    }
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('JWT secret', () => {
  it('is required in production with a PostgreSQL server, and nowhere else', () => {
    const prodPg = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' });
    expect(jwtSecretRequired(prodPg)).toBe(true);
    expect(jwtSecretRequired(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(jwtSecretRequired(loadConfig({ DATABASE_URL: 'postgres://h/db' }))).toBe(false);
    expect(
      jwtSecretRequired(
        loadConfig({
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://h/db',
          JWT_SECRET: 'x'.repeat(32),
        }),
      ),
    ).toBe(false);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('log format', () => {
  it('is readable (pino-pretty) when NODE_ENV is development, as under npm run dev', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
  });

  it('stays JSON in production, in tests and when NODE_ENV is unset', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBe('json');
  });

  it('follows LOG_FORMAT when it is set', () => {
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('web app', () => {
  it('never names a web folder from the environment: main.ts sets only a built one', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).webDist).toBeUndefined();
  });

  it('reads the dev web address that npm run dev passes to the API server', () => {
    expect(loadConfig({ DEV_WEB_URL: 'http://localhost:3000' }).devWebUrl).toBe(
      'http://localhost:3000',
    );
    expect(loadConfig({}).devWebUrl).toBeUndefined();
    expect(() => loadConfig({ DEV_WEB_URL: 'localhost:3000' })).toThrow(/DEV_WEB_URL/);
  });

  it('refuses SMTP_URL without PUBLIC_URL in production, where links would take the Host header', () => {
    const prodMail = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' } as const;
    expect(() => loadConfig(prodMail)).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...prodMail, PUBLIC_URL: 'https://shop.example' }).publicUrl).toBe(
      'https://shop.example',
    );
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587' }).mail.smtpUrl).toBeDefined();
  });

  it('reads the session limits as durations and refuses one that is not', () => {
    expect(loadConfig({}).session).toEqual({ idleMs: 600_000, maxAgeMs: 43_200_000 });
    expect(loadConfig({ SESSION_IDLE_TIMEOUT: '30s' }).session.idleMs).toBe(30_000);
    expect(() => loadConfig({ SESSION_MAX_AGE: 'forever' })).toThrow(/SESSION_MAX_AGE/);
  });
});

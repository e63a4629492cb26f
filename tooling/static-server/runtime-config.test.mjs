import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorReportingConfigFromEnv, runtimeConfigFromEnv } from './runtime-config.mjs';

test('error reporting is off (null) without SENTRY_DSN', () => {
  assert.equal(runtimeConfigFromEnv({}).errorReporting, null);
});

test('error reporting carries the DSN, environment, release and the spec\'s trace sample rate', () => {
  assert.deepEqual(errorReportingConfigFromEnv({ SENTRY_DSN: 'https://key@errors.example.org/7', SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'abc123' }), {
    dsn: 'https://key@errors.example.org/7',
    environment: 'staging',
    release: 'abc123',
    tracesSampleRate: 0.1,
  });
  assert.deepEqual(errorReportingConfigFromEnv({ SENTRY_DSN: 'https://key@errors.example.org/7' }).environment, 'production');
});

test('a DSN that is not a DSN stops the server', () => {
  assert.throws(() => errorReportingConfigFromEnv({ SENTRY_DSN: 'errors.example.org' }), /SENTRY_DSN is not a valid URL/);
  assert.throws(() => errorReportingConfigFromEnv({ SENTRY_DSN: 'https://errors.example.org/7' }), /SENTRY_DSN must look like/);
  assert.throws(() => errorReportingConfigFromEnv({ SENTRY_DSN: 'https://key@errors.example.org/7', SENTRY_TRACES_SAMPLE_RATE: 'all' }), /SENTRY_TRACES_SAMPLE_RATE/);
  assert.equal(errorReportingConfigFromEnv({ SENTRY_DSN: 'https://key@errors.example.org/7', SENTRY_TRACES_SAMPLE_RATE: '0.5' }).tracesSampleRate, 0.5);
});

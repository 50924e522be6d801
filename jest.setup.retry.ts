// In CI (.ci/run sets CI=true) a failed test runs once more, its first failure printed in full;
// the run's summary names every test that passed only on its second try. Why: ADR 0035
// (docs/adr/0035-one-retry-for-tests-on-a-busy-ci.md).
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });

import { describe, expect, it } from 'vitest';
import {
  browserFileSeconds,
  browserTestsFailed,
  browserTestsNearTimeout,
  browserTestsOverBudget,
  unitFilesOverBudget,
  unitTestsFailed,
} from './test-budgets.mjs';

describe('time budgets of the test suite (decision 0027)', () => {
  it('when a unit file takes longer than 10 s, then it is listed with its time, and a quicker one is not', () => {
    const report = {
      testResults: [
        { name: '/repo/src/a.test.ts', startTime: 1_000, endTime: 12_500 },
        { name: '/repo/src/b.test.ts', startTime: 1_000, endTime: 10_999 },
      ],
    };
    expect(unitFilesOverBudget(report, '/repo')).toEqual(['unit file src/a.test.ts: 11.5 s']);
  });

  it('when a browser test in a nested describe takes longer than 15 s, then it is listed under its file', () => {
    const report = {
      suites: [
        {
          title: 'login.e2e.ts',
          file: 'login.e2e.ts',
          specs: [{ title: 'quick', tests: [{ results: [{ duration: 14_000 }] }] }],
          suites: [
            {
              title: 'the login modal',
              file: 'login.e2e.ts',
              specs: [{ title: 'slow', tests: [{ results: [{ duration: 15_200 }] }] }],
            },
          ],
        },
      ],
    };
    expect(browserTestsOverBudget(report)).toEqual(['browser test login.e2e.ts › slow: 15.2 s']);
  });

  it('when a report has tests in nested describes of two files, then each file sums its runs, longest first', () => {
    const report = {
      suites: [
        { title: 'a.e2e.ts', file: 'a.e2e.ts', specs: [{ title: 'one', tests: [{ results: [{ duration: 1_000 }] }] }] },
        {
          title: 'b.e2e.ts',
          file: 'b.e2e.ts',
          specs: [{ title: 'two', tests: [{ results: [{ duration: 2_000 }] }] }],
          suites: [{ title: 'inner', specs: [{ title: 'three', tests: [{ results: [{ duration: 500 }] }] }] }],
        },
      ],
    };
    expect(browserFileSeconds(report)).toEqual([
      { file: 'b.e2e.ts', ms: 2_500 },
      { file: 'a.e2e.ts', ms: 1_000 },
    ]);
  });

  it('when a browser test uses half its timeout or more, then it is listed with its time and timeout, and a quicker one is not', () => {
    const report = {
      suites: [
        {
          title: 'cart.e2e.ts',
          file: 'cart.e2e.ts',
          specs: [
            { title: 'journey', tests: [{ timeout: 60_000, results: [{ duration: 57_100 }] }] },
            { title: 'short', tests: [{ timeout: 60_000, results: [{ duration: 29_900 }] }] },
          ],
        },
      ],
    };
    expect(browserTestsNearTimeout(report)).toEqual(['browser test cart.e2e.ts › journey: 57.1 s of its 60.0 s']);
  });

  it('when a browser test times out and another fails, then both are listed with where they stopped and their first error lines, colour codes gone', () => {
    const report = {
      suites: [
        {
          title: 'payment.e2e.ts',
          file: 'payment.e2e.ts',
          specs: [
            { title: 'passes', tests: [{ results: [{ duration: 9_000, status: 'passed' }] }] },
            {
              title: 'declined',
              tests: [
                {
                  results: [
                    {
                      status: 'timedOut',
                      error: { message: 'Test timeout of 120000ms exceeded.' },
                      errors: [
                        { message: 'Test timeout of 120000ms exceeded.' },
                        {
                          message:
                            'Error: page.waitForURL: Test timeout of 120000ms exceeded.\n\u001b[2mwaiting for navigation\u001b[22m\n\n',
                          location: { file: 'payment.e2e.ts', line: 208, column: 16 },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: global setup failed' }],
    };
    expect(browserTestsFailed(report)).toEqual([
      'browser test payment.e2e.ts › declined: timedOut',
      '      Test timeout of 120000ms exceeded.',
      '      at payment.e2e.ts:208',
      '      Error: page.waitForURL: Test timeout of 120000ms exceeded.',
      '      waiting for navigation',
      'outside any test:',
      '      Error: global setup failed',
    ]);
  });

  it('when a unit test fails, then its file, name and the first lines of its failure are listed; a file failing outside its tests too', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          startTime: 0,
          endTime: 1,
          status: 'failed',
          assertionResults: [
            { fullName: 'cart when empty', status: 'passed' },
            {
              fullName: 'cart when full',
              status: 'failed',
              failureMessages: ['AssertionError: expected 1 to be 2\n    at a.test.ts:9'],
            },
          ],
        },
        {
          name: '/repo/src/b.test.ts',
          startTime: 0,
          endTime: 1,
          status: 'failed',
          message: 'SyntaxError: oops',
          assertionResults: [],
        },
      ],
    };
    expect(unitTestsFailed(report, '/repo')).toEqual([
      'unit test src/a.test.ts › cart when full',
      '      AssertionError: expected 1 to be 2',
      '          at a.test.ts:9',
      'unit file src/b.test.ts failed outside its tests',
      '      SyntaxError: oops',
    ]);
  });
});

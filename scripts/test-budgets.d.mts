/** Types of test-budgets.mjs for the test that imports it: the parts of the JSON reports it reads. */
interface VitestReport {
  testResults?: {
    name: string;
    startTime: number;
    endTime: number;
    status?: string;
    message?: string;
    assertionResults?: { title?: string; fullName?: string; status: string; failureMessages?: string[] }[];
  }[];
}
interface PlaywrightError {
  message?: string;
  location?: { file: string; line: number; column: number };
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    tests?: {
      timeout?: number;
      results?: { duration?: number; status?: string; error?: PlaywrightError; errors?: PlaywrightError[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}
export const budgets: { unitFileMs: number; browserTestMs: number };
export function unitFilesOverBudget(report: VitestReport, root: string): string[];
export function browserTestsOverBudget(report: { suites?: PlaywrightSuite[] }): string[];
export function browserTestsNearTimeout(report: { suites?: PlaywrightSuite[] }, share?: number): string[];
export function browserFileSeconds(report: { suites?: PlaywrightSuite[] }): { file: string; ms: number }[];
export function browserTestsFailed(report: { suites?: PlaywrightSuite[]; errors?: PlaywrightError[] }): string[];
export function unitTestsFailed(report: VitestReport, root: string): string[];

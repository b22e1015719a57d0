// What the host found, on `window.__hostContract` for a test to read (and in the console for a person).
import type { ContractProblem } from './contract-checks';

export interface HostContractReport {
  /** Every problem found since the page loaded. */
  problems: ContractProblem[];
  /** The current path's remote page rendered without a render error. */
  rendered: boolean;
  /** The remotes whose `./admin` the admin check loaded and checked (undefined until it is done). */
  adminChecked?: string[];
}

declare global {
  interface Window {
    __hostContract: HostContractReport;
  }
}

window.__hostContract = { problems: [], rendered: false };

export const report = {
  fail(problems: ContractProblem[]) {
    for (const problem of problems) console.error(`host contract: ${problem.remote} ${problem.check}: ${problem.why}`);
    window.__hostContract.problems.push(...problems);
  },
  rendered() {
    window.__hostContract.rendered = true;
  },
  adminChecked(remotes: string[]) {
    window.__hostContract.adminChecked = remotes;
  },
};

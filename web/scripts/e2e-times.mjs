// The browser tests' times from a run's JSON report (test-results/times.json): each spec
// file's sum over its tests and tries, the slowest tests, and the sum of all, in seconds.
// Usage: node scripts/e2e-times.mjs [report] [how many tests]
import { readFileSync } from 'node:fs';

const [file = 'test-results/times.json', most = '20'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));

/** Every test of a suite and the suites within it, with its file. */
function* testsOf(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) yield { file: spec.file, title: spec.title, test };
  }
  for (const inner of suite.suites ?? []) yield* testsOf(inner);
}

const byFile = new Map();
const tests = [];
for (const suite of report.suites) {
  for (const { file, title, test } of testsOf(suite)) {
    const seconds = test.results.reduce((sum, r) => sum + r.duration, 0) / 1000;
    byFile.set(file, (byFile.get(file) ?? 0) + seconds);
    tests.push({ seconds, name: `[${test.projectName}] ${file} › ${title}` });
  }
}

const line = (seconds, name) => `${seconds.toFixed(1).padStart(8)}  ${name}`;
const total = tests.reduce((sum, t) => sum + t.seconds, 0);
console.log(line(total, `all ${String(tests.length)} tests`));
console.log('\nspec files:');
for (const [name, seconds] of [...byFile].sort((a, b) => b[1] - a[1])) console.log(line(seconds, name));
console.log(`\nthe ${most} slowest tests:`);
for (const t of tests.sort((a, b) => b.seconds - a.seconds).slice(0, Number(most))) console.log(line(t.seconds, t.name));

import { appendFileSync } from 'node:fs';
import { checkedAnswers, takeViolations } from './response-contract';

// Every answer the e2e apps send is checked against the OpenAPI document (response-contract.ts);
// a violation fails the test whose request produced it.
afterEach(() => {
  const violations = takeViolations();
  if (violations.length === 0) return;
  const lines = violations.map((v) => `- ${v.request} → ${v.status}: ${v.problem}`);
  throw new Error(`The API answered outside its OpenAPI document:\n${lines.join('\n')}`);
});

// CONTRACT_REPORT=<file>: one JSON line per test file with what it checked (figures in docs/api.md).
afterAll(() => {
  const file = process.env.CONTRACT_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify({ answers: checkedAnswers.count, operations: [...checkedAnswers.operations] })}\n`);
});

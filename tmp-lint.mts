import { lint, createConfig } from '@redocly/openapi-core';
const config = await createConfig({ extends: ['recommended'] });
for (const doc of ['lottery-api','lottery-api-extensions']) {
  const problems = await lint({ ref: `contracts/openapi/${doc}.json`, config });
  const errs = problems.filter(p => p.severity === 'error');
  console.log(doc, 'errors', errs.length, 'warnings', problems.length - errs.length);
  for (const p of problems) console.log(' ', p.severity, p.ruleId, p.message.slice(0,120), p.location?.[0]?.pointer);
}

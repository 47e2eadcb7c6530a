import { readFileSync } from 'node:fs';
import { Comparator } from '@pactflow/openapi-pact-comparator';
const pairs = [['lottery-api','lottery-web-lottery-api'],['lottery-api-extensions','lottery-web-lottery-api-extensions']];
for (const [doc, pact] of pairs) {
  const oas = JSON.parse(readFileSync(`contracts/openapi/${doc}.json`,'utf8'));
  const p = JSON.parse(readFileSync(`contracts/pacts/${pact}.json`,'utf8'));
  const c = new Comparator(oas);
  const out = [];
  for await (const r of c.compare(p)) out.push(r);
  const errs = out.filter(r => r.type === 'error');
  console.log(doc, 'errors', errs.length, 'warnings', out.length - errs.length);
  for (const r of out) console.log(' ', r.type, r.code, r.message, JSON.stringify(r.mockDetails?.location), r.mockDetails?.value === undefined ? '' : JSON.stringify(r.mockDetails.value).slice(0,100));
}

import { driftReport } from './drift';
import { readRecording } from './replay';

/** `npm run mock-server:drift -- <file.har | folder>`: exit 1 when a recorded answer drifted. */
const [source] = process.argv.slice(2);
if (!source) {
  console.error('Usage: npm run mock-server:drift -- <recording.har | folder of .har files>');
  process.exit(2);
}
const entries = readRecording(source);
const drifts = driftReport(entries);
for (const drift of drifts) console.log(drift);
console.log(
  drifts.length === 0
    ? `No drift: ${entries.length} recorded exchanges match the OpenAPI documents and the pacts`
    : `${drifts.length} differences in ${entries.length} recorded exchanges`,
);
process.exit(drifts.length === 0 ? 0 : 1);

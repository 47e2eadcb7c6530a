/** Writes contracts/openapi/*.json from the fake's route table and the app's answer schemas. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOCUMENTS, documentText } from '../openapi/build/document';

const DIR = fileURLToPath(new URL('../openapi/', import.meta.url));

for (const name of DOCUMENTS) {
  writeFileSync(`${DIR}${name}.json`, documentText(name));
  console.log(`Wrote contracts/openapi/${name}.json`);
}

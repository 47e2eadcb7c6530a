import { createConfig, lintFromString } from '@redocly/openapi-core';

/**
 * Redocly's `recommended` rules on a document, offline: the text is linted as given and the
 * rules are the ones bundled with @redocly/openapi-core (no config file, no registry).
 */
export async function redoclyProblems(text: string, name: string) {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: text, absoluteRef: `${name}.json`, config });
  return problems.map((p) => ({
    severity: p.severity,
    rule: p.ruleId,
    line: `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`,
  }));
}

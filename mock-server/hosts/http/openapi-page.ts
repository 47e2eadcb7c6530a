import { createHash } from 'node:crypto';

type Json = Record<string, unknown>;

/** A document on the page: `key` prefixes its anchors, `href` is where it is served. */
export interface ServedDocument {
  key: string;
  href: string;
  doc: Json;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A schema as indented JSON, its `$ref`s linked to the component they name in the same document
 * (`key` keeps the documents' anchors apart: two documents may name a schema alike).
 */
const schemaBlock = (key: string, schema: unknown) =>
  `<pre>${escape(JSON.stringify(schema, null, 2)).replace(
    /&#34;#\/components\/schemas\/(\w+)&#34;/g,
    (_, name: string) => `<a href="#${key}-schema-${name}">${name}</a>`,
  )}</pre>`;

const details = (summary: string, body: string) =>
  `<details><summary>${summary}</summary>${body}</details>`;

function parametersTable(key: string, parameters: Json[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (p) =>
      `<tr><td><code>${escape(String(p.name))}</code></td><td>${escape(String(p.in))}</td>` +
      `<td>${p.required ? 'required' : 'optional'}</td><td>${schemaBlock(key, p.schema)}</td></tr>`,
  );
  return `<table><tr><th>Parameter</th><th>In</th><th></th><th>Schema</th></tr>${rows.join('')}</table>`;
}

function operation(key: string, method: string, path: string, op: Json): string {
  const security = JSON.stringify(op.security ?? []);
  const auth =
    security === '[{"bearer":[]}]'
      ? 'bearer token'
      : security === '[]'
        ? 'none'
        : 'optional bearer';
  const body = (op.requestBody as Json | undefined)?.content as Json | undefined;
  const responses = Object.entries((op.responses ?? {}) as Record<string, Json>).map(
    ([status, r]) => {
      const json = (r.content as Json | undefined)?.['application/json'] as Json | undefined;
      const title = `<b>${status}</b> ${escape(String(r.description))}`;
      if (json === undefined) return `<li>${title}</li>`;
      const examples = Object.values((json.examples ?? {}) as Record<string, Json>).map((e) =>
        details(`Example: ${escape(String(e.summary))}`, schemaBlock(key, e.value)),
      );
      return `<li>${details(title, schemaBlock(key, json.schema) + examples.join(''))}</li>`;
    },
  );
  return `<section class="op" id="${key}-${escape(String(op.operationId))}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(String(op.summary))} · <code>${escape(String(op.operationId))}</code> · auth: ${auth}</p>
${parametersTable(key, (op.parameters ?? []) as Json[])}
${body ? details('Request body', schemaBlock(key, (body['application/json'] as Json).schema)) : ''}
<ul>${responses.join('')}</ul></section>`;
}

/** A parameter as written, or the shared one its `$ref` names (the content API's locale, status). */
const parameterOf = (doc: Json) => (parameter: Json) => {
  const ref = /^#\/components\/parameters\/(\w+)$/.exec(String(parameter.$ref ?? ''));
  const shared = (doc.components as Json).parameters as Record<string, Json> | undefined;
  return ref ? (shared?.[ref[1]!] ?? parameter) : parameter;
};

function documentSection({ key, href, doc }: ServedDocument): string {
  const info = doc.info as Json;
  const resolve = parameterOf(doc);
  const ops = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(
    ([path, item]) =>
      Object.entries(item).map(([method, op]) =>
        operation(key, method, path, {
          ...op,
          parameters: ((op.parameters ?? []) as Json[]).map(resolve),
        }),
      ),
  );
  const schemas = Object.entries(((doc.components as Json).schemas ?? {}) as Json).map(
    ([name, schema]) =>
      `<details id="${key}-schema-${name}"><summary>${name}</summary>${schemaBlock(key, schema)}</details>`,
  );
  return `<h2>${escape(String(info.title))} <a href="${href}">${href}</a></h2>
<p>${escape(String(info.description))}</p>${ops.join('\n')}<h3>Schemas</h3>${schemas.join('')}`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-inline-size:70rem;padding:1rem;color:#1b1b1b}
code,pre{font:13px ui-monospace,monospace}pre{background:#f4f4f4;padding:.5rem;overflow:auto;margin:0}
.op{border-block-start:1px solid #ddd;padding-block:.5rem}h3{margin-block:.25rem}
.m{display:inline-block;min-inline-size:4.5rem;text-align:center;border-radius:4px;color:#fff;background:#555}
.get{background:#1565c0}.post{background:#2e7d32}.put{background:#ef6c00}.delete{background:#c62828}
table{border-collapse:collapse;display:block;overflow-x:auto;max-inline-size:100%}td,th{border:1px solid #ddd;padding:.25rem;vertical-align:top;text-align:start}`;

/** The page's CSP: no script at all, and only this page's own style. */
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** A self-contained reference page: no script, no external resource, so it works offline. */
export function referencePage(documents: ServedDocument[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lottery API reference</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head><body>
<h1>Lottery API reference (the fake)</h1>
<p>Generated from <code>contracts/openapi/*.json</code>. The content API is what the app reads
of Strapi 5's own (<a href="https://docs.strapi.io/cms/api/rest">docs.strapi.io</a>).</p>
${documents.map(documentSection).join('\n')}</body></html>`;
}

import type { OpenApiDocument } from './document';

interface OperationView {
  summary?: string;
  security?: unknown[];
  parameters?: { in?: string; name?: string; required?: boolean; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const pre = (schema: unknown) =>
  schema === undefined ? '' : `<pre>${escape(JSON.stringify(schema, null, 2))}</pre>`;

function section(path: string, method: string, op: OperationView): string {
  const parameters = op.parameters ?? [];
  const body = Object.entries(op.requestBody?.content ?? {});
  const responses = Object.entries(op.responses ?? {});
  return `<section>
<h2><span class="m ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h2>
<p>${escape(op.summary ?? '')}${op.security ? ' <em>(authorization required)</em>' : ''}</p>
${parameters.length ? `<h3>Parameters</h3><ul>${parameters.map((p) => `<li><code>${escape(p.name ?? '')}</code> (${escape(p.in ?? '')}${p.required ? ', required' : ''})${p.description ? `: ${escape(p.description)}` : ''}</li>`).join('')}</ul>` : ''}
${body.map(([media, content]) => `<h3>Body (${escape(media)})</h3>${pre(content.schema)}`).join('')}
<h3>Responses</h3><dl>${responses
    .map(
      ([status, r]) =>
        `<dt>${escape(status)}</dt><dd>${escape(r.description ?? '')}${pre(r.content?.['application/json']?.schema)}</dd>`,
    )
    .join('')}</dl>
</section>`;
}

/** A readable, dependency-free HTML rendering of the OpenAPI document (development only). */
export function renderDocsPage(document: OpenApiDocument, jsonPath: string): string {
  const sections: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item ?? {})) {
      if (op && typeof op === 'object' && 'responses' in op)
        sections.push(section(path, method, op as OperationView));
    }
  }
  const { title, description = '' } = document.info;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d2430}
section{border-top:1px solid #d6dbe3;padding:.5rem 0}
h2{font-size:1.1rem}.m{display:inline-block;min-width:3.5rem;padding:0 .4rem;border-radius:4px;color:#fff;font-size:.8rem;text-align:center;background:#5b6472}
.get{background:#2f7d4f}.post{background:#2b5aa8}.put{background:#8a5a00}.head{background:#4f5d75}
pre{background:#f4f6f9;padding:.6rem;overflow:auto;font-size:12px;border-radius:4px}dt{font-weight:600}
</style></head><body>
<h1>${escape(title)}</h1><p>${escape(description)}</p><p>Machine-readable: <a href="${escape(jsonPath)}">${escape(jsonPath)}</a></p>
${sections.join('\n')}
</body></html>`;
}

/** A readable, dependency-free HTML rendering of the OpenAPI document (development only). */
export function renderDocsPage(document: Record<string, unknown>): string {
  const escape = (value: string) =>
    value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
  const info = document.info as { title: string; description: string };
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const sections: string[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters as { name: string; required: boolean; description: string }[] | undefined) ?? [];
      const body = (op.requestBody as { content: { 'application/json': { schema: unknown } } } | undefined)?.content['application/json'].schema;
      const responses = op.responses as Record<string, { description: string; content?: { 'application/json': { schema: unknown } } }>;
      sections.push(`<section>
<h2><span class="m ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h2>
<p>${escape(String(op.summary))}${op.security ? ' <em>(Authorization: Bearer)</em>' : ''}</p>
${parameters.length ? `<h3>Query</h3><ul>${parameters.map((p) => `<li><code>${escape(p.name)}</code>${p.required ? ' (required)' : ''}: ${escape(p.description)}</li>`).join('')}</ul>` : ''}
${body ? `<h3>Body</h3><pre>${escape(JSON.stringify(body, null, 2))}</pre>` : ''}
<h3>Responses</h3><dl>${Object.entries(responses)
        .map(
          ([status, r]) =>
            `<dt>${escape(status)}</dt><dd>${escape(r.description)}${r.content ? `<pre>${escape(JSON.stringify(r.content['application/json'].schema, null, 2))}</pre>` : ''}</dd>`,
        )
        .join('')}</dl>
</section>`);
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d2430}
section{border-top:1px solid #d6dbe3;padding:.5rem 0}
h2{font-size:1.1rem}.m{display:inline-block;min-width:3.5rem;padding:0 .4rem;border-radius:4px;color:#fff;font-size:.8rem;text-align:center}
.get{background:#2f7d4f}.post{background:#2b5aa8}
pre{background:#f4f6f9;padding:.6rem;overflow:auto;font-size:12px;border-radius:4px}dt{font-weight:600}
</style></head><body>
<h1>${escape(info.title)}</h1><p>${escape(info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
${sections.join('\n')}
</body></html>`;
}

import { escapeHtml } from '../html';
import type { JsonSchema } from './schemas';

/**
 * /sandbox/api/docs: the OpenAPI description as a plain HTML reference, rendered by the sandbox once. swagger-ui's own
 * markup fails WCAG (controls inside controls, unnamed selects, low contrast) and needs a megabyte of script, so the
 * read-only reference is server-rendered: headings per service and operation, tables of parameters, nested lists for
 * bodies, native <details> to fold each operation. The explorer, which sends requests, stays swagger-ui.
 */

type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; $ref?: string; content?: Record<string, { schema: JsonSchema }> }>;
};
export type ReferenceDocument = {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, { description: string }> };
};

const methodOrder = ['get', 'post', 'put', 'patch', 'delete'];
/** How deep a body is unfolded; below it a schema is named by its type only. */
const maxDepth = 4;
const e = escapeHtml;

/** A schema's type in words: "string (date)", "array of object", "one of: Open, Paid". */
function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum))
    return `one of: ${(schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if ('const' in schema) return `exactly ${JSON.stringify(schema.const)}`;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(typeOf).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any');
  if (type === 'array' && schema.items) return `array of ${typeOf(schema.items as JsonSchema)}`;
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The limits a schema states: lengths, ranges, patterns, item counts. */
function limitsOf(schema: JsonSchema): string {
  const parts: string[] = [];
  const say = (key: string, words: string) => {
    if (schema[key] !== undefined) parts.push(`${words} ${JSON.stringify(schema[key])}`);
  };
  say('minLength', 'at least');
  say('maxLength', 'at most');
  say('minimum', '≥');
  say('maximum', '≤');
  say('minItems', 'at least');
  say('maxItems', 'at most');
  say('pattern', 'matching');
  if (schema.minLength !== undefined || schema.maxLength !== undefined) parts.push('characters');
  if (schema.minItems !== undefined || schema.maxItems !== undefined) parts.push('items');
  return parts.join(' ');
}

/** An object's properties as a nested list: name, required, type, limits, description. */
function propertiesHtml(schema: JsonSchema, depth: number): string {
  const target = schema.type === 'array' && schema.items ? (schema.items as JsonSchema) : schema;
  const properties = target.properties as Record<string, JsonSchema> | undefined;
  if (!properties || depth > maxDepth) return '';
  const required = new Set((target.required as string[] | undefined) ?? []);
  const items = Object.entries(properties).map(([name, property]) => {
    const limits = limitsOf(property);
    return `<li><code>${e(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''} · ${e(typeOf(property))}${
      limits ? ` · ${e(limits)}` : ''
    }${property.description ? ` · ${e(String(property.description))}` : ''}${propertiesHtml(property, depth + 1)}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

function bodyHtml(content: Record<string, { schema: JsonSchema }>): string {
  return Object.entries(content)
    .map(([type, { schema }]) => `<p><code>${e(type)}</code> · ${e(typeOf(schema))}</p>${propertiesHtml(schema, 1)}`)
    .join('');
}

function operationHtml(path: string, method: string, op: Operation, doc: ReferenceDocument): string {
  const parameters = op.parameters ?? [];
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  const responses = Object.entries(op.responses).map(([status, response]) => {
    const ref = response.$ref?.split('/').at(-1);
    const description = ref ? (doc.components?.responses?.[ref]?.description ?? ref) : (response.description ?? '');
    return `<li><strong>${e(status)}</strong> ${e(description)}${response.content ? bodyHtml(response.content) : ''}</li>`;
  });
  return `<details id="${e(op.operationId)}"><summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${e(path)}</code> ${e(op.summary)}</summary>
<div class="op"><h4>${method.toUpperCase()} ${e(path)}</h4>
${op.description ? `<p>${e(op.description)}</p>` : ''}
<p>Operation id <code>${e(op.operationId)}</code>${schemes.length > 0 ? ` · authorisation: ${schemes.map((s) => `<code>${e(s)}</code>`).join(' or ')}` : ''}</p>
${
  parameters.length > 0
    ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th></tr></thead><tbody>${parameters
        .map(
          (p) =>
            `<tr><td><code>${e(p.name)}</code></td><td>${e(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${e(
              [p.schema ? typeOf(p.schema) : 'string', p.schema ? limitsOf(p.schema) : ''].filter(Boolean).join(' · '),
            )}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
}
${op.requestBody ? `<h5>Request body${op.requestBody.required ? ' (required)' : ''}</h5>${bodyHtml(op.requestBody.content)}` : ''}
<h5>Responses</h5><ul class="responses">${responses.join('')}</ul></div></details>`;
}

const css = `.ref{max-width:1100px;margin:0 auto;padding:0 20px 48px;line-height:1.5}
.ref h2{margin-top:32px;border-bottom:1px solid #d9d9d9;padding-bottom:4px}
.ref details{border:1px solid #d9d9d9;border-radius:6px;margin:8px 0;background:#fff}
.ref summary{cursor:pointer;padding:8px 12px;overflow-wrap:anywhere}.ref .op{padding:0 16px 12px}
.ref .method{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-weight:600;font-size:13px;padding:1px 6px}
.ref .get{background:#0958d9}.ref .post{background:#237804}.ref .put,.ref .patch{background:#874d00}.ref .delete{background:#a8071a}
.ref table{border-collapse:collapse;margin:8px 0;width:100%}.ref caption{text-align:left;font-weight:600}
.ref th,.ref td{border:1px solid #d9d9d9;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
.ref code{background:#f5f5f5;padding:1px 4px;border-radius:4px;overflow-wrap:anywhere}.ref .req{color:#a8071a;font-size:13px}
.ref nav ul{columns:2 240px}.ref h4{margin:8px 0}.ref h5{margin:12px 0 4px;font-size:15px}`;

/** The reference's stylesheet and its body (table of contents, then each service's operations). */
export function referenceHtml(doc: ReferenceDocument): { css: string; body: string } {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methodOrder) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op, doc)]);
    }
  }
  const described = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']));
  const order = [...(doc.tags ?? []).map((t) => t.name), ...[...byTag.keys()].filter((t) => !described.has(t))];
  const sections = order
    .filter((tag) => byTag.has(tag))
    .map(
      (tag) =>
        `<section aria-labelledby="tag-${e(tag)}"><h2 id="tag-${e(tag)}">${e(tag)}</h2>${
          described.get(tag) ? `<p>${e(described.get(tag) ?? '')}</p>` : ''
        }${(byTag.get(tag) ?? []).join('\n')}</section>`,
    );
  const toc = order
    .filter((tag) => byTag.has(tag))
    .map((tag) => `<li><a href="#tag-${e(tag)}">${e(tag)}</a> (${byTag.get(tag)?.length ?? 0})</li>`)
    .join('');
  return {
    css,
    body: `<div class="ref"><p>${e(doc.info.title)}, version ${e(doc.info.version)}. ${e(doc.info.description ?? '')}</p>
<nav aria-label="Services"><h2>Services</h2><ul>${toc}</ul></nav>
${sections.join('\n')}</div>`,
  };
}

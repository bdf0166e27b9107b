// Tests only (in a testing/ folder: tooling, which may use devDependencies; exported from
// `@blindspot/service-kit/testing`): checks real answers against a service's OpenAPI document, with ajv on
// the document's JSON Schemas (2020-12, OpenAPI 3.1's dialect).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../openapi-document.js';

export interface ResponseValidator {
  /**
   * Throws, naming each mismatch, unless `body` is what the document promises for this operation and
   * status (`path` in the document's form, `/api/deal-analyses/{id}`). A status the document does not
   * list for the operation is a mismatch too.
   */
  check(method: string, path: string, status: number, body: unknown): void;
  /** How many answers were checked, by operation (`get /api/deal-analyses`). */
  checked: Map<string, number>;
}

export function openApiResponseValidator(document: OpenApiDocument): ResponseValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
  const checked = new Map<string, number>();
  const compiled = new Map<string, ReturnType<Ajv2020['compile']>>();
  return {
    checked,
    check(method, path, status, body) {
      const name = `${method.toLowerCase()} ${path}`;
      const operation = document.paths[path]?.[method.toLowerCase()] as { responses?: Record<string, any> } | undefined;
      if (!operation) throw new Error(`The document has no operation ${name}`);
      const response = operation.responses?.[String(status)];
      if (!response)
        throw new Error(
          `${name} answered ${status}, which the document does not list (${Object.keys(operation.responses ?? {}).join(', ')})`,
        );
      const schema = response.content?.['application/json']?.schema;
      if (!schema) {
        if (body !== undefined && body !== '' && !(typeof body === 'object' && body !== null && Object.keys(body).length === 0)) {
          throw new Error(`${name} ${status}: the document promises no body, got ${JSON.stringify(body).slice(0, 200)}`);
        }
      } else {
        const key = `${name} ${status}`;
        let validate = compiled.get(key);
        if (!validate) {
          // Refs point into the document's components: resolve them against the document added above.
          const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
          validate = ajv.compile(rebased);
          compiled.set(key, validate);
        }
        if (!validate(body)) {
          const problems = (validate.errors ?? []).map(
            (e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
          );
          throw new Error(`${name} ${status} does not match the document:\n  ${problems.join('\n  ')}`);
        }
      }
      checked.set(name, (checked.get(name) ?? 0) + 1);
    },
  };
}

/** What makes `document` invalid OpenAPI 3.1 (the specification's own JSON Schema, via @seriousme/openapi-schema-validator); empty when valid. */
export async function openApiProblems(document: unknown): Promise<string[]> {
  const { Validator } = await import('@seriousme/openapi-schema-validator');
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document) as Record<string, unknown>);
  if (validator.version !== '3.1') return [`not OpenAPI 3.1 (found ${validator.version})`];
  if (result.valid) return [];
  const errors = result.errors;
  return Array.isArray(errors) ? errors.map((e) => `${e.instancePath ?? ''} ${e.message ?? JSON.stringify(e)}`) : [String(errors)];
}

import { bodyCases, hostileFiles, jsonCases, jsonText, textCases } from '@/server/http/testing/hostile-input';
import type { FuzzRoute } from './hostile-input-routes';

/*
 * Tests only (decision 077): the hostile calls of one route handler, from its entry in
 * hostile-input-routes.ts. Each changes one thing of a valid request: a path segment, a query value, a body
 * field, the whole body, or the Host header.
 */

/** Cases of one handler's segments, its query, and each of its bodies' fields (whole bodies and hosts come on top). */
const MAX_FIELD_CASES = 96;

const HOSTILE_HOSTS = ['%', 'alpha.localhost%zz:3000', '%00', `${'a'.repeat(300)}.localhost`];

export type Call = {
  label: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body?: BodyInit;
  type?: string;
  host?: string;
};

function formOf(fields: Record<string, string>, fileFields: Record<string, File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(fileFields)) form.append(name, file);
  return form;
}

type BodyCall = Omit<Call, 'params' | 'query'>;

const JSON_TYPE = 'application/json';
const URLENCODED_TYPE = 'application/x-www-form-urlencoded';

const wholeBodies = (type: string): BodyCall[] =>
  bodyCases().map(({ label, input }) => ({ label, body: input, type }));

function jsonBodyCalls(templates: readonly unknown[]): BodyCall[] {
  const fields = templates.flatMap((template) => jsonCases(template).slice(0, MAX_FIELD_CASES));
  return [
    ...fields.map(({ label, input }) => ({ label, body: input, type: JSON_TYPE })),
    ...wholeBodies(JSON_TYPE),
  ];
}

/** A multipart form's hostile fields and files; the Request writes its content type, boundary included. */
function formBodyCalls(fields: Record<string, string>, files: Record<string, File>): BodyCall[] {
  const texts = textCases(fields).map(({ label, input }) => ({ label, body: formOf(input, files) }));
  const uploads = Object.keys(files).flatMap((name) =>
    hostileFiles().map(({ label, input }) => ({
      label: `${name}: ${label}`,
      body: formOf(fields, { ...files, [name]: input }),
    })),
  );
  return [...texts, ...uploads, ...wholeBodies('multipart/form-data; boundary=x')];
}

/** The hostile bodies of a POST, each sent with the valid segments and query. */
function bodyCalls(route: FuzzRoute): BodyCall[] {
  const body = route.body ?? { kind: 'json', templates: [{}] };
  if (body.kind === 'json') return jsonBodyCalls(body.templates);
  if (body.kind === 'form') return formBodyCalls(body.fields, body.files);
  if (body.kind === 'bytes') return wholeBodies('application/octet-stream');
  const fields = textCases(body.fields).map(({ label, input }) => ({
    label,
    body: new URLSearchParams(input).toString(),
    type: URLENCODED_TYPE,
  }));
  return [...fields, ...wholeBodies(URLENCODED_TYPE)];
}

/** The route's valid body, sent only from a hostile host (which names no site). */
function validBody(route: FuzzRoute): Pick<Call, 'body' | 'type'> {
  const body = route.body ?? { kind: 'json', templates: [{}] };
  if (body.kind === 'json') return { body: jsonText(body.templates[0]), type: JSON_TYPE };
  if (body.kind === 'form') return { body: formOf(body.fields, body.files) };
  if (body.kind === 'urlencoded')
    return { body: new URLSearchParams(body.fields).toString(), type: URLENCODED_TYPE };
  return { body: 'abc', type: 'application/octet-stream' };
}

/** Every hostile call of one handler: segments, query keys and body, then the Host header. */
export function callsOf(folder: string, method: string, route: FuzzRoute): Call[] {
  const params = route.params ?? {};
  const query = route.query ?? {};
  const valid = { params, query, label: '' };
  const fieldCalls = [
    ...textCases(params)
      .slice(0, MAX_FIELD_CASES)
      .map(({ label, input }) => ({ ...valid, label: `segment ${label}`, params: input })),
    ...textCases(query)
      .slice(0, MAX_FIELD_CASES)
      .map(({ label, input }) => ({ ...valid, label: `query ${label}`, query: input })),
  ];
  const readsBody = method !== 'GET' && method !== 'HEAD';
  const post = readsBody ? bodyCalls(route).map((call) => ({ ...valid, ...call })) : [];
  const template = readsBody ? validBody(route) : {};
  const hosts = folder.startsWith('api/')
    ? HOSTILE_HOSTS.map((host) => ({ ...valid, ...template, label: `host ${host.slice(0, 40)}`, host }))
    : [];
  return [...fieldCalls, ...post, ...hosts];
}

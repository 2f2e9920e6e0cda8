import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DECIMAL_TEXT_PATTERN, isDecimalText } from '../../protocol/decimalText.ts';
import { INT4_MAX } from '../../protocol/schemas/common.ts';
import { localNumber } from '../i18n/localNumber.ts';
import { HttpRefusal } from './envelope.ts';

/**
 * Numbers are read before the schema sees them, because Ajv's type coercion takes any string JavaScript
 * can read as a number: "0x10", "1e3", " 7" and "0b1" all became integers. So, for every route, before
 * validation:
 * - an integer field (`Type.Integer`, or a choice of integer literals such as `type` 1 or 2) must be one
 *   value, sent as plain digits ("-" only where the schema allows negatives) or as a JSON integer, never
 *   `true`, `[1]`, "1.0", "+1", "0x1" or "1e0", and lie within the schema's bounds, which default to a
 *   PostgreSQL int4 (1..2^31-1 for ids): out of range is a 400 with a translated message, never a database
 *   error;
 * - a decimal field (the DecimalText schema: prices, lots, amounts) must be a string in the one wire
 *   grammar: a JSON number is refused, as is every other spelling.
 * Anything else is left to the schema.
 */

interface NumberField {
  name: string;
  kind: 'integer' | 'decimal';
  min: number;
  max: number;
}

type Part = 'querystring' | 'body' | 'params';
type FieldsByPart = Readonly<Record<Part, readonly NumberField[]>>;

const PLAIN_INTEGER = /^-?(0|[1-9][0-9]{0,15})$/;
const parts: readonly Part[] = ['querystring', 'body', 'params'];

interface PropertySchema {
  type?: unknown;
  pattern?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  anyOf?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The values of a choice of integer literals (`Type.Union([Type.Literal(1), Type.Literal(2)])`), else null. */
function integerChoices(schema: PropertySchema): number[] | null {
  if (!Array.isArray(schema.anyOf) || schema.anyOf.length === 0) return null;
  const values = schema.anyOf.map((option: unknown) => (isRecord(option) ? option.const : undefined));
  return values.every((value): value is number => Number.isInteger(value)) ? values : null;
}

function numberFieldOf(name: string, schema: PropertySchema): NumberField | null {
  const choices = integerChoices(schema);
  if (choices) return { name, kind: 'integer', min: Math.min(...choices), max: Math.max(...choices) };
  if (schema.type === 'integer') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : -INT4_MAX - 1;
    const max = typeof schema.maximum === 'number' ? schema.maximum : INT4_MAX;
    return { name, kind: 'integer', min, max };
  }
  if (schema.type === 'string' && schema.pattern === DECIMAL_TEXT_PATTERN) {
    return { name, kind: 'decimal', min: 0, max: 0 };
  }
  return null;
}

/** The integer and decimal fields of one request schema (an object's own properties). */
export function numberFieldsOf(schema: unknown): NumberField[] {
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  const fields: NumberField[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    const field = isRecord(property) ? numberFieldOf(name, property) : null;
    if (field) fields.push(field);
  }
  return fields;
}

function refuseInteger(field: NumberField, value: unknown): HttpRefusal | null {
  // One value: a repeated query parameter, an array, a boolean or a fraction is not an integer.
  const plain = typeof value === 'string' ? PLAIN_INTEGER.test(value) : Number.isInteger(value);
  if (!plain) return new HttpRefusal('invalidParams', 'integerMalformed', { field: field.name });
  const number = Number(value);
  if (number < field.min || number > field.max) {
    return new HttpRefusal('invalidParams', 'numberOutOfRange', {
      field: field.name,
      min: localNumber(field.min),
      max: localNumber(field.max),
    });
  }
  return null;
}

function refuseDecimal(field: NumberField, raw: unknown): HttpRefusal | null {
  if (typeof raw === 'string' && isDecimalText(raw)) return null;
  return new HttpRefusal('invalidParams', 'numberMalformed', { field: field.name });
}

/** The first number in the request that breaks the wire rules, as the error to send. */
export function refuseWireNumbers(fields: FieldsByPart, request: FastifyRequest): HttpRefusal | null {
  for (const part of parts) {
    const source = part === 'querystring' ? request.query : part === 'body' ? request.body : request.params;
    if (!isRecord(source)) continue;
    for (const field of fields[part]) {
      if (!(field.name in source) || source[field.name] === undefined) continue;
      const raw = source[field.name];
      const refused = field.kind === 'integer' ? refuseInteger(field, raw) : refuseDecimal(field, raw);
      if (refused) return refused;
    }
  }
  return null;
}

/** Every route that takes numbers, with its fields (the route table the tests walk). */
export interface NumberRoute {
  method: string;
  url: string;
  fields: FieldsByPart;
}

const routesOfApp = new WeakMap<FastifyInstance, NumberRoute[]>();

export function routesTakingNumbers(app: FastifyInstance): readonly NumberRoute[] {
  return routesOfApp.get(app) ?? [];
}

/** Reads each route's number fields once when it is declared and checks them on every request. */
export function registerWireNumbers(app: FastifyInstance): void {
  const routes: NumberRoute[] = [];
  routesOfApp.set(app, routes);
  const fieldsOfRoute = new Map<string, FieldsByPart>();
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    const fields: FieldsByPart = {
      querystring: numberFieldsOf(schema.querystring),
      body: numberFieldsOf(schema.body),
      params: numberFieldsOf(schema.params),
    };
    if (parts.every((part) => fields[part].length === 0)) return;
    for (const method of [route.method].flat()) {
      fieldsOfRoute.set(`${method} ${route.url}`, fields);
      routes.push({ method, url: route.url, fields });
    }
  });
  app.addHook('preValidation', async (request) => {
    // HEAD runs the GET route's handler: it gets the GET route's checks.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const fields = fieldsOfRoute.get(`${method} ${request.routeOptions.url}`);
    if (!fields) return;
    const refused = refuseWireNumbers(fields, request);
    if (refused) throw refused;
  });
}

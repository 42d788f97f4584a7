/**
 * Answer schemas: what a route answers, as JSON Schema. The server types each handler's answer from them and
 * serializes it by them, so a field the schema does not name never reaches the client; the client reads the
 * same types (FromSchema) for the records it shows.
 */

/** The envelope's own fields (ARCHITECTURE "The API contract"). */
const envelopeFields = {
  errCode: { type: 'integer' },
  errInfo: { type: 'string' },
} as const;

/** An envelope of the given fields, errCode always among them, answered as 200. */
export const envelopeAnswer = <const P extends { errCode: unknown }>(properties: P) =>
  ({ 200: { type: 'object', properties, required: ['errCode'], additionalProperties: false } }) as const;

/** An answer without a result: errCode and, when there is one, errInfo. */
export const emptyAnswer = envelopeAnswer(envelopeFields);

/** The answer of a route whose result is described by `result`. */
export const answerOf = <const R>(result: R) => envelopeAnswer({ ...envelopeFields, result });

/** A page of records and how many there are in all (ARCHITECTURE "Lists"). */
export const listOf = <const R>(item: R) =>
  ({
    type: 'object',
    properties: { list: { type: 'array', items: item }, count: { type: 'integer' } },
    required: ['list', 'count'],
    additionalProperties: false,
  }) as const;

/** A record of the given fields, each present (a missing one is null where the field allows it). */
export const recordOf = <const P extends Record<string, unknown>>(properties: P) =>
  ({
    type: 'object',
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
    additionalProperties: false,
  }) as const;

/** The id of the record a change removed. */
export const idAnswer = recordOf({ _id: { type: 'string' } });

/** Text or null. */
export const nullableText = { type: ['string', 'null'] } as const;
/** An object the client reads as a whole (settings it hands on as they are). */
export const openObject = { type: 'object', additionalProperties: true } as const;

/** A file, a spreadsheet or a stream: sent as it is, never serialized (a refusal on the way is the envelope). */
export const fileAnswer = { 200: { description: 'a file sent as it is' } } as const;

/** The record a form's schema describes, each of its fields answered. */
export const recordFrom = <const S extends { properties: Record<string, unknown> }>(schema: S) =>
  recordOf(schema.properties as S['properties']);

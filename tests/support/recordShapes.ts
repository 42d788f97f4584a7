import { Ajv, type ValidateFunction } from 'ajv';
import { expect } from 'vitest';

const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new WeakMap<object, ValidateFunction>();

/** Fails, naming the fields, when an answer lacks a field of its record schema, has one more, or one of another type. */
export function expectShape(schema: object, ...answers: unknown[]): void {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  for (const answer of answers) {
    validate(answer);
    expect(validate.errors ?? []).toEqual([]);
  }
}

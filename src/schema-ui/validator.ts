import type { RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';

/**
 * The form's validator: ajv with the schemas' own Chinese messages (ajv-errors), as the server's is,
 * so a form shows exactly what the server would answer.
 */
export const formValidator = customizeValidator({ ajvOptionsOverrides: { allErrors: true, strict: false } });
ajvErrors.default(formValidator.ajv);

interface NestedError {
  keyword?: string;
  params?: { missingProperty?: string };
}

/**
 * ajv-errors reports a missing property on the object that holds it; the form shows it on the field.
 * Only the message is kept, as the schema words it.
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => {
    const inner = (error.params as { errors?: NestedError[] } | undefined)?.errors?.[0];
    const missing = inner?.params?.missingProperty;
    const property =
      missing !== undefined && (error.property === '' || error.property === '.') ? `.${missing}` : error.property;
    return { ...error, property, stack: error.message ?? error.stack };
  });
}

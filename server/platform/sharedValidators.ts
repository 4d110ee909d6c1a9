/** What this module touches of Fastify's Ajv instance (its own copy of the package, not the root one). */
interface Compiler {
  compile(schema: unknown, meta?: boolean): unknown;
}

/** The options every app gives Ajv (app.ts): extra fields are refused, types never coerced. */
export const ajvOptions = { removeAdditional: false, coerceTypes: false } as const;

const compiled = new WeakMap<object, unknown>();

/**
 * Fastify's request validators (Ajv), compiled once per schema for every app in the process, as
 * sharedSerializers.ts does for the responses: each app makes its own Ajv, and compiling every
 * route's body schema again was half of what readying a test app cost (about 150 ms of 300). All
 * apps give Ajv the same options (`ajvOptions`) and no shared schemas, and the route schemas are
 * module constants, so a validator built for one schema object serves every app. Fastify's own
 * schema handling is untouched: a headers schema, which it lower-cases into a new object for
 * each route, is simply compiled again.
 */
export function shareCompiledValidators(ajv: Compiler): void {
  const compile = ajv.compile.bind(ajv);
  ajv.compile = (schema: unknown, meta?: boolean) => {
    if (typeof schema !== 'object' || schema === null || meta !== undefined) return compile(schema, meta);
    let validate = compiled.get(schema);
    if (validate === undefined) {
      validate = compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

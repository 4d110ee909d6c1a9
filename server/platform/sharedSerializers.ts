import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const fastJsonStringify = SerializerSelector();
const built = new Map<string, WeakMap<object, Serializer>>();

/**
 * Fastify's own response serializers (fast-json-stringify), built once per schema for every app
 * in the process. A serializer depends only on its schema and on the shared schemas and options
 * it was built with; the route schemas are module constants, so the test suite's thousands of apps
 * (and the benchmarks' nodes) reuse what their first app built instead of compiling every
 * response schema again, which was a third of the time it took to build an app.
 */
export const sharedSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = fastJsonStringify(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  let bySchema = built.get(key);
  if (bySchema === undefined) {
    bySchema = new WeakMap();
    built.set(key, bySchema);
  }
  const cache = bySchema;
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = cache.get(schema);
    if (serializer === undefined) {
      serializer = compile(route);
      cache.set(schema, serializer);
    }
    return serializer;
  };
};

// ADR 019: read routes whose answers are built field by field (so nothing unintended can reach
// them) serialise with JSON.stringify. Their response schemas document them and the API tests
// check answers against them; validating every answer again cost a third of the server's time
// per request. Spread into a route's options: `{ ...plainJson, schema: … }`.
export const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

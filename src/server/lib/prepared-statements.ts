// Prepared statements, made once per database handle and key, and reused by every request: a
// request only binds parameters, so neither the server nor PostgreSQL builds or plans the same SQL
// again and again. One registry serves every module; keys start with the module's name
// ('catalog:group', 'ammo:page|calibers|price'), so they never collide.

const registry = new WeakMap<object, Map<string, unknown>>();
let sequence = 0;

/**
 * The statement under `key` for this database handle, built by `build` on first use. `build`
 * receives the name to prepare it under: unique in this process, since PostgreSQL keeps prepared
 * statements by name on each connection.
 */
export function preparedStatement<T>(db: object, key: string, build: (name: string) => T): T {
  let statements = registry.get(db);
  if (!statements) registry.set(db, (statements = new Map<string, unknown>()));
  let statement = statements.get(key) as T | undefined;
  if (statement === undefined) {
    sequence += 1;
    statement = build(`stmt_${sequence}`);
    statements.set(key, statement);
  }
  return statement;
}

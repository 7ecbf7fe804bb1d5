// CONTRACT (issue 4): spec §2 sidebar toolbar with load, new and delete actions, shown only when
// logged in on wide screens. Stub.
export function BuildToolbar() {
  return null;
}

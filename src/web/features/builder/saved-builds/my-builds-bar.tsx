// CONTRACT (issue 4): spec §2 'My Builds' bar (logged-in users only) with its dropdown. Stub.
export function MyBuildsBar() {
  return null;
}

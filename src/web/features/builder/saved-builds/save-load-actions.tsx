// CONTRACT (issue 4): spec §2 buttons 'Load' (with dropdown arrow) and 'Save' / 'Update', with
// decision D18 for logged-out visitors. Stub.
export function SaveLoadActions() {
  return null;
}

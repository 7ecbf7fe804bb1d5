/** A Web Storage stand-in for web unit tests in node: `vi.stubGlobal('window', { localStorage: new MemoryStorage(), … })`. */
export class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

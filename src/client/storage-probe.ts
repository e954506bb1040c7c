/** Whether a browser storage can be used: blocked storage throws on access, or on the first write. Pure. */
export function storageWorks(get: () => Storage): boolean {
  try {
    const storage = get();
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

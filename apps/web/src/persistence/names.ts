/**
 * The storage keys of everything the web app keeps in this browser, by id: the key it is kept
 * under now, and the keys earlier shapes of it were kept under (oldest first). A key's name never
 * changes, so what earlier versions of the app kept is read back from it; a shape that older data
 * cannot be read as takes a new name, the old one goes to `earlier`, and keys.ts gives its
 * migration. Without imports: the start-up code writes and looks through it before zod loads.
 */
export const KEY_NAMES = {
  /**
   * The song being edited with its record (the spec's `tmp_song`, made durable), as it was kept
   * before drafts moved to IndexedDB, and now the synchronous copy written where IndexedDB cannot
   * finish (the page hides, the browser leaves for sign-in): store/durable.ts reads it at start,
   * moves it to IndexedDB and removes it.
   */
  work: { name: 'ringalong.work.v1', earlier: [] },
  /**
   * A draft with unsaved changes may be in IndexedDB (store/durable.ts): the page's inline script
   * keeps the library hidden before the first paint, and the start opens IndexedDB, only then.
   */
  draftKept: { name: 'ringalong.draftKept', earlier: [] },
  /**
   * Who was signed in is kept in IndexedDB for a start with no network (store/kept-account.ts):
   * the page's inline script leaves the account button blank until the app has read it.
   */
  accountKept: { name: 'ringalong.accountKept', earlier: [] },
  /**
   * The display name of the account kept for a start with no network: the page's inline script
   * draws it in the account button at the first paint (as text), and the app starts with that
   * user shown, stale, until IndexedDB's copy is read. Kept and forgotten with `accountKept`.
   */
  accountName: { name: 'ringalong.accountName', earlier: [] },
  /** The user's preferences. */
  preferences: { name: 'ringalong.preferences.v1', earlier: [] },
  /** Choirs of a user who keeps them in this browser, and this device's active choir. */
  choirs: { name: 'ringalong.choirs', earlier: [] },
  /** The choir in the player: who is here, ring modes, solo, I am, lanes. */
  choirSession: { name: 'ringalong.choirPlayer', earlier: [] },
  /**
   * How many saves made offline wait in IndexedDB (persistence/offline-db.ts): read at start, so
   * the header says so and the queue's code loads only when something waits.
   */
  savesWaiting: { name: 'ringalong.savesWaiting', earlier: [] },
} as const satisfies Record<string, { readonly name: string; readonly earlier: readonly string[] }>;

export type KeyId = keyof typeof KEY_NAMES;

/** The keys an earlier shape of `id` was kept under. */
export type EarlierName<K extends KeyId> = (typeof KEY_NAMES)[K]['earlier'][number];

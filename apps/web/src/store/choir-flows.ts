/**
 * The choirs' flows, loaded on first use (choirs.ts). An upgraded user's choirs live on the
 * server (read once, written one by one); everyone else's in this browser (read once, checked
 * with the contract's schema, a damaged entry left out, written whole on every change). When a
 * user with choirs in this browser is upgraded, the first load moves them to the server and says
 * so. Which choir is active is this device's choice, kept in this browser either way.
 */
import { CHOIRS_MAX, type Choir, type ChoirId, choirSchema } from '@ringalong/song';
import { choirApi } from '../api/choirs.ts';
import { failureDetail } from '../api/errors.ts';
import { RequestError } from '../api/http.ts';
import { write } from '../persistence/index.ts';
import type { KeptChoirs } from '../persistence/keys.ts';
import { read } from '../persistence/read.ts';
import type { GetState, SetState } from './actions.ts';
import { flagsNow } from './load.ts';
import type { ChoirState } from './types.ts';

type Kept = KeptChoirs;

/** The choirs this browser keeps (persistence/keys.ts: checked with the contract's schema, a damaged one left out). */
export const readKeptChoirs = (storage: Storage | null): Kept => read(storage, 'choirs');

/** False when the browser refuses to keep them (storage full or switched off). */
const keep = (storage: Storage | null, kept: Kept): boolean => write(storage, 'choirs', kept);

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function choirFlows(set: SetState, get: GetState) {
  const storage = () => get().deps.storage;
  /** Where the choirs in the state came from: 'browser', or 'server:<user id>'. */
  let loadedFor: string | null = null;
  let pending: { readonly target: string; readonly done: Promise<void> } | null = null;

  const where = () => {
    const { user } = get();
    return user.signedIn && user.id !== null && flagsNow(get).upgraded ? `server:${user.id}` : 'browser';
  };
  const setChoir = (changes: Partial<ChoirState>) => set((s) => ({ choir: { ...s.choir, ...changes } }));
  const refuse = (summary: string, detail: string) => {
    get().notify({ severity: 'error', summary, detail, life: 6000 });
    return false;
  };
  /** The active choir is this device's choice: kept here beside any choirs this browser keeps. */
  const keepActive = (activeId: ChoirId | null) => {
    const choirs = where() === 'browser' ? get().choir.choirs : readKeptChoirs(storage()).choirs;
    keep(storage(), { choirs, activeId });
  };
  const activeAmong = (choirs: readonly Choir[], id: ChoirId | null) =>
    id !== null && choirs.some((c) => c.id === id) ? id : null;

  function loadBrowser() {
    const kept = readKeptChoirs(storage());
    loadedFor = 'browser';
    set({
      choir: {
        choirs: kept.choirs,
        activeId: activeAmong(kept.choirs, kept.activeId),
        status: 'ready',
        error: null,
      },
    });
  }

  /** The server's choirs; any this browser keeps that the server lacks are moved there first. */
  async function loadServer(target: string) {
    if (loadedFor !== target) setChoir({ choirs: [], status: 'loading', error: null });
    else setChoir({ status: 'loading', error: null });
    try {
      const api = choirApi;
      const stored = await api.list();
      const kept = readKeptChoirs(storage());
      const known = new Set(stored.map((c) => c.id));
      const moved: Choir[] = [];
      let stuck: string | null = null;
      for (const choir of kept.choirs.filter((c) => !known.has(c.id))) {
        if (stored.length + moved.length >= CHOIRS_MAX) {
          stuck = `You can keep at most ${CHOIRS_MAX} choirs.`;
          break;
        }
        try {
          moved.push(await api.save(choir));
        } catch (error) {
          stuck = failureDetail(error);
          break;
        }
      }
      const gone = new Set([...known, ...moved.map((c) => c.id)]);
      keep(storage(), { choirs: kept.choirs.filter((c) => !gone.has(c.id)), activeId: kept.activeId });
      if (where() !== target) return;
      const choirs = [...stored, ...moved];
      loadedFor = target;
      set({
        choir: { choirs, activeId: activeAmong(choirs, kept.activeId), status: 'ready', error: null },
      });
      if (moved.length > 0) {
        get().notify({
          severity: 'success',
          summary: 'Choirs moved to your account',
          detail: `${plural(moved.length, 'choir')} kept in this browser ${moved.length === 1 ? 'is' : 'are'} now saved with your account.`,
          life: 6000,
        });
      }
      if (stuck) refuse('Some choirs stay in this browser', `${stuck} They will be moved next time.`);
    } catch (error) {
      if (where() !== target) return;
      const detail = failureDetail(error);
      loadedFor = null;
      setChoir({ status: 'error', error: detail });
      refuse('Choirs not loaded', detail);
    }
  }

  /** Reads the choirs once for where they live now (again after a failure, or after signing in or out). */
  function load(): Promise<void> {
    const target = where();
    if (loadedFor === target && get().choir.status === 'ready') return Promise.resolve();
    if (pending?.target === target) return pending.done;
    if (target === 'browser') {
      loadBrowser();
      return Promise.resolve();
    }
    const done = loadServer(target).finally(() => {
      if (pending?.done === done) pending = null;
    });
    pending = { target, done };
    return done;
  }

  async function save(choir: Choir): Promise<boolean> {
    const parsed = choirSchema.safeParse(choir);
    if (!parsed.success) {
      return refuse('Choir not kept', parsed.error.issues[0]?.message ?? 'This choir cannot be kept');
    }
    await load();
    const { choirs, activeId, status, error } = get().choir;
    if (status !== 'ready') return refuse('Choir not kept', error ?? 'Your choirs could not be read.');
    const known = choirs.some((c) => c.id === choir.id);
    if (!known && choirs.length >= CHOIRS_MAX) {
      return refuse('Choir not kept', `You can keep at most ${CHOIRS_MAX} choirs`);
    }
    const onServer = where() !== 'browser';
    let kept = choir;
    if (onServer) {
      try {
        kept = await choirApi.save(choir);
      } catch (failure) {
        return refuse('Choir not kept', failureDetail(failure));
      }
    }
    const now = get().choir;
    const next = now.choirs.some((c) => c.id === kept.id)
      ? now.choirs.map((c) => (c.id === kept.id ? kept : c))
      : [...now.choirs, kept];
    const active = now.activeId ?? activeId ?? kept.id;
    setChoir({ choirs: next, activeId: active });
    if (!onServer && !keep(storage(), { choirs: next, activeId: active })) {
      setChoir({ choirs, activeId });
      return refuse(
        'Choir not kept',
        'This browser could not keep the choir (its storage is full or switched off)',
      );
    }
    if (onServer) keepActive(active);
    return true;
  }

  async function remove(id: ChoirId): Promise<void> {
    await load();
    if (get().choir.status !== 'ready') {
      refuse('Choir not deleted', get().choir.error ?? 'Your choirs could not be read.');
      return;
    }
    if (where() !== 'browser') {
      try {
        await choirApi.remove(id);
      } catch (failure) {
        // Already gone from the server (deleted on another device): gone here too.
        if (!(failure instanceof RequestError && failure.status === 404)) {
          refuse('Choir not deleted', failureDetail(failure));
          return;
        }
      }
    }
    const { choirs, activeId } = get().choir;
    const next = choirs.filter((c) => c.id !== id);
    const active = activeId === id ? null : activeId;
    setChoir({ choirs: next, activeId: active });
    keepActive(active);
  }

  return { load, save, remove, keepActive };
}

/**
 * Loaded on first use by `choirs.ts`. The choirs kept in this browser (everyone may keep them here). Read once on first use, checked
 * with the contract's schema (a damaged entry is left out, the rest kept), written whole on every
 * change. The server's choirs for upgraded users come in by `choir-flows` (issue 15).
 */
import { CHOIRS_MAX, type Choir, type ChoirId, choirSchema } from '@ringalong/song';
import type { ChoirActions, GetState, SetState } from './actions.ts';

const KEY = 'ringalong.choirs';

interface Kept {
  readonly choirs: readonly Choir[];
  readonly activeId: ChoirId | null;
}

export function readKeptChoirs(storage: Storage | null): Kept {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return { choirs: [], activeId: null };
    const list = Array.isArray((raw as { choirs?: unknown }).choirs)
      ? (raw as { choirs: unknown[] }).choirs
      : [];
    const choirs = list.flatMap((entry) => {
      const parsed = choirSchema.safeParse(entry);
      return parsed.success ? [parsed.data as Choir] : [];
    });
    const active = (raw as { activeId?: unknown }).activeId;
    const activeId = typeof active === 'string' && choirs.some((c) => c.id === active) ? active : null;
    return { choirs: choirs.slice(0, CHOIRS_MAX), activeId };
  } catch {
    return { choirs: [], activeId: null };
  }
}

function keep(storage: Storage | null, kept: Kept): boolean {
  try {
    storage?.setItem(KEY, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

export function choirFlows(set: SetState, get: GetState): ChoirActions {
  const storage = () => get().deps.storage;
  const write = (choirs: readonly Choir[], activeId: ChoirId | null) => {
    set((s) => ({ choir: { ...s.choir, choirs, activeId } }));
    return keep(storage(), { choirs, activeId });
  };
  return {
    async loadChoirs() {
      if (get().choir.status === 'ready') return;
      const kept = readKeptChoirs(storage());
      set({ choir: { choirs: kept.choirs, activeId: kept.activeId, status: 'ready', error: null } });
    },
    async saveChoir(choir) {
      const parsed = choirSchema.safeParse(choir);
      const { choirs, activeId } = get().choir;
      const known = choirs.some((c) => c.id === choir.id);
      if (!parsed.success || (!known && choirs.length >= CHOIRS_MAX)) {
        get().notify({
          severity: 'error',
          summary: 'Choir not kept',
          life: 6000,
          detail: parsed.success
            ? `You can keep at most ${CHOIRS_MAX} choirs`
            : (parsed.error.issues[0]?.message ?? 'This choir cannot be kept'),
        });
        return false;
      }
      const next = known ? choirs.map((c) => (c.id === choir.id ? choir : c)) : [...choirs, choir];
      if (!write(next, activeId ?? choir.id)) {
        get().notify({
          severity: 'error',
          summary: 'Choir not kept',
          detail: 'This browser could not keep the choir (its storage is full or switched off)',
          life: 6000,
        });
        return false;
      }
      return true;
    },
    async deleteChoir(id) {
      const { choirs, activeId } = get().choir;
      write(
        choirs.filter((c) => c.id !== id),
        activeId === id ? null : activeId,
      );
    },
    setActiveChoir(id) {
      write(get().choir.choirs, id);
    },
  };
}

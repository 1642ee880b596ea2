import { useApp } from '../store/index.ts';

/** 'Offline · 1 save waiting': what the header says while the network is away or saves wait to go. */
export function networkWords(online: boolean, waiting: number): string | null {
  const saves = waiting > 0 ? `${waiting} ${waiting === 1 ? 'save' : 'saves'} waiting` : null;
  if (!online) return saves ? `Offline · ${saves}` : 'Offline';
  return saves;
}

/**
 * The header's word on the network (store/offline.ts): shown only while offline or while saves made
 * offline wait to be sent; a live region, so a screen reader hears the change.
 */
export function NetworkStatus() {
  const online = useApp((s) => s.network.online);
  const waiting = useApp((s) => s.network.waiting);
  const words = networkWords(online, waiting);
  return (
    <span className="network-status" role="status" data-offline={online ? undefined : ''}>
      {words}
    </span>
  );
}

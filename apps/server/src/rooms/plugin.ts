import websocket from '@fastify/websocket';
import { ROOM_SOCKET_PATH, ROOM_SONG_MESSAGE_MAX_BYTES, roomCodeParamSchema } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http-error.ts';
import { allowedOrigins } from '../plugins/security.ts';
import { RoomConnection } from './connection.ts';
import { memoryRoomStore } from './memory-store.ts';
import { RoomService } from './room-service.ts';
import type { RoomStore } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rehearsal rooms (issue 29): in this process, or across instances through Redis. */
    rooms: RoomService;
  }
}

/** The room store the configuration asks for: Redis when REDIS_URL is set, else this process. */
async function openRoomStore(app: FastifyInstance): Promise<RoomStore> {
  if (!app.config.redisUrl) return memoryRoomStore();
  const { redisRoomStore } = await import('./redis-store.ts');
  return redisRoomStore(app.config.redisUrl);
}

/**
 * Rooms' service and their WebSocket (`GET /rooms/:id/ws`), registered in the API's context so the
 * upgrade request carries the signed-in user (a director's own session cookie makes them the
 * director). A page of another origin may not open it; joins are counted per address like the
 * room look-ups, so codes cannot be tried one after another.
 */
export async function roomsPlugin(app: FastifyInstance): Promise<void> {
  const service = new RoomService(await openRoomStore(app), app.config.rooms, app.config.publicUrl, app.log);
  app.decorate('rooms', service);
  service.start();
  app.addHook('onClose', () => service.stop());

  await app.register(websocket, { options: { maxPayload: 2 * ROOM_SONG_MESSAGE_MAX_BYTES } });
  const origins = allowedOrigins(app);
  app.get(
    ROOM_SOCKET_PATH,
    {
      websocket: true,
      config: { rateLimit: { max: app.config.rateLimits.joins, timeWindow: '1 minute' } },
      onRequest: async (request) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !origins.has(origin)) throw httpError(403, 'Cross-site request refused.');
      },
    },
    (socket, request) => {
      const params = roomCodeParamSchema.safeParse(request.params);
      if (!params.success) {
        socket.close(4004, 'no such room');
        return;
      }
      const peer = {
        send: (text: string) => {
          if (socket.readyState === socket.OPEN) socket.send(text);
        },
        close: (code: number, reason: string) => socket.close(code, reason),
      };
      const connection = new RoomConnection(
        service,
        params.data.id,
        peer,
        request.user?.id ?? null,
        app.config.rooms.helloMs,
        request.log,
      );
      socket.on('message', (data, isBinary) => {
        const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        connection.receive(buffer, isBinary);
      });
      socket.on('close', () => connection.closed());
    },
  );
}

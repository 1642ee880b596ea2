import { choirRoutes } from './choirs.ts';
import { clientRoutes, type RouteDef } from './client-routes.ts';
import { roomRoutes } from './rooms.ts';
import { getSongRoute } from './song-document.ts';

const { me, signIn, logout, updateUsername, publicSongs, listSongs, ...writesAndBilling } = clientRoutes;

/**
 * The HTTP API's operations with what they answer, in the table's order (a client calls them
 * through clientRoutes, getSongRoute, choirRoutes and roomRoutes, which keep the song and choir schemas apart). With what each accepts (routeInputs in inputs.ts) it makes the whole table
 * (apiRoutes in route-table.ts), which the server registers and validates from and /openapi.json
 * describes.
 */
export const routes = {
  me,
  signIn,
  logout,
  updateUsername,
  publicSongs,
  listSongs,
  getSong: getSongRoute,
  ...writesAndBilling,
  ...choirRoutes,
  ...roomRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

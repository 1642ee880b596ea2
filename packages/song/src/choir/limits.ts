/** The choir's limits, the same for the browser and the server. */
export const CHOIRS_MAX = 100;
export const RINGERS_MAX = 40;
export const CHOIR_NAME_MAX = 60;
export const RINGER_NAME_MAX = 40;
/** Ids are client-made (a UUID fits); letters, digits, '-' and '_'. */
export const CHOIR_ID_MAX = 40;
/** A song keeps at most one assignment per choir, and at most this many. */
export const ASSIGNMENTS_MAX = CHOIRS_MAX;

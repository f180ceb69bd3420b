import type { FastifyInstance } from "fastify";

/**
 * In bench:load on SQLite (20,000 recipes, same runs), 16 answered one recipe at 50 connections as
 * fast as or faster than no limit, where 1 was a quarter slower and 32 let first answers wait 2 s.
 */
const PER_TURN = 16;

/**
 * Starts at most PER_TURN requests per turn of the event loop once requests queue up, the rest in
 * the turns after, in the order they came.
 *
 * Node's libuv accepts one new connection per turn (since libuv 1.45), and on SQLite a request runs
 * to its answer within the turn that read it. Under load a turn answered every request ready on
 * the open connections, 80–200 ms at 200 connections, so a connection opened then waited in the
 * kernel's queue, one accept per turn, before its first request was even read: 10 s in bench:load's
 * mix, where the load generator gave up on some (4 to 22 a run). Taken a few at a time, turns stay
 * short and new connections are accepted between them; a request that finds no other started in
 * its turn starts at once, so a server that is not saturated answers as before.
 */
export function registerTurnTaking(app: FastifyInstance): void {
  const waiting: (() => void)[] = [];
  let startedThisTurn = 0;
  let turnEndScheduled = false;

  const endTurn = () => {
    turnEndScheduled = false;
    startedThisTurn = 0;
    if (waiting.length === 0) return;
    scheduleTurnEnd();
    const starting = waiting.splice(0, PER_TURN);
    startedThisTurn = starting.length;
    for (const start of starting) start();
  };
  const scheduleTurnEnd = () => {
    if (turnEndScheduled) return;
    turnEndScheduled = true;
    setImmediate(endTurn);
  };

  app.addHook("onRequest", (_request, _reply, done) => {
    scheduleTurnEnd();
    if (startedThisTurn < PER_TURN && waiting.length === 0) {
      startedThisTurn++;
      done();
    } else {
      waiting.push(done);
    }
  });
}

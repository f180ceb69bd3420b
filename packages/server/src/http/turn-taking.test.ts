import { setImmediate as nextTurn } from "node:timers/promises";
import type { onRequestHookHandler } from "fastify";
import { describe, expect, it } from "vitest";
import { registerTurnTaking } from "./turn-taking.js";

/** The onRequest hook turn-taking registers, and a way to send it requests that note when they start. */
function server() {
  let hook: onRequestHookHandler | undefined;
  registerTurnTaking({ addHook: (_name: string, handler: onRequestHookHandler) => (hook = handler) } as never);
  const started: number[] = [];
  const send = (request: number) =>
    (hook as unknown as (request: unknown, reply: unknown, done: () => void) => void)({}, {}, () =>
      started.push(request),
    );
  return { started, send };
}

const numbers = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

describe("turn-taking", () => {
  it("starts a request at once when the server is not busy", () => {
    const { started, send } = server();
    send(1);
    expect(started).toEqual([1]);
  });

  it("starts sixteen of the requests read in one turn, the rest in the turns after, in the order they came", async () => {
    const { started, send } = server();
    for (const request of numbers(0, 40)) send(request);
    expect(started).toEqual(numbers(0, 16));
    await nextTurn();
    expect(started).toEqual(numbers(0, 32));
    // One read in a later turn waits behind those that came before it.
    send(40);
    await nextTurn();
    expect(started).toEqual(numbers(0, 41));
  });

  it("starts requests at once again once the queue has drained", async () => {
    const { started, send } = server();
    for (const request of numbers(0, 20)) send(request);
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(numbers(0, 20));
    send(20);
    expect(started).toEqual(numbers(0, 21));
  });
});

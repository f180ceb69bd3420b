import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EventStreams, HEARTBEAT_MS } from "./event-streams.js";

/** The part of a response a stream writes to, recording what was written. */
class FakeResponse extends EventEmitter {
  status = 0;
  headers: Record<string, string> = {};
  written = "";
  writableEnded = false;
  destroyed = false;
  socketEnded = false;
  req = { method: "GET" };
  socket = {
    end: () => {
      this.socketEnded = true;
    },
  };

  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
  }

  write(text: string) {
    if (this.writableEnded) throw new Error("write after end");
    this.written += text;
  }

  end() {
    this.writableEnded = true;
    this.emit("close");
  }

  /** The client went away. */
  leave() {
    this.destroyed = true;
    this.emit("close");
  }
}

const open = (streams: EventStreams) => {
  const response = new FakeResponse();
  const stream = streams.open(response as unknown as ServerResponse);
  return { response, stream };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("server-sent event streams", () => {
  it("opens with the reconnection delay and sends each event as a named JSON event", () => {
    const { response, stream } = open(new EventStreams());
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({ "content-type": "text/event-stream; charset=utf-8" });
    stream.send("list-changed", { listId: "a" });
    expect(response.written).toBe('retry: 3000\n: open\n\nevent: list-changed\ndata: {"listId":"a"}\n\n');
  });

  it("sends a heartbeat comment while nothing happens, until the stream ends", () => {
    const { response } = open(new EventStreams());
    const before = response.written;
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(response.written).toBe(before);
    vi.advanceTimersByTime(1);
    expect(response.written).toBe(`${before}: heartbeat\n\n`);
    response.leave();
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(response.written).toBe(`${before}: heartbeat\n\n`);
  });

  it("cleans up once when the client leaves, and writes nothing more", () => {
    const streams = new EventStreams();
    const { response, stream } = open(streams);
    const cleanup = vi.fn();
    stream.onEnd(cleanup);
    response.leave();
    stream.send("list-changed", {});
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(streams.size).toBe(0);
    expect(response.written).not.toContain("list-changed");
  });

  it("ends every open stream and frees its connection on endAll", () => {
    const streams = new EventStreams();
    const first = open(streams);
    const second = open(streams);
    const cleanup = vi.fn();
    first.stream.onEnd(cleanup);
    streams.endAll();
    expect([first.response.writableEnded, second.response.writableEnded]).toEqual([true, true]);
    expect([first.response.socketEnded, second.response.socketEnded]).toEqual([true, true]);
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(streams.size).toBe(0);
  });

  it("answers a HEAD request with the headers alone, and keeps nothing open", () => {
    const streams = new EventStreams();
    const response = new FakeResponse();
    response.req.method = "HEAD";
    const stream = streams.open(response as unknown as ServerResponse);
    const cleanup = vi.fn();
    stream.onEnd(cleanup);
    stream.send("list-changed", {});
    expect(response.headers).toMatchObject({ "content-type": "text/event-stream; charset=utf-8" });
    expect([response.writableEnded, response.written, streams.size]).toEqual([true, "", 0]);
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it("cleans up at once what is added after the stream ended", () => {
    const { response, stream } = open(new EventStreams());
    response.leave();
    const cleanup = vi.fn();
    stream.onEnd(cleanup);
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});

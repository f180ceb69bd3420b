import { describe, expect, it } from "vitest";
import { type DomainEvent, EventBus, type EventFanout } from "./event-bus.js";

const change = (listId: string): DomainEvent => ({
  type: "shopping-list-changed",
  groupId: "group",
  listId,
  updateAt: "2026-03-01T10:00:00.000Z",
});

/** A fan-out that records what it was asked to send. */
function recordingFanout() {
  const sent: DomainEvent[] = [];
  let closed = false;
  const fanout: EventFanout = {
    send: (event) => sent.push(event),
    close: async () => {
      closed = true;
    },
  };
  return { fanout, sent, closed: () => closed };
}

describe("the event bus", () => {
  it("tells every listener, even when one of them fails, and reports the failure", () => {
    const failures: unknown[] = [];
    const bus = new EventBus((error) => failures.push(error));
    const heard: string[] = [];
    bus.subscribe(() => {
      throw new Error("a broken listener");
    });
    bus.subscribe((event) => heard.push(event.type === "shopping-list-changed" ? event.listId : event.type));
    bus.publish(change("a"));
    expect(heard).toEqual(["a"]);
    expect(failures).toEqual([new Error("a broken listener")]);
  });

  it("stops telling a listener that unsubscribed", () => {
    const bus = new EventBus();
    const heard: string[] = [];
    const stop = bus.subscribe((event) =>
      heard.push(event.type === "shopping-list-changed" ? event.listId : event.type),
    );
    expect(bus.listenerCount).toBe(1);
    stop();
    bus.publish(change("a"));
    expect(heard).toEqual([]);
    expect(bus.listenerCount).toBe(0);
  });

  it("sends what is published here to the other instances, but not what came from them", async () => {
    const bus = new EventBus();
    const heard: string[] = [];
    bus.subscribe((event) => heard.push(event.type === "shopping-list-changed" ? event.listId : event.type));
    const { fanout, sent, closed } = recordingFanout();
    bus.attach(fanout);

    bus.publish(change("published here"));
    bus.deliver(change("from another instance"));
    expect(heard).toEqual(["published here", "from another instance"]);
    expect(sent).toEqual([change("published here")]);

    await bus.close();
    expect(closed()).toBe(true);
    bus.publish(change("after closing"));
    expect(sent).toHaveLength(1);
    expect(heard).toContain("after closing");
  });
});

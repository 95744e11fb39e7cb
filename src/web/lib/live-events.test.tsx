// @vitest-environment happy-dom
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RequestEvent } from "@/shared/schemas/requests";
import { createTestQueryClient, renderWithProviders } from "@/web/test/render";
import {
  CLOSE_GRACE_MS,
  EVENTS_URL,
  parseRequestEvent,
  resetLiveEventsForTests,
  subscribeToLiveEvents,
  useLiveRequestEvents,
  useLiveRequestUpdates,
} from "./live-events";
import { privateKeys } from "./query-keys";

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<(event: Event) => void>>();
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: string) {
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function Listener({ onEvent, onUpdate }: { onEvent: (event: RequestEvent) => void; onUpdate: () => void }) {
  useLiveRequestEvents(onEvent);
  useLiveRequestUpdates(onUpdate);
  return null;
}

const latest = () => FakeEventSource.instances.at(-1) as FakeEventSource;

const event: RequestEvent = {
  type: "request.created",
  requestId: "3f2a9c1b-0000-4000-8000-000000000001",
  celebrityId: "c1",
  status: "pending",
  refundStatus: "none",
  videoStatus: "none",
};

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  resetLiveEventsForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("parseRequestEvent", () => {
  it("accepts the contract's shape and ignores anything else", () => {
    expect(parseRequestEvent(JSON.stringify(event))).toEqual(event);
    expect(parseRequestEvent("not json")).toBeNull();
    expect(parseRequestEvent(JSON.stringify({ ...event, status: "teleported" }))).toBeNull();
    expect(parseRequestEvent(undefined)).toBeNull();
  });
});

describe("live request events", () => {
  it("opens one credentialed EventSource per page, shared by listeners, closed after the last", () => {
    const first = subscribeToLiveEvents({ onEvent: vi.fn() });
    const second = subscribeToLiveEvents({ onEvent: vi.fn() });
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latest().url).toBe(EVENTS_URL);
    expect(latest().init).toEqual({ withCredentials: true });
    first();
    second();
    expect(latest().closed).toBe(false);
    vi.advanceTimersByTime(CLOSE_GRACE_MS);
    expect(latest().closed).toBe(true);
  });

  it("keeps the stream across a page change (one listener leaves, the next arrives)", () => {
    const leaving = subscribeToLiveEvents({ onEvent: vi.fn() });
    leaving();
    const onEvent = vi.fn();
    subscribeToLiveEvents({ onEvent });
    vi.advanceTimersByTime(CLOSE_GRACE_MS * 2);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latest().closed).toBe(false);
    latest().emit("request", JSON.stringify(event));
    expect(onEvent).toHaveBeenCalledWith(event);
  });

  it("delivers parsed `request` events and drops malformed ones", () => {
    const onEvent = vi.fn();
    subscribeToLiveEvents({ onEvent });
    latest().emit("request", JSON.stringify(event));
    latest().emit("request", "{broken");
    latest().emit("request", JSON.stringify({ type: "request.created" }));
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(event);
  });

  it("reconnects after 1, 2, 5, then 10 s, and starts over after a successful open", () => {
    const onReconnect = vi.fn();
    subscribeToLiveEvents({ onEvent: vi.fn(), onReconnect });
    latest().emit("open");

    const expectReconnectAfter = (ms: number) => {
      const before = FakeEventSource.instances.length;
      const dropped = latest();
      dropped.emit("error");
      expect(dropped.closed).toBe(true);
      vi.advanceTimersByTime(ms - 1);
      expect(FakeEventSource.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.instances).toHaveLength(before + 1);
    };

    expectReconnectAfter(1000);
    expectReconnectAfter(2000);
    expectReconnectAfter(5000);
    expectReconnectAfter(10_000);
    expectReconnectAfter(10_000);
    expect(onReconnect).not.toHaveBeenCalled();

    latest().emit("open");
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expectReconnectAfter(1000);
  });

  it("stops retrying once nobody listens", () => {
    const unsubscribe = subscribeToLiveEvents({ onEvent: vi.fn() });
    latest().emit("error");
    unsubscribe();
    vi.advanceTimersByTime(60_000);
    expect(latest().closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("hooks subscribe on mount, close on unmount, and invalidate the celebrity dashboard's queries", () => {
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const onEvent = vi.fn();
    const onUpdate = vi.fn();
    const view = renderWithProviders(<Listener onEvent={onEvent} onUpdate={onUpdate} />, { queryClient });
    expect(FakeEventSource.instances).toHaveLength(1);
    latest().emit("request", JSON.stringify(event));
    expect(onEvent).toHaveBeenCalledWith(event);
    expect(onUpdate).toHaveBeenCalledWith(event);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: privateKeys.celebrityDashboard.all });
    view.unmount();
    vi.advanceTimersByTime(CLOSE_GRACE_MS);
    expect(latest().closed).toBe(true);
  });
});

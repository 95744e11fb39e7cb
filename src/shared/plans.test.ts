import { describe, expect, it } from "vitest";
import { planCovers } from "./plans";

describe("planCovers", () => {
  it("covers within the monthly videos and the celebrity limit", () => {
    expect(planCovers({ plan: "basic", videosUsed: 0, celebrityIds: [] }, "a")).toBe(true);
    expect(planCovers({ plan: "basic", videosUsed: 1, celebrityIds: ["a"] }, "a")).toBe(false);
    // Basic bought from A's page: one video left, but only for A.
    expect(planCovers({ plan: "basic", videosUsed: 0, celebrityIds: ["a"] }, "b")).toBe(false);
    expect(planCovers({ plan: "standard", videosUsed: 2, celebrityIds: ["a", "b", "c"] }, "d")).toBe(false);
    expect(planCovers({ plan: "standard", videosUsed: 2, celebrityIds: ["a", "b", "c"] }, "c")).toBe(true);
    expect(planCovers({ plan: "standard", videosUsed: 3, celebrityIds: ["a"] }, "a")).toBe(false);
    // Premium: any number of celebrities, ten videos.
    const many = Array.from({ length: 9 }, (_, index) => `c${index}`);
    expect(planCovers({ plan: "premium", videosUsed: 9, celebrityIds: many }, "new")).toBe(true);
    expect(planCovers({ plan: "premium", videosUsed: 10, celebrityIds: many }, "c1")).toBe(false);
  });
});

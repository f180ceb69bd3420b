import { describe, expect, it } from "vitest";
import { routeOf } from "./routing";

const origin = "https://larder.example";
const precached = new Set(["/index.html", "/manifest.webmanifest"]);
const get = (path: string, mode = "cors") => ({ method: "GET", url: `${origin}${path}`, mode });

describe("the service worker's routes", () => {
  it("serves pages and built files, offline too", () => {
    expect(routeOf(get("/shopping-lists/7c1e", "navigate"), origin, precached)).toBe("page");
    expect(routeOf(get("/assets/index-CpbMiIVz.js"), origin, precached)).toBe("asset");
    expect(routeOf(get("/manifest.webmanifest"), origin, precached)).toBe("asset");
  });

  it("keeps the reads every start makes, and nothing else of the API", () => {
    expect(routeOf(get("/api/users/self"), origin, precached)).toBe("startRead");
    expect(routeOf(get("/api/app/about/theme"), origin, precached)).toBe("startRead");
    expect(routeOf(get("/api/groups/shopping/lists/7c1e"), origin, precached)).toBe("network");
    expect(routeOf(get("/api/groups/shopping/lists/7c1e/events"), origin, precached)).toBe("network");
    expect(routeOf(get("/api/media/recipes/1/images/min-original.webp"), origin, precached)).toBe("network");
    expect(routeOf(get("/api/docs", "navigate"), origin, precached)).toBe("network");
  });

  it("leaves writes and other origins alone", () => {
    expect(routeOf({ ...get("/api/users/self"), method: "POST" }, origin, precached)).toBe("network");
    expect(routeOf({ method: "GET", url: "https://cdn.example/x.js", mode: "cors" }, origin, precached)).toBe(
      "network",
    );
  });
});

import { describe, expect, it, vi } from "vitest";
import { createFakeFetch, errorBody, type FakeRoutes } from "../test/fakeFetch";
import { type ApiClientOptions, createApiClient } from "./client";
import { sessionLostRedirect } from "./session";

function clientFor(routes: FakeRoutes, overrides: Partial<ApiClientOptions> = {}) {
  const server = createFakeFetch(routes);
  const options = {
    getLocale: () => "en-US",
    onSessionLost: vi.fn(),
    notify: vi.fn(),
    fetch: server.fetch,
    ...overrides,
  };
  vi.spyOn(console, "error").mockImplementation(() => {});
  return { api: createApiClient(options), requests: server.requests, ...options };
}

describe("api client", () => {
  it("sends the current interface locale as Accept-Language on every call", async () => {
    let locale = "en-US";
    const { api, requests } = clientFor({ "GET /api/app/about": { body: {} } }, { getLocale: () => locale });
    await api.call("getAppInfo");
    locale = "de-DE";
    await api.call("getAppInfo");
    expect(requests.map((request) => request.headers.get("Accept-Language"))).toEqual(["en-US", "de-DE"]);
  });

  it("returns data, and the session cookie rides along with same-origin credentials", async () => {
    const { api, requests } = clientFor({ "POST /api/users/api-tokens": { status: 201, body: { id: 1 } } });
    const result = await api.call("createApiToken", { body: { name: "ci" } });
    expect(result).toMatchObject({ error: null, data: { id: 1 } });
    expect(result.response?.status).toBe(201);
    expect(requests[0]?.credentials).toBe("same-origin");
    expect(await requests[0]?.json()).toEqual({ name: "ci" });
  });

  it("sends a FormData as multipart, with the file under its field name", async () => {
    const { api, requests } = clientFor({ "POST /api/users/42/image": { body: { id: "42" } } });
    const form = new FormData();
    form.append("profile", new File(["fake image"], "me.png", { type: "image/png" }));
    await api.call("updateUserImage", { params: { id: "42" }, body: form });
    expect(requests[0]?.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    const sent = (await requests[0]?.formData())?.get("profile");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("me.png");
  });

  it.each([401, 500])("resets the session on an unexpected %i", async (status) => {
    const { api, onSessionLost } = clientFor({ "GET /api/users/self": { status, body: errorBody("nope") } });
    const result = await api.call("getLoggedInUser");
    expect(result.data).toBeNull();
    expect(result.error?.status).toBe(status);
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it("does not count a 401 as a lost session from logging out to the next sign-in", async () => {
    let answer: (response: Response) => void = () => {};
    const unauthorized = () => new Response(JSON.stringify(errorBody("Not authenticated")), { status: 401 });
    const onSessionLost = vi.fn();
    const api = createApiClient({
      getLocale: () => "en-US",
      onSessionLost,
      notify: vi.fn(),
      fetch: (input) =>
        String(input).endsWith("/ratings")
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : Promise.resolve(unauthorized()),
    });
    vi.spyOn(console, "error").mockImplementation(() => {});

    const underWay = api.call("getLoggedInUserRatings");
    api.endSession();
    answer(unauthorized());
    expect((await underWay).error?.status).toBe(401);
    expect(onSessionLost).not.toHaveBeenCalled();

    // Sent by the page being left, after the logout: nobody is signed in, nothing was lost.
    await api.call("getLoggedInUser");
    expect(onSessionLost).not.toHaveBeenCalled();

    // Signed in again, a 401 is a lost session once more.
    api.startSession();
    await api.call("getLoggedInUser");
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it("leaves the session alone on a status the caller handles itself", async () => {
    const { api, onSessionLost, notify } = clientFor({
      "POST /api/auth/token": { status: 401, body: errorBody("Invalid Credentials") },
    });
    const result = await api.call("getToken", { body: {}, handledStatuses: [401] });
    expect(result.error?.message).toBe("Invalid Credentials");
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it("does not reset the session on a 404, but shows its message as an error toast", async () => {
    const { api, onSessionLost, notify } = clientFor({});
    await api.call("getCookbooks");
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith("error", "Not Found");
  });

  it("shows a response's message as an info toast unless told to stay quiet", async () => {
    const { api, notify } = clientFor({ "POST /api/auth/logout": { body: { message: "Logged out" } } });
    await api.call("logout");
    await api.call("logout", { notify: false });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith("info", "Logged out");
  });

  it("returns a network failure as an error instead of throwing", async () => {
    const { api } = clientFor({}, { fetch: () => Promise.reject(new TypeError("Failed to fetch")) });
    const result = await api.call("getAppInfo");
    expect(result).toMatchObject({ response: null, data: null });
    expect(result.error?.status).toBe(0);
  });

  it("encodes query parameters and skips empty ones", async () => {
    const { api, requests } = clientFor({ "GET /api/recipes": { body: { items: [] } } });
    await api.call("getRecipes", { query: { search: "pâte & co", page: 1, cookbook: undefined } });
    const url = new URL(requests[0]?.url ?? "");
    expect(url.searchParams.get("search")).toBe("pâte & co");
    expect(url.searchParams.get("page")).toBe("1");
    expect(url.searchParams.has("cookbook")).toBe(false);
  });

  it("sends a list as its key repeated", async () => {
    const { api, requests } = clientFor({ "GET /api/recipes": { body: { items: [] } } });
    await api.call("getRecipes", { query: { tags: ["soup", "quick"], tools: [], page: 1 } });
    expect(new URL(requests[0]?.url ?? "").search).toBe("?tags=soup&tags=quick&page=1");
  });
});

describe("sessionLostRedirect", () => {
  it("sends the user to sign in directly", () => {
    expect(sessionLostRedirect({ pathname: "/g/home", search: "" })).toBe("/login?direct=1");
    expect(sessionLostRedirect({ pathname: "/login", search: "" })).toBe("/login?direct=1");
  });

  it("stays put when already on the direct sign-in page", () => {
    expect(sessionLostRedirect({ pathname: "/login", search: "?direct=1" })).toBeNull();
  });
});

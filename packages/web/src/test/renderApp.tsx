import { DEFAULT_THEME, type UserOut } from "@larder/shared";
import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { createApp } from "../app/createApp";
import { appRoutes } from "../app/routes";
import { buildAppInfo } from "./builders";
import { createFakeFetch, type FakeRoutes } from "./fakeFetch";

interface RenderAppOptions {
  /** The signed-in user; null for a visitor (users/self answers 401). */
  user: UserOut | null;
  routes?: FakeRoutes;
}

/** Renders the real route tree at `path` against a fake server. */
export function renderApp(path: string, { user, routes = {} }: RenderAppOptions) {
  const server = createFakeFetch({
    "GET /api/app/about": { body: buildAppInfo() },
    "GET /api/app/about/theme": { body: DEFAULT_THEME },
    "GET /api/groups/cookbooks": { body: { page: 1, per_page: -1, total: 0, total_pages: 1, items: [] } },
    "GET /api/users/self": user
      ? { body: user }
      : { status: 401, body: { detail: { message: "Not authenticated", error: true, exception: null } } },
    ...routes,
  });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const app = createApp(router, server.fetch);
  render(app.element);
  return { router, requests: server.requests, ...app };
}

export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

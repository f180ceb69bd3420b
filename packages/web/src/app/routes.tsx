import { type ComponentType, lazy } from "react";
import type { RouteObject } from "react-router";
import { RouteGuard } from "../components/RouteGuard/RouteGuard";
import { AdminLayout } from "../layouts/AdminLayout/AdminLayout";
import { DefaultLayout } from "../layouts/DefaultLayout/DefaultLayout";
import { HeaderOnlyLayout } from "../layouts/HeaderOnlyLayout/HeaderOnlyLayout";
import { RootLayout } from "../layouts/RootLayout";
import { ErrorPage } from "../pages/ErrorPage/ErrorPage";
import { HomeRedirect } from "../pages/Home/HomeRedirect";

/** Pages load on demand: with the UI libraries in the first chunk, each page is a small extra. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LoginPage = lazyPage(() => import("../pages/Login/LoginPage"), "LoginPage");
const GroupHomePage = lazyPage(() => import("../pages/GroupHome/GroupHomePage"), "GroupHomePage");
const ProfilePage = lazyPage(() => import("../pages/Profile/ProfilePage"), "ProfilePage");
const SiteSettingsPage = lazyPage(() => import("../pages/SiteSettings/SiteSettingsPage"), "SiteSettingsPage");

/** Each layout keeps its frame when a page inside it fails: the error shows in the page's place. */
function withinLayout(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <ErrorPage />, children }];
}

export const appRoutes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        element: <HeaderOnlyLayout />,
        children: withinLayout([
          { path: "login", element: <LoginPage /> },
          { path: "*", element: <ErrorPage /> },
        ]),
      },
      {
        element: <DefaultLayout />,
        children: withinLayout([
          { path: "g/:groupSlug", element: <GroupHomePage /> },
          {
            element: <RouteGuard guard="signedIn" />,
            children: [{ path: "user/profile", element: <ProfilePage /> }],
          },
        ]),
      },
      {
        element: <RouteGuard guard="admin" />,
        children: [
          {
            element: <AdminLayout />,
            children: withinLayout([{ path: "admin/site-settings", element: <SiteSettingsPage /> }]),
          },
        ],
      },
    ],
  },
];

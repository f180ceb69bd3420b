import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type ApiClient, ApiClientProvider } from "../api/ApiClientContext";
import { ToastProvider } from "../components/Toast/ToastContext";
import { ToasterOnDemand } from "../components/Toast/ToasterOnDemand";
import type { ToastStore } from "../components/Toast/toastStore";
import { UserLocaleSync } from "../components/UserLocale/UserLocaleSync";
import { AppThemeProvider } from "../theme/AppThemeProvider";

interface AppProvidersProps {
  queryClient: QueryClient;
  apiClient: ApiClient;
  toastStore: ToastStore;
  children: ReactNode;
}

/** Everything the routes rely on, given from outside so that tests can supply fakes. */
export function AppProviders({ queryClient, apiClient, toastStore, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider store={toastStore}>
        <ApiClientProvider client={apiClient}>
          <AppThemeProvider>
            {children}
            <ToasterOnDemand />
            <UserLocaleSync />
          </AppThemeProvider>
        </ApiClientProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

import { createContext, type ReactNode, useContext } from "react";

/**
 * The share link a page was opened with. A shared recipe's files are not public: media URLs under
 * this provider carry the link's token, so that a visitor's browser may load them.
 */
const ShareTokenContext = createContext<string | undefined>(undefined);

export function ShareTokenProvider({ token, children }: { token: string; children: ReactNode }) {
  return <ShareTokenContext value={token}>{children}</ShareTokenContext>;
}

/** The token of the share link the page was opened with, or undefined on any other page. */
export function useShareToken(): string | undefined {
  return useContext(ShareTokenContext);
}

/** `url` with the share link's token added to its query, or `url` itself without one. */
export function withShareToken(url: string, token: string | undefined): string {
  if (!token) return url;
  return `${url}${url.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`;
}

/** Each locale's percentage of the texts translated, counted by the build (vite.config.ts). */
declare const __LOCALE_PROGRESS__: Record<string, number>;

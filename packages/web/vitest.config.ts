import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: "web",
      environment: "happy-dom",
      include: ["src/**/*.test.{ts,tsx}"],
      setupFiles: ["src/test/setup.ts"],
      // Each test starts with the real console and fetch, whatever the one before spied on.
      restoreMocks: true,
      // Rendering and user-event steps are slow while every suite shares two cores (npm test runs
      // them in parallel); 5 s timed out a passing test under that load.
      testTimeout: 15_000,
    },
  }),
);

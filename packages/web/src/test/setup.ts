import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { initI18n } from "../i18n";

initI18n();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

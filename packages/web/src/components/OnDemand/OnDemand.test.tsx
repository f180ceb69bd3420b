import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { lazyNamed, preloadElement } from "./OnDemand";

function Recipe() {
  return <p>Leek soup</p>;
}

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>Loading…</p>}>{element}</Suspense>);
}

describe("components loaded on demand", () => {
  it("show their fallback while their code loads, then themselves", async () => {
    const LazyRecipe = lazyNamed(async () => ({ Recipe }), "Recipe");
    renderInSuspense(<LazyRecipe />);
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(await screen.findByText("Leek soup")).toBeTruthy();
  });

  it("render at once, without a fallback, once their code has loaded", async () => {
    const LazyRecipe = lazyNamed(async () => ({ Recipe }), "Recipe");
    await preloadElement(<LazyRecipe />);
    renderInSuspense(<LazyRecipe />);
    // Checked synchronously: a render that suspended would still show the fallback here.
    expect(screen.getByText("Leek soup")).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
  });

  it("load again after a failed load, and report nothing from a preload", async () => {
    let attempts = 0;
    const LazyRecipe = lazyNamed(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("network down");
      return { Recipe };
    }, "Recipe");
    await expect(LazyRecipe.preload()).resolves.toBeUndefined();
    await LazyRecipe.preload();
    expect(attempts).toBe(2);
    renderInSuspense(<LazyRecipe />);
    expect(screen.getByText("Leek soup")).toBeTruthy();
  });

  it("leave other elements alone", async () => {
    await expect(preloadElement(<Recipe />)).resolves.toBeUndefined();
    await expect(preloadElement("text")).resolves.toBeUndefined();
  });
});

// How the elements of a locator fall into rows on the page, for the layout tests.

/** The number of elements in each row, top to bottom (elements whose tops round to the same pixel share a row). */
export function rowsOf(locator) {
  return locator.evaluateAll((els) => {
    const tops = els.map((el) => Math.round(el.getBoundingClientRect().top));
    return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
  });
}

/**
 * The rows once the page has settled: a move reaches the layout a moment
 * after the click returns (and a resize, unless made with resize.mjs), so
 * this waits up to 3 s for `expected` and returns the rows as last seen.
 */
export async function rowsOnceSettled(page, locator, expected) {
  let rows = [];
  for (let i = 0; i < 30; i++) {
    rows = await rowsOf(locator);
    if (JSON.stringify(rows) === JSON.stringify(expected)) break;
    await page.waitForTimeout(100);
  }
  return rows;
}

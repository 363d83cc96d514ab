// The review pages' "copy link" step, shared by both games' review tests.

/**
 * Copies the review's link with its button and returns it: from the
 * clipboard, or from the address bar where the page put it for want of
 * clipboard access. `site` is from `start()`; `page` shows a review.
 */
export async function copyReviewLink(site, page) {
  await site.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  await page.click('[data-testid="review-copy"]');
  await page.locator('[data-testid="review-copied"]:not(:empty)').waitFor();
  return page.evaluate(async () =>
    window.location.hash ? window.location.href : navigator.clipboard.readText(),
  );
}

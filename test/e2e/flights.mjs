// Card flights in the browser tests: which cards start a flight
// (Element.animate on a `data-card` element) from a given moment on.

/** Starts recording the cards that fly from now on (and forgets earlier ones). */
export function recordFlights(page) {
  return page.evaluate(() => {
    window.flown = [];
    if (window.flightsRecorded) return;
    window.flightsRecorded = true;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
      if (this.dataset?.card) window.flown.push(this.dataset.card);
      return animate.apply(this, args);
    };
  });
}

/** The card ids that started a flight since {@link recordFlights}. */
export function flownCards(page) {
  return page.evaluate(() => window.flown);
}

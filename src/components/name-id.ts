/**
 * Page-unique ids for the name element of static cards. A build renders
 * pages one after another, so a counter gives unique ids within each page
 * (they only need to be unique, not stable).
 */
let counter = 0;

/**
 * The next id for a card's name element.
 * @example nextNameId() // 'hcn-1'
 */
export function nextNameId(): string {
  counter += 1;
  return `hcn-${counter}`;
}

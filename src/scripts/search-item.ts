/**
 * One line of the search dialog's results: a link to the hit's place, with
 * the page's title, the section's heading (when the hit leads into the
 * page) and Pagefind's excerpt (our text with `<mark>` around the hits),
 * its Japanese and Chinese words given their language again (`markCjk`).
 *
 * @example
 * list.append(resultItem(searchHit(data, query), document));
 */
import { markCjk } from './search-cjk';
import type { SearchHit } from './search-hit';

/** The `<li>` for a hit. */
export function resultItem(hit: SearchHit, doc: Document): HTMLLIElement {
  const li = doc.createElement('li');
  const a = doc.createElement('a');
  a.href = hit.url;
  const title = doc.createElement('span');
  title.className = 'result-title';
  title.textContent = hit.title;
  a.append(title);
  if (hit.section) {
    const section = doc.createElement('span');
    section.className = 'result-section';
    section.textContent = hit.section;
    a.append(section);
  }
  const excerpt = doc.createElement('span');
  excerpt.className = 'result-excerpt';
  excerpt.innerHTML = hit.excerpt;
  a.append(excerpt);
  markCjk(a, hit.url);
  li.append(a);
  return li;
}

// What the language specs share: the game's languages, a message of the shipped locale files,
// and the pseudo-locale's check for text left out of the catalog.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');

/** The languages the game speaks, English first. */
export const TAGS = ['en', 'ja', 'de', 'fr', 'es', 'pt-BR', 'zh-Hans'];

/** The message `key` of `locales/<group>/<tag>.json` (text, or an object of plural forms). */
export const message = (group, tag, key) =>
  JSON.parse(fs.readFileSync(path.join(locales, group, `${tag}.json`), 'utf8'))[key];

/**
 * What a player reads inside `root` (a selector) that is not from the catalog under the
 * pseudo-locale: every text node, title, aria-label and placeholder, with each bracketed
 * (pseudo) part taken out, that still has a word in it. Names, puzzle ids, sizes, rule codes,
 * digits and symbols are no words; the languages named in themselves in the language menu stay.
 */
export function plainTextIn(root) {
  const names = /\b(Hashi|Slide)\b|\b(easy|medium|hard|expert|extreme)\d?-\d{3}\b|\d+x\d+/g;
  const unbracketed = (text) => {
    let rest = text;
    // Innermost first: a pseudo message filled with another is brackets within brackets.
    while (/\[[^[\]]*\]/.test(rest)) rest = rest.replace(/\[[^[\]]*\]/g, ' ');
    // A message split around a link (`around_link`) leaves its head or tail in a text node.
    rest = rest.replace(/^[^[\]]*\]/, ' ').replace(/\[[^[\]]*$/, ' ');
    return rest.replace(names, ' ');
  };
  const found = [];
  for (const element of document.querySelectorAll(root)) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement.closest('[data-testid=language-menu] option[lang]')) continue;
      if (/[A-Za-z]{2}/.test(unbracketed(node.textContent))) found.push(node.textContent.trim());
    }
    for (const e of [element, ...element.querySelectorAll('*')]) {
      for (const name of ['title', 'aria-label', 'placeholder']) {
        const value = e.getAttribute(name);
        if (value !== null && /[A-Za-z]{2}/.test(unbracketed(value))) found.push(`${name}="${value}"`);
      }
    }
  }
  return found;
}

// The "Copy embed code" section of each game's demo page, built once here (the pages do not repeat
// it): the game link (the embed page's address, for hosts that embed a pasted link through oEmbed:
// WordPress, Moodle, Discourse, Ghost), the iframe and the tag snippets for the form's current
// values (demo/embed-code.js), each with a Copy button. Built with DOM calls, so the page's strict CSP needs no inline markup or script.
import { embedUrl, iframeSnippet, tagSnippet } from './embed-code.js';

/** An element `tag` with `props` and `children` (strings become text). */
function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** One labelled, read-only snippet field with its Copy button. */
function field(id, label, button, rows = 8) {
  const area = el('textarea', { id, readOnly: true, rows, spellcheck: false, autocomplete: 'off' });
  return { area, box: el('div', { className: 'embed-code-field' }, el('label', { htmlFor: id }, label), area, el('button', { type: 'button', textContent: button })) };
}

/**
 * Appends the section to `parent`; it follows `form` (its values, on every change) for the element
 * `tag`. Returns the section.
 */
export function embedPanel(parent, form, tag) {
  const link = field('embed-link', 'Link (paste it alone on a line: WordPress, Moodle, Discourse, Ghost)', 'Copy link', 2);
  const iframe = field('embed-iframe', 'Iframe (and the optional host.js line)', 'Copy iframe code');
  const markup = field('embed-tag', 'Script and tag (pages that allow scripts)', 'Copy tag code');
  const status = el('p', { id: 'embed-status', className: 'embed-code-status' });
  status.setAttribute('role', 'status');
  const guide = el('a', { href: '../docs/embedding.md', textContent: 'docs/embedding.md' });
  const section = el('section', { className: 'embed-code' },
    el('h2', { id: 'embed-title', textContent: 'Copy embed code' }),
    el('p', {}, 'This game with the options above, for your own page. Where an editor takes no code at all, paste the link: a host that reads oEmbed shows the game (it needs this game server, not a static copy). Where a page may not hold a script or a custom tag (most course and CMS editors), paste the iframe; ',
      guide, ' has the steps for WordPress, Moodle, Canvas, Google Sites and others.'),
    link.box, iframe.box, markup.box, status);
  section.setAttribute('aria-labelledby', 'embed-title');

  const show = () => {
    const options = Object.fromEntries(new FormData(form));
    try {
      link.area.value = embedUrl(tag, options, { origin: location.origin });
      iframe.area.value = iframeSnippet(tag, options, { origin: location.origin });
      markup.area.value = tagSnippet(tag, options, { origin: location.origin });
    } catch (error) {
      link.area.value = iframe.area.value = markup.area.value = '';
      status.textContent = error.message;
    }
  };
  /** Copies a snippet; where the clipboard is refused, selects it for Ctrl+C / ⌘C. */
  const copy = async (area) => {
    try {
      await navigator.clipboard.writeText(area.value);
      status.textContent = 'Copied.';
    } catch {
      area.focus();
      area.select();
      status.textContent = 'Selected: press Ctrl+C (⌘C on a Mac) to copy.';
    }
  };
  for (const { area, box } of [link, iframe, markup]) box.querySelector('button').addEventListener('click', () => copy(area));
  form.addEventListener('change', show);
  show();
  parent.append(section);
  return section;
}
